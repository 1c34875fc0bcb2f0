import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('toggles between hidden and shown text', async () => {
    render(
      <PasswordField
        label="Contraseña"
        showLabel="Mostrar contraseña"
        hideLabel="Ocultar contraseña"
      />,
    );
    const input = screen.getByLabelText('Contraseña');
    await userEvent.type(input, 'Boda.2026');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Boda.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ties the error text to the input', () => {
    render(
      <PasswordField
        label="Contraseña"
        showLabel="Mostrar"
        hideLabel="Ocultar"
        error="Contraseña inválida."
      />,
    );
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Contraseña inválida.');
  });
});
