import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo.tsx';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { name: 'Convite' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Large: Story = { args: { size: 'lg' } };
