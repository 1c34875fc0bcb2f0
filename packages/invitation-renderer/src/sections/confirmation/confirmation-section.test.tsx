import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formContext, initialConfirmationState, updateSeat } from '../../confirmation-rules.ts';
import {
  answeredGuest,
  answeredWithCompanion,
  invitedGuest,
  mexicanWedding,
} from '../../fixtures/mexican-wedding.ts';
import { storyProps } from '../../fixtures/story-props.ts';
import { Invitation, type InvitationProps } from '../../invitation.tsx';
import type { InvitationGuestModel, InvitationModel } from '../../model.ts';
import type { ConfirmationProps } from './confirmation-props.ts';

function renderForm(
  overrides: Partial<InvitationProps> = {},
  confirmation: Partial<ConfirmationProps> = {},
) {
  const onSubmit = vi.fn();
  const onCode = vi.fn();
  const props: InvitationProps = {
    ...storyProps,
    ...overrides,
    confirmation: { status: 'idle', onSubmit, onCode, ...confirmation },
  };
  const view = render(<Invitation {...props} />);
  const rerender = (
    next: Partial<InvitationProps>,
    nextConfirmation: Partial<ConfirmationProps> = {},
  ) =>
    view.rerender(
      <Invitation
        {...props}
        {...next}
        confirmation={{ ...props.confirmation, ...nextConfirmation }}
      />,
    );
  const region = () => document.querySelector('[data-section="confirmation"]') as HTMLElement;
  return { onSubmit, onCode, rerender, region, user: userEvent.setup() };
}

const send = () => screen.queryByRole('button', { name: 'Enviar respuesta' });
/** A person's card: named by the person, or "Invitado 3" for an open seat. */
const person = (name: string) => within(screen.getByRole('group', { name }));
/** A person's yes or no to an event. */
const answerOf = (name: string, event: RegExp, answer: 'Sí' | 'No') =>
  within(person(name).getByRole('group', { name: event })).getByRole('radio', { name: answer });
const mealOf = (name: string, event: RegExp, meal: string) =>
  within(
    within(person(name).getByRole('group', { name: event })).getByRole('group', {
      name: 'Platillo',
    }),
  ).getByRole('radio', { name: meal });

/** One event, two named adults: the common invitation. */
const couple: InvitationGuestModel = {
  ...invitedGuest,
  name: 'Familia Ruiz',
  maxGuestsAllowed: 2,
  events: [],
  specialMessage: null,
  members: [
    {
      id: 1,
      firstName: 'Ana',
      lastName: 'Ruiz',
      isChild: false,
      namedByGuest: false,
      diet: null,
      answers: {},
      events: [],
    },
    {
      id: 2,
      firstName: 'Luis',
      lastName: 'Ruiz',
      isChild: false,
      namedByGuest: false,
      diet: null,
      answers: {},
      events: [],
    },
  ],
};
const ceremonyOnly: InvitationModel = {
  ...mexicanWedding,
  questions: [],
  events: mexicanWedding.events.filter((event) => event.id === 32),
};

