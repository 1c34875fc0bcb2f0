import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  RedirectSignedIn,
  RedirectToWedding,
  RequireClient,
  RequireOwnWedding,
} from './guards.tsx';
import type { RouteHandle } from './document-head.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import ClientVerificationRoute from './routes/client-verification.tsx';
import CompleteClientRoute from './routes/complete-client.tsx';
import ForgotPasswordRoute from './routes/forgot-password.tsx';
import GoogleCallbackRoute from './routes/google-callback.tsx';
import LandingRoute from './routes/landing.tsx';
import LoginRoute from './routes/login.tsx';
import NotFoundRoute from './routes/not-found.tsx';
import RegisterRoute from './routes/register.tsx';
import ResetPasswordRoute from './routes/reset-password.tsx';
import TermsRoute from './routes/terms.tsx';
import UnsubscribeRoute from './routes/unsubscribe.tsx';
import UnverifiedRoute from './routes/unverified.tsx';
import WeddingRoute from './routes/wedding.tsx';

/**
 * A page loaded when first visited: the pages behind sign-in (the wedding form with its date
 * library, the editor, the invitation preview, the guest list, checkout) stay out of the bundle every
 * visitor of the landing downloads.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A route's title for the document (see DocumentHead). */
const title = (get: NonNullable<RouteHandle['title']>): RouteHandle => ({ title: get });

/** The client routes of section 2 of the specification, with their guards. */
export const routes: RouteObject[] = [
  // A door helper's page on the wedding day: none of the couple's frame, and it works offline.
  {
    path: '/puerta',
    lazy: page(() => import('./routes/door.tsx')),
    HydrateFallback: PageSpinner,
  },
  {
    element: <RootLayout />,
    // Opening a lazy page's address directly: the spinner while its code arrives.
    HydrateFallback: PageSpinner,
    children: [
      { path: '/', element: <Navigate to="/inicio" replace /> },
      { path: '/inicio', element: <LandingRoute /> },
      {
        element: <RedirectSignedIn />,
        children: [
          { path: '/login', element: <LoginRoute />, handle: title((t) => t('login.title')) },
        ],
      },
      {
        path: '/auth/google/callback',
        element: <GoogleCallbackRoute />,
        handle: title((t) => t('googleCallback.signingIn')),
      },
      { path: '/registro', element: <RegisterRoute />, handle: title((t) => t('register.title')) },
      {
        path: '/olvido-password',
        element: <ForgotPasswordRoute />,
        handle: title((t) => t('forgot.title')),
      },
      {
        path: '/restablecer-password/:token',
        element: <ResetPasswordRoute />,
        handle: title((t) => t('reset.title')),
      },
      {
        path: '/verificacion/:token',
        element: <ClientVerificationRoute />,
        handle: title((t) => t('verification.title')),
      },
      {
        path: '/avisos/baja',
        element: <UnsubscribeRoute />,
        handle: title((t) => t('unsubscribe.title')),
      },
      {
        path: '/terminos-condiciones-aviso-privacidad',
        element: <TermsRoute />,
        handle: title((t) => t('meta.terms')),
      },
      {
        element: <RequireClient level="login" />,
        children: [
          {
            path: '/verificacion',
            element: <UnverifiedRoute />,
            handle: title((t) => t('unverified.title')),
          },
        ],
      },
      {
        element: <RequireClient level="verified" />,
        children: [
          {
            path: '/completar-datos',
            element: <CompleteClientRoute />,
            handle: title((t) => t('complete.title')),
          },
        ],
      },
      {
        path: '/dashboard',
        element: <RequireClient level="complete" />,
        children: [
          { index: true, element: <Navigate to="crear-boda" replace /> },
          {
            element: <RedirectToWedding />,
            children: [
              {
                path: 'crear-boda',
                lazy: page(() => import('./routes/wedding-form.tsx')),
                handle: title((t) => t('weddingForm.title')),
              },
            ],
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
                      {
                        path: 'activacion',
                        lazy: page(() => import('./routes/activation-tab.tsx')),
                        handle: title((t) => t('wedding.tabs.activation')),
                      },
                      {
                        path: 'edicion',
                        lazy: page(() => import('./routes/editing-tab.tsx')),
                        handle: title((t) => t('wedding.tabs.editing')),
                      },
                      {
                        path: 'invitados',
                        lazy: page(() => import('./routes/guests-tab.tsx')),
                        handle: title((t) => t('wedding.tabs.guests')),
                      },
                      {
                        path: 'mesas',
                        lazy: page(() => import('./routes/seating-tab.tsx')),
                        handle: title((t) => t('seating.tab')),
                      },
                      {
                        path: 'agregar-invitado',
                        lazy: page(() => import('./routes/guest-form.tsx')),
                        handle: title((t) => t('wedding.guestForm')),
                      },
                      {
                        path: 'agregar-archivo',
                        lazy: page(() => import('./routes/guest-batch.tsx')),
                        handle: title((t) => t('wedding.guestBatch')),
                      },
                      {
                        path: 'mensajes',
                        lazy: page(() => import('./routes/messages.tsx')),
                        handle: title((t) => t('messages.title')),
                      },
                      {
                        path: 'enviar/:kind',
                        lazy: page(() => import('./routes/send-walkthrough.tsx')),
                        handle: title((t) => t('messages.panelTitle')),
                      },
                      {
                        path: 'cuenta',
                        lazy: page(() => import('./routes/account-tab.tsx')),
                        handle: title((t) => t('wedding.tabs.account')),
                      },
                      {
                        path: 'temas',
                        lazy: page(() => import('./routes/themes-tab.tsx')),
                        handle: title((t) => t('wedding.tabs.themes')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute />, handle: title((t) => t('meta.notFound')) },
    ],
  },
];
