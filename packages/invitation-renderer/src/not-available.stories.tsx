import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotAvailable } from './not-available.tsx';

const meta = {
  title: 'Invitation/Not available',
  component: NotAvailable,
  args: { locale: 'es' },
} satisfies Meta<typeof NotAvailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { args: { locale: 'en' } };