describe('the answer form', () => {
  it('greets the household on the first screen and in the form, without asking the code', () => {
    const { region } = renderForm();
    const header = document.querySelector('[data-section="header"]') as HTMLElement;
    expect(within(header).getByTestId('header-guest')).toHaveTextContent(
      'Carmen, les reservamos 3 lugares',
    );
    expect(within(region()).getByText('Carmen, les reservamos 3 lugares')).toBeInTheDocument();
    expect(within(region()).queryByLabelText('Código de invitación')).toBeNull();
  });

  it('asks each person about each event, names open seats "Invitado 3", and never offers a child an adults-only event', () => {
    renderForm();
    expect(
      screen.getAllByTestId('seat').map((seat) => seat.querySelector('legend')?.textContent),
    ).toEqual(['Carmen López', 'Sofía López', 'Invitado 3']);
    expect(answerOf('Carmen López', /^Recepción/, 'Sí')).toBeInTheDocument();
    // Sofía's reception line says why she is not asked.
    const sofia = person('Sofía López');
    expect(sofia.getByText('Solo adultos')).toBeInTheDocument();
    expect(sofia.queryByRole('group', { name: /^Recepción/ })).toBeNull();
    expect(sofia.getAllByRole('radio', { name: 'Sí' })).toHaveLength(3);
  });

  it('sends everyone to everything in one tap, asks the meals, then sends the members', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Todos vamos a todo' }));
    expect(answerOf('Carmen López', /^Cena de bienvenida/, 'Sí')).toBeChecked();
    expect(answerOf('Invitado 3', /^Tornaboda/, 'Sí')).toBeChecked();
    // The open seat does not come after all: one more tap an event.
    for (const event of [/^Cena/, /^Ceremonia/, /^Recepción/, /^Tornaboda/]) {
      await user.click(answerOf('Invitado 3', event, 'No'));
    }
    await user.click(send() as HTMLElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Falta algo por responder: revisa lo marcado.')).toBeInTheDocument();
    expect(person('Carmen López').getByText('Elige un platillo.')).toBeInTheDocument();
    await user.click(mealOf('Carmen López', /^Recepción/, 'Salmón'));
    expect(screen.queryByText('Elige un platillo.')).toBeNull();
    await user.click(
      within(person('Carmen López').getByRole('group', { name: '¿Con qué brindas?' })).getByRole(
        'radio',
        { name: 'Mezcal' },
      ),
    );
    await user.type(person('Carmen López').getByLabelText('Alergias o dieta'), 'Sin gluten');
    await user.click(
      within(
        screen.getByRole('group', { name: '¿Necesitarán transporte desde el hotel?' }),
      ).getByRole('radio', { name: 'Sí' }),
    );
    await user.type(screen.getByLabelText('Mensaje para los novios'), '¡Felicidades!');
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const answer = onSubmit.mock.calls[0]?.[0];
    expect(answer).toMatchObject({
      confirmation: true,
      message: '¡Felicidades!',
      answers: { 91: 'yes' },
    });
    expect(answer).not.toHaveProperty('confirmedGuests');
    expect(answer.members).toEqual([
      {
        id: 101,
        diet: 'Sin gluten',
        answers: { 92: 'Mezcal' },
        events: [
          { eventId: 31, attending: true, mealOptionId: null },
          { eventId: 32, attending: true, mealOptionId: null },
          { eventId: 33, attending: true, mealOptionId: 82 },
          { eventId: 34, attending: true, mealOptionId: null },
        ],
      },
      {
        id: 102,
        diet: null,
        answers: {},
        events: [
          { eventId: 31, attending: true, mealOptionId: null },
          { eventId: 32, attending: true, mealOptionId: null },
          { eventId: 34, attending: true, mealOptionId: null },
        ],
      },
      {
        id: 103,
        firstName: null,
        lastName: null,
        isChild: false,
        diet: null,
        answers: {},
        events: [
          { eventId: 31, attending: false, mealOptionId: null },
          { eventId: 32, attending: false, mealOptionId: null },
          { eventId: 33, attending: false, mealOptionId: null },
          { eventId: 34, attending: false, mealOptionId: null },
        ],
      },
    ]);
  });

  it('lets an open seat come without a name, and a child named there loses the adults-only event', async () => {
    const { user } = renderForm();
    await user.click(answerOf('Invitado 3', /^Recepción/, 'Sí'));
    await user.click(send() as HTMLElement);
    // No name asked of a companion: the name field stays optional, never marked wrong.
    expect(person('Invitado 3').getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    await user.type(person('Invitado 3').getByLabelText('Nombre'), 'Mateo');
    await user.click(person('Invitado 3').getByRole('radio', { name: 'Niña o niño' }));
    expect(person('Invitado 3').queryByRole('group', { name: /^Recepción/ })).toBeNull();
  });

  it('declines for everyone with "Nadie podrá ir"', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Nadie podrá ir' }));
    expect(screen.queryByLabelText('Alergias o dieta')).toBeNull();
    await user.click(send() as HTMLElement);
    const answer = onSubmit.mock.calls[0]?.[0];
    expect(answer.confirmation).toBe(false);
    expect(
      answer.members
        .flatMap((member: { events: { attending: boolean }[] }) => member.events)
        .some((event: { attending: boolean }) => event.attending),
    ).toBe(false);
  });

  it('marks what is missing instead of sending an empty answer', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(send() as HTMLElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Elige sí o no.').length).toBeGreaterThan(0);
  });

  it('keeps the common case quick: one event, two people, "Todos vamos", sent', async () => {
    const { onSubmit, user } = renderForm({ wedding: ceremonyOnly, guest: couple });
    expect(screen.getByTestId('header-guest')).toHaveTextContent(
      'Familia Ruiz, les reservamos 2 lugares',
    );
    await user.click(screen.getByRole('button', { name: 'Todos vamos' }));
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith({
      confirmation: true,
      foodRestrictions: null,
      message: null,
      answers: {},
      members: [
        {
          id: 1,
          diet: null,
          answers: {},
          events: [{ eventId: 32, attending: true, mealOptionId: null }],
        },
        {
          id: 2,
          diet: null,
          answers: {},
          events: [{ eventId: 32, attending: true, mealOptionId: null }],
        },
      ],
    });
  });

  it('asks one person about one event with a plain yes or no, no quick buttons', async () => {
    const alone = { ...couple, maxGuestsAllowed: 1, members: couple.members.slice(0, 1) };
    const { onSubmit, user } = renderForm({ wedding: ceremonyOnly, guest: alone });
    expect(screen.getByTestId('header-guest')).toHaveTextContent(
      'Familia Ruiz, te reservamos 1 lugar',
    );
    expect(screen.queryByRole('button', { name: /Todos|Nadie|Voy|No podré/ })).toBeNull();
    await user.click(answerOf('Ana Ruiz', /^Ceremonia/, 'No'));
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ confirmation: false }));
  });

  it('answers as a household when the invitation has no event: a count is sent', async () => {
    const { onSubmit, user } = renderForm({
      wedding: { ...ceremonyOnly, events: [] },
      guest: couple,
    });
    await user.click(answerOf('Ana Ruiz', /Nos acompañarás/, 'Sí'));
    await user.click(answerOf('Luis Ruiz', /Nos acompañarás/, 'No'));
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith({
      confirmation: true,
      confirmedGuests: 1,
      foodRestrictions: null,
      message: null,
      answers: {},
    });
  });

  it('hides the diet and the message when the wedding does not ask for them', async () => {
    const { user } = renderForm({
      wedding: { ...mexicanWedding, foodRestrictionsEnabled: false, messageEnabled: false },
    });
    await user.click(screen.getByRole('button', { name: 'Todos vamos a todo' }));
    expect(screen.queryByLabelText('Alergias o dieta')).toBeNull();
    expect(screen.queryByLabelText('Mensaje para los novios')).toBeNull();
  });

  it("shows a couple's preview the guest's form with nothing to choose or send", async () => {
    const { onSubmit, region, user } = renderForm({}, { readOnly: true });
    expect(within(region()).getByText(/Vista previa/)).toBeInTheDocument();
    for (const radio of within(region()).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Todos vamos a todo' })).toBeDisabled();
    expect(send()).toBeDisabled();
    await user.click(answerOf('Carmen López', /^Ceremonia/, 'Sí'));
    expect(answerOf('Carmen López', /^Ceremonia/, 'Sí')).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a bare link for the code and hands it over on "Continuar"', async () => {
    const { onCode, user } = renderForm({ guest: null });
    const continueButton = screen.getByRole('button', { name: 'Continuar' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Código de invitación'), '  ab12cd ');
    await user.click(continueButton);
    expect(onCode).toHaveBeenCalledWith('ab12cd');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the code field error and a prefilled code', () => {
    renderForm(
      { guest: null },
      { code: 'zz99', status: 'error', fieldErrors: { code: ['Código no válido.'] } },
    );
    const field = screen.getByLabelText('Código de invitación');
    expect(field).toHaveValue('zz99');
    expect(field).toHaveAccessibleDescription('Código no válido.');
  });

  it('disables the form while sending and says so', async () => {
    const { rerender, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Nadie podrá ir' }));
    rerender({}, { status: 'sending' });
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    expect(answerOf('Carmen López', /^Ceremonia/, 'No')).toBeDisabled();
  });

  it('says the answer is kept on this phone while retrying', () => {
    renderForm({ locale: 'en' }, { status: 'retrying' });
    expect(screen.getByText(/Your answer is saved on this phone/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("shows the API's message with the errors of fields it has no place for, and the message's under it", async () => {
    renderForm(
      {},
      {
        status: 'error',
        errorMessage: 'No pudimos guardar tu respuesta.',
        fieldErrors: {
          message: ['Demasiado largo.'],
          'members.0.events.2.mealOptionId': ['Elige un platillo para la recepción.'],
        },
      },
    );
    expect(
      screen.getByText('No pudimos guardar tu respuesta. Elige un platillo para la recepción.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Mensaje para los novios')).toHaveAccessibleDescription(
      'Demasiado largo.',
    );
  });

  it('shows a refused answer sent without scripts again, with what is missing marked', () => {
    const context = formContext(mexicanWedding, invitedGuest, mexicanWedding.events);
    const draft = updateSeat(initialConfirmationState(invitedGuest, context), 101, (seat) => ({
      ...seat,
      going: { 31: false, 32: false, 33: true, 34: false },
    }));
    renderForm({}, { status: 'error', errorMessage: 'Revisa tu respuesta.', draft });
    expect(answerOf('Carmen López', /^Recepción/, 'Sí')).toBeChecked();
    expect(person('Carmen López').getByText('Elige un platillo.')).toBeInTheDocument();
    expect(person('Sofía López').getAllByText('Elige sí o no.')).toHaveLength(3);
    expect(send()).toBeEnabled();
  });
});

describe('the answer read back', () => {
  it('says who goes to what eating what, with the answers, and no form to tap', () => {
    renderForm({ guest: answeredGuest });
    const receipt = within(screen.getByTestId('receipt'));
    expect(receipt.getByRole('heading', { name: 'Tu respuesta' })).toBeInTheDocument();
    expect(receipt.getByText('Roberto Díaz')).toBeInTheDocument();
    expect(
      receipt.getByText('Cena de bienvenida · Ceremonia religiosa · Recepción (Salmón)'),
    ).toBeInTheDocument();
    expect(receipt.getByText('Alergias o dieta: Vegetariano')).toBeInTheDocument();
    expect(receipt.getByText('¿Con qué brindas? Mezcal')).toBeInTheDocument();
    expect(receipt.getByText('¿Necesitarán transporte desde el hotel? No')).toBeInTheDocument();
    expect(
      receipt.getByText('Mensaje para los novios: «¡Muchas felicidades!»'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(send()).toBeNull();
    const header = document.querySelector('[data-section="header"]') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Ver mi respuesta' })).toBeInTheDocument();
  });

  it('says who cannot come, and leaves out an open seat nobody named', () => {
    const declined: InvitationGuestModel = {
      ...invitedGuest,
      confirmation: false,
      members: invitedGuest.members.map((member) => ({
        ...member,
        events: [31, 32, 34].map((eventId) => ({ eventId, attending: false, mealOptionId: null })),
      })),
    };
    renderForm({ guest: declined });
    const receipt = screen.getByTestId('receipt');
    expect(receipt).toHaveTextContent('Carmen LópezNo podrá ir');
    expect(receipt).toHaveTextContent('Sofía LópezNo podrá ir');
    expect(receipt).not.toHaveTextContent('Invitado 3');
  });

  it('"Cambiar mi respuesta" opens the form with the saved answer; keeping it goes back', async () => {
    const { onSubmit, user } = renderForm({ guest: answeredGuest });
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(answerOf('Roberto Díaz', /^Recepción/, 'Sí')).toBeChecked();
    expect(mealOf('Roberto Díaz', /^Recepción/, 'Salmón')).toBeChecked();
    expect(screen.getByLabelText('Mensaje para los novios')).toHaveValue('¡Muchas felicidades!');
    await user.click(screen.getByRole('button', { name: 'Conservar mi respuesta' }));
    expect(screen.getByTestId('receipt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    await user.click(screen.getByRole('button', { name: 'No podré ir' }));
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ confirmation: false }));
  });

  it('thanks the guest once saved, above the answer read back, brought into view', async () => {
    // jsdom has no scrolling: the page's calls are recorded.
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    const { rerender, user } = renderForm({ guest: answeredGuest });
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    expect(scrolled).toEqual([]);
    rerender({ guest: { ...answeredGuest, message: 'Nos vemos' } }, { status: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Gracias por confirmar! Te esperamos con mucho cariño.',
    );
    expect(screen.getByTestId('receipt')).toHaveTextContent('«Nos vemos»');
    // The page goes to the thanks, where the long form began, not to what followed it.
    expect(scrolled.at(-1)).toContainElement(screen.getByRole('status'));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows the answer read back after saving the same answer again', async () => {
    const { rerender, user } = renderForm({ guest: answeredGuest });
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    await user.click(send() as HTMLElement);
    rerender({}, { status: 'sending' });
    // The server answers with the very guest it had: nothing to remount the form with.
    rerender({ guest: answeredGuest }, { status: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent('¡Gracias por confirmar!');
    expect(screen.getByTestId('receipt')).toBeInTheDocument();
    expect(send()).toBeNull();
    // And the guest can still open it again.
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    expect(send()).not.toBeNull();
  });

  it('says when the saved answer arrived after the deadline', () => {
    renderForm({ guest: { ...answeredGuest, answeredLate: true } });
    expect(
      screen.getByText('Tu respuesta llegó después de la fecha para confirmar.'),
    ).toBeInTheDocument();
  });

  it("leaves a couple's preview of an answered guest no way to change the answer", () => {
    renderForm({ guest: answeredGuest }, { readOnly: true });
    expect(screen.getByTestId('receipt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar mi respuesta' })).toBeNull();
  });
});

describe('a companion the guest named', () => {
  const sentCompanion = (onSubmit: ReturnType<typeof vi.fn>) =>
    (onSubmit.mock.calls[0]?.[0] as { members: { id: number }[] }).members.find(
      (member) => member.id === 103,
    );

  it('is read back by name, and the changed answer has the name in its fields to correct', async () => {
    const { onSubmit, user } = renderForm({ guest: answeredWithCompanion });
    expect(screen.getByTestId('receipt')).toHaveTextContent('Pablo RuizCeremonia religiosa');
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    const first = person('Invitado 3').getByLabelText('Nombre');
    expect(first).toHaveValue('Pablo');
    expect(person('Invitado 3').getByLabelText('Apellido')).toHaveValue('Ruiz');
    expect(person('Invitado 3').getByRole('radio', { name: 'Adulto' })).toBeChecked();
    // The couple's names stay theirs: no field for them.
    expect(person('Carmen López').queryByLabelText('Nombre')).toBeNull();
    await user.clear(first);
    await user.type(first, 'Pablo Emilio');
    await user.click(send() as HTMLElement);
    expect(sentCompanion(onSubmit)).toMatchObject({
      firstName: 'Pablo Emilio',
      lastName: 'Ruiz',
      isChild: false,
      events: expect.arrayContaining([{ eventId: 32, attending: true, mealOptionId: null }]),
    });
  });

  it('opens the seat again when the guest clears the name and says the person does not come', async () => {
    const { onSubmit, user } = renderForm({ guest: answeredWithCompanion });
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    await user.clear(person('Invitado 3').getByLabelText('Nombre'));
    await user.click(answerOf('Invitado 3', /^Ceremonia/, 'No'));
    await user.click(send() as HTMLElement);
    expect(sentCompanion(onSubmit)).toMatchObject({ firstName: null, lastName: null });
  });
});

describe('past the deadline', () => {
  const after = new Date('2027-10-31T06:30:00Z');

  it('takes a late answer when the couple accepts them, and says it arrives late', () => {
    renderForm({ now: after });
    expect(
      screen.getByText(/La fecha para confirmar ya pasó. Aún puedes responder/),
    ).toBeInTheDocument();
    expect(answerOf('Carmen López', /^Ceremonia/, 'Sí')).toBeEnabled();
  });

  it('replaces the form with a closed notice when they do not', () => {
    renderForm({ now: after, wedding: { ...mexicanWedding, lateAnswers: 'closed' } });
    expect(screen.getByText(/los novios ya no reciben respuestas por aquí/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(send()).toBeNull();
  });

  it('offers a WhatsApp message to the couple, naming the guest, when they left a number', () => {
    renderForm({
      now: after,
      wedding: { ...mexicanWedding, lateAnswers: 'closed', contactPhone: '+525512345678' },
    });
    expect(screen.getByText(/escríbeles por WhatsApp/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Escribir a los novios por WhatsApp/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/525512345678');
    expect(url.searchParams.get('text')).toBe(
      'Hola, soy Carmen López Aguilar. Vi que ya cerraron las confirmaciones; ¿todavía podemos avisarles si vamos?',
    );
    expect(send()).toBeNull();
  });

  it('writes the message in the guest’s language, to change an answer already sent', () => {
    renderForm({
      now: after,
      locale: 'en',
      guest: answeredGuest,
      wedding: { ...mexicanWedding, lateAnswers: 'closed', contactPhone: '+525512345678' },
    });
    const link = screen.getByRole('link', { name: /^Message the couple on WhatsApp/ });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      "Hi, it's Roberto Díaz. I saw that replies are closed, and I'd like to change my answer; is that still possible?",
    );
  });

  it('says to write to the couple directly when they left no number', () => {
    renderForm({ now: after, wedding: { ...mexicanWedding, lateAnswers: 'closed' } });
    expect(screen.getByText(/escríbeles directamente/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('still reads a saved answer back when closed, with no way to change it', () => {
    renderForm({
      now: after,
      guest: answeredGuest,
      wedding: { ...mexicanWedding, lateAnswers: 'closed' },
    });
    expect(screen.getByTestId('receipt')).toBeInTheDocument();
    expect(screen.getByText(/ya no reciben respuestas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar mi respuesta' })).toBeNull();
  });
});

describe('the answer form as the server sends it (before or without scripts)', () => {
  const serverForm = (overrides: Partial<InvitationProps> = {}) => {
    const confirmation: ConfirmationProps = {
      status: 'idle',
      onSubmit: vi.fn(),
      onCode: vi.fn(),
      updateLinks: { change: '?code=R1&cambiar=1', cancel: '?code=R1' },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Invitation {...storyProps} {...overrides} confirmation={confirmation} />,
    );
    return container.querySelector('[data-section="confirmation"]') as HTMLElement;
  };

  it('is a POST form holding every part an answer may need, each named as the server reads it', () => {
    const section = serverForm();
    const form = section.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveClass('inv-form--static');
    const names = new Set(
      [...form.querySelectorAll<HTMLInputElement>('input, textarea, button')]
        .map((field) => field.name)
        .filter(Boolean),
    );
    expect([...names].sort()).toEqual(
      [
        'm.101.e.31',
        'm.101.e.32',
        'm.101.e.33',
        'm.101.e.34',
        'm.101.meal.33',
        'm.101.diet',
        'm.101.q.92',
        'm.102.e.31',
        'm.102.e.32',
        'm.102.e.34',
        'm.102.diet',
        'm.102.q.92',
        'm.103.first',
        'm.103.last',
        'm.103.child',
        'm.103.e.31',
        'm.103.e.32',
        'm.103.e.33',
        'm.103.e.34',
        'm.103.meal.33',
        'm.103.diet',
        'm.103.q.92',
        'q.91',
        'message',
        'quick',
      ].sort(),
    );
    // The meal sits in its event's line, so CSS shows it under a "Sí" only.
    const meal = form.querySelector('input[name="m.101.meal.33"]') as HTMLElement;
    expect(meal.closest('.inv-when-going')?.closest('.inv-go')).toContainElement(
      form.querySelector<HTMLElement>('input[name="m.101.e.33"]'),
    );
    // The quick choices are sent: the server fills the form with them.
    expect(
      [...form.querySelectorAll('button[name=quick]')].map((button) => [
        button.getAttribute('type'),
        button.getAttribute('value'),
      ]),
    ).toEqual([
      ['submit', 'all'],
      ['submit', 'none'],
    ]);
    expect(within(form).getByRole('button', { name: 'Enviar respuesta' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows a choice as chosen by its checked radio alone, so a tap before the script never leaves two coloured', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Invitation
        {...storyProps}
        guest={answeredGuest}
        confirmation={{ ...storyProps.confirmation, startsInUpdateMode: true }}
      />,
    );
    const yes = container.querySelector<HTMLInputElement>('input[name="m.111.e.33"][value="yes"]');
    expect(yes).toBeChecked();
    expect(container.querySelector('.inv-confirmation-option-selected')).toBeNull();
  });

  it('carries the name of a seat the guest named in its fields, to correct or clear', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Invitation
        {...storyProps}
        guest={answeredWithCompanion}
        confirmation={{ ...storyProps.confirmation, startsInUpdateMode: true }}
      />,
    );
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('m.103.first')).toHaveValue('Pablo');
    expect(field('m.103.last')).toHaveValue('Ruiz');
    expect(container.querySelector('input[name="m.103.child"][value="no"]')).toBeChecked();
    expect(field('m.101.first')).toBeNull();
  });

  it('reads an answered guest back with a link to change it', () => {
    const section = serverForm({ guest: answeredGuest });
    expect(section.querySelector('form')).toBeNull();
    expect(within(section).getByTestId('receipt')).toHaveTextContent('Recepción (Salmón)');
    expect(within(section).getByRole('link', { name: 'Cambiar mi respuesta' })).toHaveAttribute(
      'href',
      '?code=R1&cambiar=1',
    );
  });

  it('asks a bare link for the code with a GET form whose button works', () => {
    const form = serverForm({ guest: null }).querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(form.querySelector('input[name=lang]')).toHaveValue('es');
  });
});
