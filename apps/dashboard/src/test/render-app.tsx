import { createQueryClient } from '@convite/api/query-client';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';

/** Renders the whole app at a path, optionally signed in with a client token. */
export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) localStorage.setItem(CLIENT_TOKEN_KEY, token);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, user, pathname: () => router.state.location.pathname };
}

export { screen };
