import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'Controls/PasswordField',
  component: PasswordField,
  args: {
    label: 'Contraseña',
    showLabel: 'Mostrar contraseña',
    hideLabel: 'Ocultar contraseña',
    defaultValue: 'Secreta.2026',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Contraseña inválida.' } };
export const Disabled: Story = { args: { disabled: true } };
