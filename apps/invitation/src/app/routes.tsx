import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import InvitationRoute from './routes/invitation.tsx';
import NotFoundRoute from './routes/not-found.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/:slug', element: <InvitationRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
