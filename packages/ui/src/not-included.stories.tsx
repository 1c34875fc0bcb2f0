import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotIncluded } from './not-included.tsx';

const meta = {
  title: 'Feedback/NotIncluded',
  component: NotIncluded,
  args: { text: 'No incluido en tu plan' },
} satisfies Meta<typeof NotIncluded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
