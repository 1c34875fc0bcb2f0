import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import type { WeddingQuestion } from '../../../lib/wedding-questions.ts';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;

const TRANSPORT: WeddingQuestion = {
  id: 1,
  prompt: '¿Necesitas transporte desde el hotel?',
  kind: 'yesNo',
  perPerson: false,
  options: [],
};

/** The editing tab; the fake server keeps the questions it is sent, numbering the new ones. */
function openConfirmation(
  wedding: Wedding,
  questions: WeddingQuestion[] = [],
  handlers: MockHandlers = {},
) {
  let saved = questions;
  let nextId = 10;
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': () => ({ body: { questions: saved } }),
    'PUT /weddings/{id}/questions': (call) => {
      saved = call.body.questions.map((question) => ({
        id: question.id ?? (nextId += 1),
        prompt: question.prompt,
        kind: question.kind,
        perPerson: question.perPerson ?? false,
        options: question.options ?? [],
      }));
      return { body: { questions: saved } };
    },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
  return { api, app };
}

const questionsGroup = () => screen.findByRole('group', { name: 'Tus preguntas' });

describe('after the deadline', () => {
  it('closes the answers after the deadline with its PATCH, and confirms in place', async () => {
    const wedding = makeWedding({ rsvpDeadline: '2026-10-31', lateAnswers: 'accepted' });
    const { api, app } = openConfirmation(wedding, [], {
      'PATCH /weddings/{id}/late-answers': (call) => ({
        body: {
          message: 'Boda actualizada exitosamente',
          wedding: { ...wedding, lateAnswers: call.body.lateAnswers },
        },
      }),
    });
    const choice = await screen.findByRole('group', { name: 'Después de la fecha límite' });
    expect(
      within(choice).getByRole('radio', { name: /^Seguir recibiendo respuestas/ }),
    ).toBeChecked();
    expect(choice).not.toHaveTextContent('Aplica cuando pongas una fecha límite.');
    await app.user.click(within(choice).getByRole('radio', { name: /^Cerrar las respuestas/ }));
    const setting = choice.parentElement as HTMLElement;
    expect(await within(setting).findByRole('status')).toHaveTextContent('Guardado ✓');
    expect(within(choice).getByRole('radio', { name: /^Cerrar las respuestas/ })).toBeChecked();
    expect(
      api.callsTo('PATCH /weddings/{id}/late-answers', { id: 5 }).map((call) => call.body),
    ).toEqual([{ lateAnswers: 'closed' }]);
  });

  it('keeps the saved choice when the server refuses, and says it applies once there is a deadline', async () => {
    openConfirmation(makeWedding({ rsvpDeadline: null, lateAnswers: 'closed' }), [], {
      'PATCH /weddings/{id}/late-answers': {
        status: 409,
        body: { code: 'wedding_inactive', message: 'Tu invitación no está activa.' },
      },
    });
    const choice = await screen.findByRole('group', { name: 'Después de la fecha límite' });
    expect(choice).toHaveTextContent('Aplica cuando pongas una fecha límite.');
    within(choice)
      .getByRole('radio', { name: /^Seguir recibiendo respuestas/ })
      .click();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu invitación no está activa.');
    await waitFor(() =>
      expect(within(choice).getByRole('radio', { name: /^Cerrar las respuestas/ })).toBeChecked(),
    );
  });
});

