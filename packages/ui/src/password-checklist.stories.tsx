import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist } from './password-checklist.tsx';
import { CHECKLIST_LABELS } from './stories-labels.ts';

const meta = {
  title: 'Feedback/PasswordChecklist',
  component: PasswordChecklist,
  args: { labels: CHECKLIST_LABELS, password: '' },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { password: 'boda2026' } };
export const Complete: Story = { args: { password: 'Boda.2026' } };
