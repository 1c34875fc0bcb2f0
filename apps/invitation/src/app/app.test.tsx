import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseForAll,
  formContext,
  initialConfirmationState,
} from '@convite/invitation-renderer/confirmation-rules';
import { createAppI18n } from '../lib/i18n.ts';
import { invitationFixture } from '../test/fixtures.ts';
import { App } from './app.tsx';
import type { PageBootstrap, PageData } from './page-data.ts';

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
  return { errors, recoverable };
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
      const { errors, recoverable } = await serverRenderThenHydrate(invitationPage(language));
      expect(errors).not.toHaveBeenCalled();
      expect(recoverable).toEqual([]);
      expect(screen.getByRole('heading', { name: 'Ana & Luis' })).toBeInTheDocument();
    },
  );

  it('hydrates an invitation shown without the API under its note, the shared one without "wrong code"', async () => {
    const kept = invitationPage();
    if (kept.page.kind !== 'invitation') throw new Error('an invitation page');
    const first = await serverRenderThenHydrate({
      ...kept,
      page: { ...kept.page, offline: 'kept' },
    });
    expect(first.errors).not.toHaveBeenCalled();
    expect(first.recoverable).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión con el servidor: esta es la última versión guardada de tu invitación',
    );
    expect(screen.getByRole('link', { name: 'Volver a cargar' })).toHaveAttribute(
      'href',
      '/ana-y-luis?code=ABCD2345&lang=es',
    );
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';

    const shared = {
      ...kept,
      page: {
        ...kept.page,
        invitation: invitationFixture({ guest: null }),
        offline: 'shared' as const,
      },
    };
    const second = await serverRenderThenHydrate(shared);
    expect(second.errors).not.toHaveBeenCalled();
    expect(second.recoverable).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('todavía sin tus datos');
    expect(screen.queryByText(/No encontramos una invitación con ese código/)).toBeNull();
  });

  it.each([
    [{ kind: 'not-found' } as const, 'Lo sentimos, página no encontrada.'],
    [{ kind: 'not-available' } as const, 'Invitación no disponible'],
    [
      { kind: 'unavailable' } as const,
      'No pudimos conectar con el servidor para mostrarte la invitación. Vuelve a cargarla en unos minutos.',
    ],
    [{ kind: 'limited', retryAfterSeconds: 90 } as const, 'Demasiados intentos'],
    [
      { kind: 'answer-not-sent' as const, fields: [['m.1.e.2', 'yes']] as [string, string][] },
      'Sin conexión con el servidor: tu respuesta todavía no se envió. Revisa que esté como la quieres y envíala de nuevo en unos minutos.',
    ],
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
    const english = screen.getByRole('link', { name: 'English' });
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');
    await userEvent.click(english);
    expect(screen.getByRole('heading', { name: 'Sorry, page not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement.lang).toBe('en');
    // A ?lang in the address would otherwise win over the new choice on the next visit.
    expect(window.location.search).toBe('?code=ABCD2345');
  });
});

describe('the language links', () => {
  it('are real links in the server markup, so they work before and without the script', () => {
    const html = renderToString(
      <App bootstrap={invitationPage('es')} i18n={createAppI18n('es')} />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const links = [...container.querySelectorAll('a.cv-language__option')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Español', '?code=ABCD2345&lang=es'],
      ['English', '?code=ABCD2345&lang=en'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', null]);
  });

  it('keep no code on a page without one', () => {
    const html = renderToString(
      <App
        bootstrap={{ page: { kind: 'not-found' }, language: 'en', now: '2026-06-01T12:00:00.000Z' }}
        i18n={createAppI18n('en')}
      />,
    );
    expect(html).toContain('href="?lang=es"');
    expect(html).toContain('href="?lang=en"');
  });
});

describe('the confirmation in the page', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('keeps an answer that failed on a bad connection, says so, and sends it when back online', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json(200, {
          message: 'ok',
          guest: { ...invitationFixture().guest, confirmation: true, confirmedGuests: 2 },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    await serverRenderThenHydrate(invitationPage('es'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Todos vamos' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    // The wedding has no event yet: Marta's household answers with a count.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      code: 'ABCD2345',
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: null,
      message: null,
      answers: {},
    });
    expect(await screen.findByText(/Guardamos tu respuesta en este teléfono/)).toBeInTheDocument();
    expect(Object.keys(localStorage).some((key) => key.includes('ana-y-luis:ABCD2345'))).toBe(true);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/¡Gracias por confirmar!/)).toBeInTheDocument();
    // The saved answer is read back, with the way to change it.
    expect(screen.getByTestId('receipt')).toHaveTextContent('Marta RuizAsistirá');
    expect(screen.getByRole('button', { name: 'Cambiar mi respuesta' })).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(Object.keys(localStorage).some((key) => key.includes('ana-y-luis'))).toBe(false);
    vi.unstubAllGlobals();
  });

  it('sends a form filled without scripts ("Todos vamos") and then reads the saved answer back', async () => {
    const invitation = invitationFixture();
    const guest = invitation.guest;
    if (!guest) throw new Error('the fixture has a guest');
    const context = formContext(invitation.wedding, guest, []);
    const draft = chooseForAll(initialConfirmationState(guest, context), context, true);
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        json(200, { message: 'ok', guest: { ...guest, confirmation: true, confirmedGuests: 2 } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    await serverRenderThenHydrate({
      ...invitationPage('es'),
      page: { ...invitationPage('es').page, form: { kind: 'filled', draft } } as PageData,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByTestId('receipt')).toHaveTextContent('Invitado 2Asistirá');
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('loads the guest of a typed code on a bare link and puts the code in the address', async () => {
    window.history.replaceState(null, '', '/ana-y-luis');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(json(200, invitationFixture()));
    vi.stubGlobal('fetch', fetchMock);
    await serverRenderThenHydrate({
      page: {
        kind: 'invitation',
        slug: 'ana-y-luis',
        code: null,
        invitation: invitationFixture({ guest: null }),
      },
      language: 'es',
      now: '2026-06-01T12:00:00.000Z',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código de invitación'), 'abcd2345');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByTestId('header-guest')).toHaveTextContent(
      'Marta, les reservamos 2 lugares',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/v1/public/invitations/ana-y-luis?code=ABCD2345',
    );
    expect(window.location.search).toBe('?code=ABCD2345');
    // The language links now keep the guest's code, for a new tab or a page without scripts.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '?code=ABCD2345&lang=en',
    );
    vi.unstubAllGlobals();
  });

  it('says under the code field when a typed code matches no invitation', async () => {
    window.history.replaceState(null, '', '/ana-y-luis');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(200, invitationFixture({ guest: null })));
    vi.stubGlobal('fetch', fetchMock);
    await serverRenderThenHydrate({
      page: {
        kind: 'invitation',
        slug: 'ana-y-luis',
        code: null,
        invitation: invitationFixture({ guest: null }),
      },
      language: 'es',
      now: '2026-06-01T12:00:00.000Z',
    });
    const user = userEvent.setup();
    const field = screen.getByLabelText('Código de invitación');
    await user.type(field, 'zzzz9999');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const message = 'No encontramos una invitación con ese código. Revísalo e inténtalo de nuevo.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(window.location.search).toBe('');
    vi.unstubAllGlobals();
  });

  it('marks a mistyped code in the link as not found, in English too', async () => {
    await serverRenderThenHydrate({
      page: {
        kind: 'invitation',
        slug: 'ana-y-luis',
        code: 'ZZZZ9999',
        invitation: invitationFixture({ guest: null }),
      },
      language: 'en',
      now: '2026-06-01T12:00:00.000Z',
    });
    expect(screen.getByLabelText('Invitation code')).toHaveAccessibleDescription(
      "We couldn't find an invitation with that code. Check it and try again.",
    );
  });
});

describe("the guest's removal of their data", () => {
  it('asks once more, removes through the API and then says it was done, with nothing of the guest', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Done: we removed your name.' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await serverRenderThenHydrate(invitationPage('en'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, delete my data' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/public/invitations/ana-y-luis/removal');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'ABCD2345' });
    expect(
      await screen.findByRole('heading', { name: 'Your data was deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Done: we removed your name.')).toBeInTheDocument();
    expect(screen.queryByText(invitationFixture().guest?.name ?? '-')).toBeNull();
    vi.unstubAllGlobals();
  });

  it("answers the link of a guest who left with the page that says so, and offers no removal on a couple's preview", async () => {
    await serverRenderThenHydrate({
      page: { kind: 'guest-left', message: null },
      language: 'es',
      now: '2026-06-01T12:00:00.000Z',
    });
    expect(screen.getByRole('heading', { name: 'Tus datos se eliminaron' })).toBeInTheDocument();
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    await serverRenderThenHydrate({
      ...invitationPage('es'),
      page: { ...(invitationPage('es').page as object), preview: 'token' } as PageData,
    });
    expect(screen.queryByRole('button', { name: 'Eliminar mis datos' })).toBeNull();
  });
});
