// Build time only (see vite.config.ts): the landing rendered to HTML, so its first paint waits for no
// script; main.tsx hydrates it.
import { createQueryClient } from '@convite/api/query-client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';

/** The landing's address; the build writes its HTML to `dist/inicio.html`, which hosts serve for it. */
export const LANDING_PATH = '/inicio';

/** The markup the client renders at the landing for a first visit (Spanish, signed out, no site settings yet). */
export function renderLanding(): string {
  const router = createMemoryRouter(routes, { initialEntries: [LANDING_PATH] });
  return renderToString(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
