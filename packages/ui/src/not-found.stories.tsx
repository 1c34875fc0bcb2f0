import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo.tsx';
import { NotFound } from './not-found.tsx';

const meta = {
  title: 'Layout/NotFound',
  component: NotFound,
  args: {
    logo: <Logo name="Convite" />,
    message: 'Lo sentimos, página no encontrada.',
    action: <a href="#login">Llévame a inicio</a>,
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutAction: Story = { args: { action: undefined } };
