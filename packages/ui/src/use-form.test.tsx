import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { GlobalSnack } from './global-snack.tsx';
import { hideSnack } from './snack-store.ts';
import { TextField } from './text-field.tsx';
import { useForm, type FormOptions, type ServerFieldErrors } from './use-form.ts';

type Values = { email: string; password: string; terms: boolean };

class FieldRefusal extends Error implements ServerFieldErrors {
  constructor(
    message: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(message);
  }
}

function renderForm({
  onValid = vi.fn(),
  failure,
  onError = vi.fn(),
}: {
  onValid?: (values: Values) => void;
  failure?: unknown;
  onError?: FormOptions['onError'];
} = {}) {
  function Form() {
    const form = useForm<Values>(
      { email: '', password: '', terms: false },
      (values) => ({
        errors: { email: values.email.includes('@') ? undefined : 'Correo electrónico inválido.' },
        warnings: { password: values.password.length >= 8 ? undefined : 'Muy corta.' },
      }),
      {
        invalidMessage: 'Por favor llena todos los campos correctamente.',
        isFieldErrors: (error): error is ServerFieldErrors => error instanceof FieldRefusal,
        onError,
      },
    );
    return (
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          onValid(values);
          if (failure) form.showServerError(failure);
        })}
      >
        <TextField {...form.field('email')} label="Correo" />
        <TextField {...form.field('password')} label="Contraseña" />
        <Checkbox {...form.checkbox('terms')} label="Acepto" />
        <button type="submit">Enviar</button>
      </form>
    );
  }
  render(
    <>
      <Form />
      <GlobalSnack closeLabel="Cerrar" />
    </>,
  );
  return { onValid, onError, user: userEvent.setup() };
}

afterEach(() => act(() => hideSnack()));

describe('useForm', () => {
  it('shows a message only once the field is left', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Correo'), 'ana');
    expect(screen.getByLabelText('Correo')).not.toHaveAccessibleDescription();
    await user.tab();
    expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription(
      'Correo electrónico inválido.',
    );
  });

  it('blocks the submit on an error, says so in the snack and focuses the first invalid field', async () => {
    const { user, onValid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor llena todos los campos correctamente.',
    );
    await waitFor(() => expect(screen.getByLabelText('Correo')).toHaveFocus());
  });

  it('submits despite a warning, showing it under its field', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.click(screen.getByLabelText('Acepto'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'corta',
      terms: true,
    });
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Muy corta.');
  });

  it('puts the server’s field messages under the fields until they change, the rest in the snack', async () => {
    const failure = new FieldRefusal('Datos inválidos', {
      email: ['El correo ya existe.'],
      code: ['Código vencido.'],
    });
    const { user, onError } = renderForm({ failure });
    await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription('El correo ya existe.');
    expect(screen.getByRole('alert')).toHaveTextContent('Código vencido.');
    await user.type(screen.getByLabelText('Correo'), 'x');
    expect(screen.getByLabelText('Correo')).not.toHaveAccessibleDescription();
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the server’s message when no field of the form is named', async () => {
    const { user } = renderForm({ failure: new FieldRefusal('Datos inválidos', {}) });
    await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Datos inválidos');
  });

  it('hands any other failure to onError', async () => {
    const failure = new Error('offline');
    const { user, onError } = renderForm({ failure });
    await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
