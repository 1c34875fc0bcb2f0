import { createQueryClient } from '@convite/api/query-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { routes } from './routes.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App router={router} queryClient={createQueryClient()} />);
}

describe('invitation app', () => {
  it('shows the placeholder for a slug', () => {
    renderAt('/ana-y-luis?code=ABCD2345');
    expect(screen.getByRole('heading', { name: 'ana-y-luis' })).toBeInTheDocument();
    expect(
      screen.getByText('La invitación «ana-y-luis» estará disponible muy pronto.'),
    ).toBeInTheDocument();
  });

  it('switches to English', async () => {
    renderAt('/ana-y-luis');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      screen.getByText('The invitation “ana-y-luis” will be available very soon.'),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', () => {
    renderAt('/ana-y-luis/otra');
    expect(
      screen.getByRole('heading', { name: 'Lo sentimos, página no encontrada.' }),
    ).toBeInTheDocument();
  });
});
