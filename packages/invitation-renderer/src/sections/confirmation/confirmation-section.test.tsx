import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answeredGuest, invitedGuest, mexicanWedding } from '../../fixtures/mexican-wedding.ts';
import { storyProps } from '../../fixtures/story-props.ts';
import { Invitation, type InvitationProps } from '../../invitation.tsx';
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

describe('confirmation form', () => {
  it('greets a known guest and says how many places are reserved, without asking the code', () => {
    const { region } = renderForm();
    expect(within(region()).getByText('¡Hola, Carmen!')).toBeInTheDocument();
    expect(
      within(region()).getByText('Hemos reservado 3 lugares en tu honor.'),
    ).toBeInTheDocument();
    expect(within(region()).queryByLabelText('Código de invitación')).toBeNull();
  });

  it("shows a couple's preview the guest's form with nothing to choose or send", async () => {
    const { onSubmit, region, user } = renderForm({}, { readOnly: true });
    expect(within(region()).getByText(/Vista previa/)).toBeInTheDocument();
    for (const radio of within(region()).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(send()).toBeDisabled();
    await user.click(within(region()).getByText('Sí, ahí estaré'));
    expect(within(region()).getByRole('radio', { name: 'Sí, ahí estaré' })).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("leaves a couple's preview of an answered guest no way to change the answer", () => {
    renderForm({ guest: answeredGuest }, { readOnly: true });
    expect(screen.queryByRole('button', { name: 'Cambiar mi respuesta' })).toBeNull();
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

  it('asks the count only after a yes with room for more than one, then sends', async () => {
    const { onSubmit, user } = renderForm();
    expect(send()).toBeNull();
    expect(screen.queryByText('¿Cuántas personas asistirán?')).toBeNull();
    expect(screen.queryByLabelText('Mensaje para los novios')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Sí, ahí estaré' }));
    expect(screen.getByRole('group', { name: '¿Cuántas personas asistirán?' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('radio', { name: /persona/ })
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['1 persona', '2 personas', '3 personas']);
    expect(send()).toBeNull();
    await user.click(screen.getByRole('radio', { name: '2 personas' }));
    await user.type(screen.getByLabelText('Restricciones alimentarias'), 'Sin gluten');
    await user.type(screen.getByLabelText('Mensaje para los novios'), '¡Felicidades!');
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith({
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: 'Sin gluten',
      message: '¡Felicidades!',
    });
  });

  it('a yes with room for one sends a count of 1 without asking', async () => {
    const { onSubmit, user } = renderForm({ guest: { ...invitedGuest, maxGuestsAllowed: 1 } });
    expect(screen.getByText('Hemos reservado 1 lugar en tu honor.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sí, ahí estaré' }));
    expect(screen.queryByText('¿Cuántas personas asistirán?')).toBeNull();
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ confirmation: true, confirmedGuests: 1 }),
    );
  });

  it('a no clears the count and food restrictions, and hides them', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Sí, ahí estaré' }));
    await user.click(screen.getByRole('radio', { name: '3 personas' }));
    await user.type(screen.getByLabelText('Restricciones alimentarias'), 'Vegano');
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    expect(screen.queryByLabelText('Restricciones alimentarias')).toBeNull();
    expect(screen.queryByText('¿Cuántas personas asistirán?')).toBeNull();
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith({
      confirmation: false,
      confirmedGuests: null,
      foodRestrictions: null,
      message: null,
    });
  });

  it('hides food restrictions and message when the wedding does not ask for them', async () => {
    const { user } = renderForm({
      wedding: { ...mexicanWedding, foodRestrictionsEnabled: false, messageEnabled: false },
    });
    await user.click(screen.getByRole('radio', { name: 'Sí, ahí estaré' }));
    expect(screen.queryByLabelText('Restricciones alimentarias')).toBeNull();
    expect(screen.queryByLabelText('Mensaje para los novios')).toBeNull();
  });

  it('locks an answered guest until "Cambiar mi respuesta", then lets them send again', async () => {
    const { onSubmit, user } = renderForm({ guest: answeredGuest });
    expect(screen.getByText('Ya confirmaste tu asistencia. ¡Gracias!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sí, ahí estaré' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sí, ahí estaré' })).toBeDisabled();
    expect(screen.getByLabelText('Mensaje para los novios')).toBeDisabled();
    expect(send()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    expect(screen.getByRole('radio', { name: 'No podré asistir' })).toBeEnabled();
    expect(send()).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    await user.click(send() as HTMLElement);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ confirmation: false, confirmedGuests: null }),
    );
  });

  it('disables the button while sending and says so', async () => {
    const { rerender, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    rerender({}, { status: 'sending' });
    const sending = screen.getByRole('button', { name: 'Enviando…' });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'No podré asistir' })).toBeDisabled();
  });

  it('thanks the guest for their yes or their no once saved, and locks the form again', async () => {
    const { rerender, user } = renderForm({ guest: answeredGuest });
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    rerender({}, { status: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Gracias por confirmar! Te esperamos con mucho cariño.',
    );
    expect(screen.getByRole('radio', { name: 'Sí, ahí estaré' })).toBeDisabled();
    rerender(
      { guest: { ...answeredGuest, confirmation: false, confirmedGuests: null } },
      { status: 'saved' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Gracias por avisarnos. Te vamos a extrañar.',
    );
  });

  it('says the answer is kept on this phone while retrying', () => {
    renderForm({ locale: 'en' }, { status: 'retrying' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your answer is saved on this phone and will be sent as soon as the connection is back.',
    );
  });

  it('shows the error message and field errors under their fields', async () => {
    const { user } = renderForm(
      {},
      {
        status: 'error',
        errorMessage: 'No pudimos guardar tu respuesta.',
        fieldErrors: { message: ['Demasiado largo.'] },
      },
    );
    expect(screen.getByText('No pudimos guardar tu respuesta.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    expect(screen.getByLabelText('Mensaje para los novios')).toHaveAccessibleDescription(
      'Demasiado largo.',
    );
  });

  it('cancels a change: back to the saved answer, locked again, no send button', async () => {
    const { user } = renderForm({ guest: answeredGuest });
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    expect(send()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conservar mi respuesta' }));
    expect(screen.getByRole('radio', { name: 'Sí, ahí estaré' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sí, ahí estaré' })).toBeDisabled();
    expect(screen.getByLabelText('Mensaje para los novios')).toHaveValue('¡Muchas felicidades!');
    expect(send()).toBeNull();
    expect(screen.getByText('Ya confirmaste tu asistencia. ¡Gracias!')).toBeInTheDocument();
  });

  it('hides the old thanks while the answer is being changed', async () => {
    const { user } = renderForm({ guest: answeredGuest }, { status: 'saved' });
    expect(screen.getByText(/¡Gracias por confirmar!/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar mi respuesta' }));
    expect(screen.queryByText(/¡Gracias por confirmar!/)).toBeNull();
  });

  it('shows a refused answer again, ready to change, with its errors', () => {
    renderForm(
      { guest: answeredGuest },
      {
        status: 'error',
        errorMessage: 'Revisa tu respuesta.',
        fieldErrors: { message: ['Demasiado largo.'] },
        draft: { confirmation: false, confirmedGuests: null, foodRestrictions: null, message: 'x' },
      },
    );
    expect(screen.getByRole('radio', { name: 'No podré asistir' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No podré asistir' })).toBeEnabled();
    expect(screen.getByLabelText('Mensaje para los novios')).toHaveAccessibleDescription(
      'Demasiado largo.',
    );
    expect(send()).toBeInTheDocument();
  });
});

describe('the confirmation form as the server sends it (before or without scripts)', () => {
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
    return container.querySelector('[data-section="confirmation"] form') as HTMLFormElement;
  };

  it('is a POST form holding every part an answer may need, each named as the server reads it', () => {
    const form = serverForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveClass('inv-form--static');
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => `${radio.name}=${radio.value}`)).toEqual([
      'confirmation=yes',
      'confirmation=no',
      'confirmedGuests=1',
      'confirmedGuests=2',
      'confirmedGuests=3',
    ]);
    expect(form.querySelector('textarea[name=foodRestrictions]')).not.toBeNull();
    expect(form.querySelector('textarea[name=message]')).not.toBeNull();
    expect(within(form).getByRole('button', { name: 'Enviar respuesta' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('lets an answered guest change through links', () => {
    const form = serverForm({ guest: answeredGuest });
    expect(within(form).getByRole('link', { name: 'Cambiar mi respuesta' })).toHaveAttribute(
      'href',
      '?code=R1&cambiar=1',
    );
    expect(within(form).queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();
  });

  it('asks a bare link for the code with a GET form whose button works', () => {
    const form = serverForm({ guest: null });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(form.querySelector('input[name=lang]')).toHaveValue('es');
  });
});
