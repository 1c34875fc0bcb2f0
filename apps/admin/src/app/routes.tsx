import { Navigate, type RouteObject } from 'react-router';
import { ClientDetail } from '../features/clients/components/client-detail.tsx';
import { ClientsList } from '../features/clients/components/clients-list.tsx';
import { FailedJobsList } from '../features/jobs/components/failed-jobs-list.tsx';
import { PaymentDetail } from '../features/payments/components/payment-detail.tsx';
import { PaymentsList } from '../features/payments/components/payments-list.tsx';
import { PromoterDetail } from '../features/promoters/components/promoter-detail.tsx';
import { PromotersList } from '../features/promoters/components/promoters-list.tsx';
import { WeddingDetail } from '../features/weddings/components/wedding-detail.tsx';
import { WeddingsList } from '../features/weddings/components/weddings-list.tsx';
import { RedirectAdmin, RequireAdmin } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import AdminLoginRoute from './routes/admin-login.tsx';
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
              { path: 'clientes', element: <ClientsList /> },
              { path: 'clientes/:id', element: <ClientDetail /> },
              { path: 'bodas', element: <WeddingsList /> },
              { path: 'bodas/:id', element: <WeddingDetail /> },
              { path: 'pagos', element: <PaymentsList /> },
              { path: 'pagos/:id', element: <PaymentDetail /> },
              { path: 'promotores', element: <PromotersList /> },
              { path: 'promotores/:id', element: <PromoterDetail /> },
              { path: 'tareas', element: <FailedJobsList /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
