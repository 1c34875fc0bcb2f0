import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Iniciar sesión' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Continuar con Google' },
};
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cerrar sesión' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Eliminar' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
