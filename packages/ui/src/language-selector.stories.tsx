import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguageSelector } from './language-selector.tsx';

const OPTIONS = [
  { value: 'es', label: 'Español' },
  { value: 'en', label: 'English' },
];

function LanguageDemo({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <LanguageSelector label="Idioma" value={value} options={OPTIONS} onChange={setValue} />;
}

const meta = {
  title: 'Controls/LanguageSelector',
  component: LanguageDemo,
  args: { initial: 'es' },
} satisfies Meta<typeof LanguageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { args: { initial: 'en' } };
