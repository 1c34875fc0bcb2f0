import { createQueryClient } from '@convite/api/query-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';

export function renderApp(path: string, storage: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(<App router={router} queryClient={createQueryClient()} />);
  return { router, user, pathname: () => router.state.location.pathname };
}
