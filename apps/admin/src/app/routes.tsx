import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RedirectAdmin, RequireAdmin } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import AdminLoginRoute from './routes/admin-login.tsx';
import AdminRoute from './routes/admin.tsx';
import NotFoundRoute from './routes/not-found.tsx';

/**
 * A screen fetched when its route is first opened, so the login (the console's first screen, kept in
 * the entry with the console's frame and the 404) does not download the console's tables and forms
 * or the promoters' view (scripts/size.mjs holds the login to its budget).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the screen of an address opened directly is fetched.
    HydrateFallback: PageSpinner,
    children: [
      { path: '/', element: <Navigate to="/admin" replace /> },
      {
        element: <RedirectAdmin />,
        children: [{ path: '/admin-login', element: <AdminLoginRoute /> }],
      },
      {
        path: '/promoter-login',
        ...screen(
          () => import('./routes/promoter-login.tsx'),
          (m) => m.default,
        ),
      },
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminRoute />,
            children: [
              { index: true, element: <Navigate to="clientes" replace /> },
              {
                path: 'clientes',
                ...screen(
                  () => import('../features/clients/components/clients-list.tsx'),
                  (m) => m.ClientsList,
                ),
              },
              {
                path: 'clientes/:id',
                ...screen(
                  () => import('../features/clients/components/client-detail.tsx'),
                  (m) => m.ClientDetail,
                ),
              },
              {
                path: 'bodas',
                ...screen(
                  () => import('../features/weddings/components/weddings-list.tsx'),
                  (m) => m.WeddingsList,
                ),
              },
              {
                path: 'bodas/:id',
                ...screen(
                  () => import('../features/weddings/components/wedding-detail.tsx'),
                  (m) => m.WeddingDetail,
                ),
              },
              {
                path: 'pagos',
                ...screen(
                  () => import('../features/payments/components/payments-list.tsx'),
                  (m) => m.PaymentsList,
                ),
              },
              {
                path: 'pagos/:id',
                ...screen(
                  () => import('../features/payments/components/payment-detail.tsx'),
                  (m) => m.PaymentDetail,
                ),
              },
              {
                path: 'promotores',
                ...screen(
                  () => import('../features/promoters/components/promoters-list.tsx'),
                  (m) => m.PromotersList,
                ),
              },
              {
                path: 'promotores/:id',
                ...screen(
                  () => import('../features/promoters/components/promoter-detail.tsx'),
                  (m) => m.PromoterDetail,
                ),
              },
              {
                path: 'tareas',
                ...screen(
                  () => import('../features/jobs/components/failed-jobs-list.tsx'),
                  (m) => m.FailedJobsList,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
