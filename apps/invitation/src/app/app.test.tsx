import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../lib/i18n.ts';
import { invitationFixture } from '../test/fixtures.ts';
import { App } from './app.tsx';
import type { PageBootstrap } from './page-data.ts';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.cookie = 'locale=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

/** Renders on the "server", then hydrates that markup in the page like the browser does. */
async function serverRenderThenHydrate(bootstrap: PageBootstrap) {
  const html = renderToString(
    <App bootstrap={bootstrap} i18n={createAppI18n(bootstrap.language)} />,
  );
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <App bootstrap={bootstrap} i18n={createAppI18n(bootstrap.language, localStorage)} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { html, errors, recoverable };
}

const invitationPage = (language: 'es' | 'en' = 'es'): PageBootstrap => ({
  page: {
    kind: 'invitation',
    slug: 'ana-y-luis',
    code: 'ABCD2345',
    invitation: invitationFixture(),
  },
  language,
  now: '2026-06-01T12:00:00.000Z',
});

describe('the invitation app', () => {
  it.each(['es', 'en'] as const)(
    'hydrates the server markup in %s without a mismatch',
    async (language) => {
      const { errors, recoverable, html } = await serverRenderThenHydrate(invitationPage(language));
      expect(errors).not.toHaveBeenCalled();
      expect(recoverable).toEqual([]);
      expect(document.getElementById('root')?.innerHTML).toBe(html);
      expect(screen.getByRole('heading', { name: 'Ana & Luis' })).toBeInTheDocument();
    },
  );

  it.each([
    [{ kind: 'not-found' } as const, 'Lo sentimos, página no encontrada.'],
    [
      { kind: 'not-available' } as const,
      'Esta invitación no está disponible. Revisa el enlace o pregunta a los novios.',
    ],
    [{ kind: 'unavailable' } as const, 'Ocurrió un error inesperado. Inténtalo de nuevo.'],
  ])('hydrates the %o page without a mismatch', async (page, message) => {
    const { errors } = await serverRenderThenHydrate({
      page,
      language: 'es',
      now: '2026-06-01T12:00:00.000Z',
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: message })).toBeInTheDocument();
  });

  it('switches the language live and remembers it in local storage and the locale cookie', async () => {
    window.history.replaceState(null, '', '/ana-y-luis?code=ABCD2345&lang=es');
    await serverRenderThenHydrate({
      page: { kind: 'not-found' },
      language: 'es',
      now: '2026-06-01T12:00:00.000Z',
    });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Sorry, page not found.' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement.lang).toBe('en');
    // A ?lang in the address would otherwise win over the new choice on the next visit.
    expect(window.location.search).toBe('?code=ABCD2345');
  });
});
