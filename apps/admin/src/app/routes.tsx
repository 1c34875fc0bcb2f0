import { Navigate, type RouteObject } from 'react-router';
import { RedirectAdmin, RequireAdmin } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import AdminLoginRoute from './routes/admin-login.tsx';
import AdminSectionRoute from './routes/admin-section.tsx';
import AdminRoute from './routes/admin.tsx';
import NotFoundRoute from './routes/not-found.tsx';
import PromoterLoginRoute from './routes/promoter-login.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/admin" replace /> },
      {
        element: <RedirectAdmin />,
        children: [{ path: '/admin-login', element: <AdminLoginRoute /> }],
      },
      { path: '/promoter-login', element: <PromoterLoginRoute /> },
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminRoute />,
            children: [
              { index: true, element: <Navigate to="clientes" replace /> },
              { path: 'clientes', element: <AdminSectionRoute section="clients" /> },
              { path: 'bodas', element: <AdminSectionRoute section="weddings" /> },
              { path: 'pagos', element: <AdminSectionRoute section="payments" /> },
              { path: 'promotores', element: <AdminSectionRoute section="promoters" /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