describe('the WhatsApp number for guests', () => {
  const label = 'WhatsApp para tus invitados (opcional)';
  const phoneField = () => screen.findByRole('group', { name: label });

  it('saves the number as typed, shows it back formatted, confirms in place, and clears it', async () => {
    const wedding = makeWedding({ contactPhone: null });
    const { api, app } = openConfirmation(wedding, [], {
      'PATCH /weddings/{id}/contact-phone': (call) => ({
        body: {
          message: 'Boda actualizada exitosamente',
          wedding: {
            ...wedding,
            contactPhone: call.body.contactPhone === null ? null : '+525512345678',
          },
        },
      }),
    });
    const field = await phoneField();
    const setting = field.parentElement as HTMLElement;
    expect(field).toHaveTextContent('Sin definir');
    expect(setting).toHaveTextContent(
      'Si cierras las respuestas después de la fecha límite, tus invitados verán un botón para escribirles a este número.',
    );
    await app.user.click(within(field).getByRole('button', { name: `Editar ${label}` }));
    await app.user.type(within(field).getByLabelText(label), ' 55 1234 5678 ');
    await app.user.click(within(field).getByRole('button', { name: `Guardar ${label}` }));
    expect(await within(setting).findByText('Guardado ✓')).toBeVisible();
    await waitFor(() => expect(field).toHaveTextContent('+52 55 1234 5678'));

    await app.user.click(within(field).getByRole('button', { name: `Editar ${label}` }));
    await app.user.clear(within(field).getByLabelText(label));
    await app.user.click(within(field).getByRole('button', { name: `Guardar ${label}` }));
    await waitFor(() => expect(field).toHaveTextContent('Sin definir'));
    expect(
      api.callsTo('PATCH /weddings/{id}/contact-phone', { id: 5 }).map((call) => call.body),
    ).toEqual([{ contactPhone: '55 1234 5678' }, { contactPhone: null }]);
  });

  it('says under the field why the server refuses a number, and keeps what was typed to correct', async () => {
    const { app } = openConfirmation(makeWedding({ contactPhone: '+525512345678' }), [], {
      'PATCH /weddings/{id}/contact-phone': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Favor de llenar todos los campos correctamente.',
          errors: {
            contactPhone: ['Escribe un número de WhatsApp válido, por ejemplo 55 1234 5678.'],
          },
        },
      },
    });
    const field = await phoneField();
    const setting = field.parentElement as HTMLElement;
    expect(field).toHaveTextContent('+52 55 1234 5678');
    await app.user.click(within(field).getByRole('button', { name: `Editar ${label}` }));
    const input = within(field).getByLabelText(label);
    await app.user.clear(input);
    await app.user.type(input, '123');
    await app.user.click(within(field).getByRole('button', { name: `Guardar ${label}` }));
    expect(await within(setting).findByRole('alert')).toHaveTextContent(
      'Escribe un número de WhatsApp válido, por ejemplo 55 1234 5678.',
    );
    // In place, not in the red snack.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(field).getByLabelText(label)).toHaveValue('123');
    await app.user.click(
      within(field).getByRole('button', { name: `Cancelar la edición de ${label}` }),
    );
    expect(within(setting).queryByRole('alert')).toBeNull();
    expect(field).toHaveTextContent('+52 55 1234 5678');
  });
});

