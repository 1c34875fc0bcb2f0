import { Navigate, type RouteObject } from 'react-router';
import {
  RedirectSignedIn,
  RedirectToWedding,
  RequireClient,
  RequireOwnWedding,
} from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import AccountTabRoute from './routes/account-tab.tsx';
import ActivationTabRoute from './routes/activation-tab.tsx';
import ClientVerificationRoute from './routes/client-verification.tsx';
import CompleteClientRoute from './routes/complete-client.tsx';
import EditingTabRoute from './routes/editing-tab.tsx';
import ForgotPasswordRoute from './routes/forgot-password.tsx';
import GuestBatchRoute from './routes/guest-batch.tsx';
import GuestFormRoute from './routes/guest-form.tsx';
import GuestsTabRoute from './routes/guests-tab.tsx';
import GoogleCallbackRoute from './routes/google-callback.tsx';
import LandingRoute from './routes/landing.tsx';
import LoginRoute from './routes/login.tsx';
import NotFoundRoute from './routes/not-found.tsx';
import RegisterRoute from './routes/register.tsx';
import ResetPasswordRoute from './routes/reset-password.tsx';
import TermsRoute from './routes/terms.tsx';
import ThemesTabRoute from './routes/themes-tab.tsx';
import UnverifiedRoute from './routes/unverified.tsx';
import WeddingFormRoute from './routes/wedding-form.tsx';
import WeddingRoute from './routes/wedding.tsx';

/** The client routes of section 2 of the specification, with their guards. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/inicio" replace /> },
      { path: '/inicio', element: <LandingRoute /> },
      { element: <RedirectSignedIn />, children: [{ path: '/login', element: <LoginRoute /> }] },
      { path: '/auth/google/callback', element: <GoogleCallbackRoute /> },
      { path: '/registro', element: <RegisterRoute /> },
      { path: '/olvido-password', element: <ForgotPasswordRoute /> },
      { path: '/restablecer-password/:token', element: <ResetPasswordRoute /> },
      { path: '/verificacion/:token', element: <ClientVerificationRoute /> },
      { path: '/terminos-condiciones-aviso-privacidad', element: <TermsRoute /> },
      {
        element: <RequireClient level="login" />,
        children: [{ path: '/verificacion', element: <UnverifiedRoute /> }],
      },
      {
        element: <RequireClient level="verified" />,
        children: [{ path: '/completar-datos', element: <CompleteClientRoute /> }],
      },
      {
        path: '/dashboard',
        element: <RequireClient level="complete" />,
        children: [
          { index: true, element: <Navigate to="crear-boda" replace /> },
          {
            element: <RedirectToWedding />,
            children: [{ path: 'crear-boda', element: <WeddingFormRoute /> }],
          },
          {
            path: 'boda/:id',
            element: <RequireClient level="wedding" />,
            children: [
              {
                element: <RequireOwnWedding />,
                children: [
                  {
                    element: <WeddingRoute />,
                    children: [
                      { index: true, element: <Navigate to="activacion" replace /> },
                      { path: 'activacion', element: <ActivationTabRoute /> },
                      { path: 'edicion', element: <EditingTabRoute /> },
                      { path: 'invitados', element: <GuestsTabRoute /> },
                      { path: 'agregar-invitado', element: <GuestFormRoute /> },
                      { path: 'agregar-archivo', element: <GuestBatchRoute /> },
                      { path: 'cuenta', element: <AccountTabRoute /> },
                      { path: 'temas', element: <ThemesTabRoute /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
