import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager } from './pager.tsx';
import { PAGER_LABELS } from './stories-labels.ts';

function PagerDemo({ totalPages, start = 1 }: { totalPages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} totalPages={totalPages} onChange={setPage} labels={PAGER_LABELS} />;
}

const meta = {
  title: 'Controls/Pager',
  component: PagerDemo,
} satisfies Meta<typeof PagerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = { args: { totalPages: 4 } };
/** Twenty pages from the tenth: the first, the last and two either side, with gaps marked. */
export const ManyPages: Story = { args: { totalPages: 20, start: 10 } };
/** A single page: nothing is drawn. */
export const SinglePage: Story = { args: { totalPages: 1 } };