describe('the couple’s questions', () => {
  const question = (group: HTMLElement, number: number) =>
    within(group).getByRole('group', { name: `Pregunta ${number}` });
  const prompts = (group: HTMLElement) =>
    within(group)
      .queryAllByRole('textbox', { name: 'Texto de la pregunta' })
      .map((input) => (input as HTMLInputElement).value);

  it('writes a choice question asked of each person, adds an idea, reorders, and saves the list', async () => {
    const { api, app } = openConfirmation(makeWedding(), [TRANSPORT]);
    const group = await questionsGroup();
    await waitFor(() => expect(prompts(group)).toEqual([TRANSPORT.prompt]));
    expect(within(question(group, 1)).getByRole('radio', { name: 'Sí / No' })).toBeChecked();
    expect(
      within(question(group, 1)).getByRole('radio', { name: 'Una vez por invitación' }),
    ).toBeChecked();
    const save = within(group).getByRole('button', { name: 'Guardar preguntas' });
    expect(save).toBeDisabled();
    // The ideas the list lacks (the transport one is there already).
    const ideas = within(group).getByRole('list', { name: 'Ideas' });
    expect(
      within(ideas)
        .getAllByRole('button')
        .map((idea) => idea.textContent),
    ).toEqual(['¿Te quedas a la tornaboda?', '¿Qué canción no puede faltar en la fiesta?']);

    await app.user.click(within(group).getByRole('button', { name: 'Agregar pregunta' }));
    const toast = question(group, 2);
    await app.user.type(
      within(toast).getByRole('textbox', { name: 'Texto de la pregunta' }),
      '¿Con qué brindas?',
    );
    await app.user.click(within(toast).getByRole('radio', { name: 'Opción' }));
    const options = within(toast).getByRole('group', { name: 'Opciones' });
    await app.user.type(within(options).getByRole('textbox', { name: 'Opción 1' }), 'Tequila');
    await app.user.type(within(options).getByRole('textbox', { name: 'Opción 2' }), ' Mezcal ');
    await app.user.click(within(options).getByRole('button', { name: 'Agregar opción' }));
    await app.user.type(within(options).getByRole('textbox', { name: 'Opción 3' }), 'Sin alcohol');
    await app.user.click(within(toast).getByRole('radio', { name: 'Cada persona que asiste' }));

    await app.user.click(
      within(group).getByRole('button', {
        name: 'Agregar la pregunta «¿Qué canción no puede faltar en la fiesta?»',
      }),
    );
    expect(within(question(group, 3)).getByRole('radio', { name: 'Texto corto' })).toBeChecked();
    await app.user.click(
      within(group).getByRole('button', {
        name: 'Subir ¿Qué canción no puede faltar en la fiesta?',
      }),
    );
    expect(prompts(group)).toEqual([
      TRANSPORT.prompt,
      '¿Qué canción no puede faltar en la fiesta?',
      '¿Con qué brindas?',
    ]);
    expect(group).toHaveTextContent('Cambios sin guardar');
    await app.user.click(save);
    expect(await within(group).findByText('Guardado ✓')).toBeInTheDocument();
    expect(api.callsTo('PUT /weddings/{id}/questions', { id: 5 })[0]?.body).toEqual({
      questions: [
        { id: 1, prompt: TRANSPORT.prompt, kind: 'yesNo', perPerson: false, options: [] },
        {
          prompt: '¿Qué canción no puede faltar en la fiesta?',
          kind: 'text',
          perPerson: false,
          options: [],
        },
        {
          prompt: '¿Con qué brindas?',
          kind: 'choice',
          perPerson: true,
          options: ['Tequila', 'Mezcal', 'Sin alcohol'],
        },
      ],
    });
    await waitFor(() => expect(save).toBeDisabled());
    expect(group).not.toHaveTextContent('Cambios sin guardar');
    // Saved questions are kept by their new ids from then on.
    await app.user.click(
      within(question(group, 2)).getByRole('radio', { name: 'Cada persona que asiste' }),
    );
    await app.user.click(within(group).getByRole('button', { name: 'Guardar preguntas' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/questions')[1]?.body.questions[1]).toEqual({
        id: 11,
        prompt: '¿Qué canción no puede faltar en la fiesta?',
        kind: 'text',
        perPerson: true,
        options: [],
      }),
    );
  });

  it('asks for a prompt and two distinct options before calling; warns of answers lost; discards', async () => {
    const { api, app } = openConfirmation(makeWedding(), [TRANSPORT]);
    const group = await questionsGroup();
    await waitFor(() => expect(prompts(group)).toHaveLength(1));
    await app.user.click(within(group).getByRole('button', { name: `Quitar ${TRANSPORT.prompt}` }));
    expect(group).toHaveTextContent(
      'Al guardar se borran las respuestas de las preguntas que quitaste.',
    );
    await app.user.click(within(group).getByRole('button', { name: 'Agregar pregunta' }));
    const draft = question(group, 1);
    await app.user.click(within(draft).getByRole('radio', { name: 'Opción' }));
    const options = within(draft).getByRole('group', { name: 'Opciones' });
    await app.user.type(within(options).getByRole('textbox', { name: 'Opción 1' }), 'Sí');
    await app.user.type(within(options).getByRole('textbox', { name: 'Opción 2' }), 'si');
    expect(within(options).getByRole('textbox', { name: 'Opción 2' })).toHaveAccessibleDescription(
      'Esta opción ya está en la lista.',
    );
    await app.user.click(within(options).getByRole('button', { name: 'Quitar la opción 2' }));
    await app.user.click(within(group).getByRole('button', { name: 'Guardar preguntas' }));
    expect(
      within(draft).getByRole('textbox', { name: 'Texto de la pregunta' }),
    ).toHaveAccessibleDescription('Escribe la pregunta o quítala.');
    expect(draft).toHaveTextContent('Una pregunta de opción necesita al menos 2 opciones.');
    expect(api.callsTo('PUT /weddings/{id}/questions')).toHaveLength(0);
    // A yes-or-no question needs no options: the choice's are kept aside, not sent.
    await app.user.click(within(draft).getByRole('radio', { name: 'Sí / No' }));
    expect(draft).not.toHaveTextContent('Una pregunta de opción necesita al menos 2 opciones.');
    await app.user.click(within(group).getByRole('button', { name: 'Descartar cambios' }));
    expect(prompts(group)).toEqual([TRANSPORT.prompt]);
    expect(within(group).getByRole('button', { name: 'Guardar preguntas' })).toBeDisabled();
  });

  it('holds at most five questions', async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({
      ...TRANSPORT,
      id: index + 1,
      prompt: `¿Pregunta ${index + 1}?`,
    }));
    openConfirmation(makeWedding(), five);
    const group = await questionsGroup();
    await waitFor(() => expect(prompts(group)).toHaveLength(5));
    expect(
      within(group).queryByRole('button', { name: 'Agregar pregunta' }),
    ).not.toBeInTheDocument();
    expect(group).toHaveTextContent('Ya tienes 5 preguntas, el máximo.');
  });

  it('says when the questions could not load, and reads in English', async () => {
    await i18n.changeLanguage('en');
    openConfirmation(makeWedding(), [], {
      'GET /weddings/{id}/questions': {
        status: 500,
        body: { code: 'internal_error', message: 'Falla' },
      },
    });
    const group = await screen.findByRole('group', { name: 'Your questions' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'We could not load your questions.',
    );
    expect(within(group).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'After the deadline' })).toHaveTextContent(
      'Keep taking replies',
    );
  });
});
