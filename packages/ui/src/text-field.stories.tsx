import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'Correo electrónico', type: 'email', placeholder: 'ana@ejemplo.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = {
  args: { label: 'Identificador', hint: 'Solo letras minúsculas, números y guiones.' },
};
export const WithError: Story = {
  args: { defaultValue: 'ana@', error: 'Correo electrónico inválido.' },
};
export const Disabled: Story = { args: { defaultValue: 'ana@ejemplo.com', disabled: true } };
