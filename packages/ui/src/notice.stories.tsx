import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './notice.tsx';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { children: 'Estamos verificando tu cuenta…' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { kind: 'success', children: 'Cuenta verificada.' } };
export const Error: Story = { args: { kind: 'error', children: 'El enlace expiró.' } };
