import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { makeGuest, makePlan, makeWedding } from '../../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../../test/render-app.tsx';

const PLAN = makePlan([{ slug: 'rsvpAdmin' }]);
const CARMEN = makeGuest({ id: 41, name: 'Carmen', lastName: 'Ruiz' });
const INIGO = makeGuest({
  id: 42,
  name: 'Íñigo',
  lastName: 'Peña',
  link: 'http://localhost:5175/ana-y-luis?code=AB12CD34',
});
const NO_TEMPLATES = { invitation: null, reminder: null, pass: null };

function openEditor(wedding = makeWedding({ invitationPlan: PLAN }), handlers: MockHandlers = {}) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /weddings/{id}/message-templates': { body: NO_TEMPLATES },
    'POST /guests/get-by-wedding': { body: { guests: [CARMEN, INIGO], page: 1, totalPages: 1 } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/mensajes', { token: 'jwt' });
  return { api, app };
}

const bubble = () => screen.getByTestId('chat-bubble');
const valueOf = (field: HTMLElement) => (field as HTMLTextAreaElement).value;
const textarea = () => screen.getByRole('textbox', { name: 'Tu mensaje' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('message templates editor', () => {
  it('shows the default invitation and the first guest’s message as a chat, updating as the couple types', async () => {
    openEditor();
    expect(await screen.findByRole('textbox', { name: 'Tu mensaje' })).toHaveValue(
      '¡Hola, {nombre}! Con mucha alegría te invitamos a nuestra boda el {fecha}.\n\nAquí está tu invitación personal: {enlace}\n\nCon cariño, {pareja}',
    );
    expect(screen.getByText('Texto predeterminado de Convite')).toBeInTheDocument();
    await waitFor(() => expect(bubble()).toHaveTextContent('¡Hola, Carmen!'));
    expect(bubble()).toHaveTextContent(
      '¡Hola, Carmen! Con mucha alegría te invitamos a nuestra boda el sábado 14 de noviembre de 2026.',
    );
    expect(bubble()).toHaveTextContent(`Aquí está tu invitación personal: ${CARMEN.link}`);

    fireEvent.change(textarea(), { target: { value: 'Querida {nombre}, ven: {enlace}' } });
    expect(bubble()).toHaveTextContent(`Querida Carmen, ven: ${CARMEN.link}`);
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Vista previa para'), { target: { value: '42' } });
    expect(bubble()).toHaveTextContent(`Querida Íñigo, ven: ${INIGO.link}`);
  });

  it('inserts a placeholder at the cursor with its button', async () => {
    const { app } = openEditor();
    const field = await screen.findByRole('textbox', { name: 'Tu mensaje' });
    await waitFor(() => expect(bubble()).toHaveTextContent('Carmen'));
    fireEvent.change(field, { target: { value: 'Hola , tu invitación: {enlace}' } });
    (field as HTMLTextAreaElement).setSelectionRange(5, 5);
    await app.user.click(screen.getByRole('button', { name: 'Nombre del invitado' }));
    expect(field).toHaveValue('Hola {nombre}, tu invitación: {enlace}');
    expect(bubble()).toHaveTextContent(`Hola Carmen, tu invitación: ${CARMEN.link}`);
  });

  it('will not save a message without the guest’s link, and saves one with it', async () => {
    const saved = {
      language: 'es' as const,
      text: 'Ven, {nombre}: {enlace}',
      updatedAt: '2026-03-01T00:00:00Z',
    };
    const { api, app } = openEditor(undefined, {
      'PUT /weddings/{id}/message-templates': {
        body: {
          message: 'Mensaje guardado',
          templates: { invitation: saved, reminder: null, pass: null },
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tu mensaje' }), {
      target: { value: 'Ven, {nombre}' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Incluye el enlace personal ({enlace})');
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
    const save = screen.getByRole('button', { name: 'Guardar mensaje' });
    expect(save).toBeDisabled();

    fireEvent.change(textarea(), { target: { value: 'Ven, {nombre}: {enlace}' } });
    await app.user.click(save);
    expect(await screen.findByText('Mensaje guardado')).toBeInTheDocument();
    expect(api.callsTo('PUT /weddings/{id}/message-templates', { id: 5 })[0]?.body).toEqual({
      kind: 'invitation',
      language: 'es',
      text: 'Ven, {nombre}: {enlace}',
    });
    await waitFor(() => expect(screen.getByText('Guardado')).toBeInTheDocument());
  });

  it('shows the server’s refusal under the message', async () => {
    const { app } = openEditor(undefined, {
      'PUT /weddings/{id}/message-templates': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Datos no válidos',
          errors: { text: ['El mensaje admite hasta 1000 caracteres.'] },
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tu mensaje' }), {
      target: { value: 'Hola {enlace}' },
    });
    await app.user.click(screen.getByRole('button', { name: 'Guardar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El mensaje admite hasta 1000 caracteres.',
    );
  });

  it('resets a saved message to the default text', async () => {
    const { api, app } = openEditor(undefined, {
      'GET /weddings/{id}/message-templates': {
        body: {
          invitation: null,
          reminder: {
            language: 'es',
            text: 'Recuerda: {enlace}',
            updatedAt: '2026-03-01T00:00:00Z',
          },
          pass: null,
        },
      },
      'PUT /weddings/{id}/message-templates': {
        body: { message: 'Mensaje restablecido al texto predeterminado', templates: NO_TEMPLATES },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Recordatorio' }));
    expect(textarea()).toHaveValue('Recuerda: {enlace}');
    await app.user.click(
      screen.getByRole('button', { name: 'Restablecer el texto predeterminado' }),
    );
    expect(api.callsTo('PUT /weddings/{id}/message-templates', { id: 5 })[0]?.body).toEqual({
      kind: 'reminder',
      language: 'es',
      text: null,
    });
    await waitFor(() => expect(valueOf(textarea())).toContain('{fecha_limite}'));
  });

  it('fills the reminder’s deadline when set, and leaves its line out otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T12:00:00Z'));
    try {
      const { app } = openEditor(makeWedding({ invitationPlan: PLAN, rsvpDeadline: '2026-10-31' }));
      await app.user.click(await screen.findByRole('button', { name: 'Recordatorio' }));
      expect(bubble()).toHaveTextContent(
        'Por favor confírmanos antes del sábado 31 de octubre de 2026.',
      );
      expect(screen.getByRole('button', { name: 'Fecha límite' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the deadline line out of the reminder without a deadline, and says so', async () => {
    const { app } = openEditor();
    await app.user.click(await screen.findByRole('button', { name: 'Recordatorio' }));
    expect(bubble()).not.toHaveTextContent('confírmanos antes');
    expect(screen.getByText(/Sin fecha límite, esa línea no se envía/)).toBeInTheDocument();
  });

  it('writes the pass message: its own default, the pass link in the preview and required to save, in es', async () => {
    const saved = {
      language: 'es' as const,
      text: 'Tu pase, {nombre}: {pase}',
      updatedAt: '2026-03-01T00:00:00Z',
    };
    const { api, app } = openEditor(undefined, {
      'PUT /weddings/{id}/message-templates': {
        body: { message: 'Mensaje guardado', templates: { ...NO_TEMPLATES, pass: saved } },
      },
    });
    const kinds = await screen.findByRole('group', { name: 'Mensaje' });
    expect(
      within(kinds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Invitación', 'Recordatorio', 'Pase']);
    await app.user.click(within(kinds).getByRole('button', { name: 'Pase' }));
    expect(valueOf(textarea())).toContain('Este es tu pase para la boda: {pase}');
    expect(screen.getByText(/Se envía la semana antes de la boda/)).toBeInTheDocument();
    await waitFor(() => expect(bubble()).toHaveTextContent('¡Ya casi, Carmen!'));
    expect(bubble()).toHaveTextContent(
      /Este es tu pase para la boda: https?:\/\/\S+\/pase\/41\.[A-Za-z0-9_-]{22}/,
    );
    expect(bubble()).not.toHaveTextContent('{pase}');
    // The pass replaces the invitation's link among the details to insert.
    const insert = screen.getByRole('group', { name: 'Insertar' });
    expect(within(insert).getByRole('button', { name: 'Pase de la familia' })).toBeInTheDocument();
    expect(within(insert).queryByRole('button', { name: 'Enlace personal' })).toBeNull();

    fireEvent.change(textarea(), { target: { value: 'Tu invitación: {enlace}' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Incluye el pase ({pase})');
    const save = screen.getByRole('button', { name: 'Guardar mensaje' });
    expect(save).toBeDisabled();

    fireEvent.change(textarea(), { target: { value: 'Tu pase, : {pase}' } });
    (textarea() as HTMLTextAreaElement).setSelectionRange(9, 9);
    await app.user.click(within(insert).getByRole('button', { name: 'Nombre del invitado' }));
    expect(textarea()).toHaveValue('Tu pase, {nombre}: {pase}');
    await app.user.click(save);
    expect(await screen.findByText('Mensaje guardado')).toBeInTheDocument();
    expect(api.callsTo('PUT /weddings/{id}/message-templates', { id: 5 })[0]?.body).toEqual({
      kind: 'pass',
      language: 'es',
      text: 'Tu pase, {nombre}: {pase}',
    });
  });

  it('writes the pass message in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const { app } = openEditor();
      await app.user.click(await screen.findByRole('button', { name: 'Pass' }));
      const field = screen.getByRole('textbox', { name: 'Your message' });
      expect(valueOf(field)).toContain('Here is your pass for the wedding: {pass}');
      expect(screen.getByRole('button', { name: "Household's pass" })).toBeInTheDocument();
      fireEvent.change(field, { target: { value: 'Your invitation: {link}' } });
      expect(screen.getByRole('alert')).toHaveTextContent('Include the pass ({pass})');
      fireEvent.change(field, { target: { value: 'Your pass, {name}: {pass}' } });
      expect(bubble()).toHaveTextContent(/Your pass, Carmen: \S+\/pase\/41\./);
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });

  it('lets the couple write but not save while the wedding is inactive, and says why', async () => {
    openEditor(makeWedding({ invitationPlan: PLAN, active: false }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tu mensaje' }), {
      target: { value: 'Hola {enlace}' },
    });
    expect(screen.getByText(/Activa tu invitación para administrar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar mensaje' })).toBeDisabled();
  });

  it('switches the default text to English with the message language, and is all in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const { app } = openEditor();
      const field = await screen.findByRole('textbox', { name: 'Your message' });
      expect(valueOf(field)).toContain('Hi, {name}!');
      const languages = screen.getByRole('group', { name: 'Message language' });
      await app.user.click(within(languages).getByRole('button', { name: 'Español' }));
      expect(valueOf(field)).toContain('¡Hola, {nombre}!');
      expect(bubble()).toHaveTextContent('el sábado 14 de noviembre de 2026');
      expect(screen.getByRole('button', { name: 'Personal link' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });
});
