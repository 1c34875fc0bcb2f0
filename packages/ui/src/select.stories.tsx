import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select, type SelectOption } from './select.tsx';

function Dot({ color }: { color: string }) {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <path d="M16 3 9 9l3 4-4 16h16l-4-16 3-4-7-6Z" fill={color} />
    </svg>
  );
}

const DRESSES: SelectOption<number>[] = [
  { value: 1, label: 'Largo', icon: <Dot color="#5b4330" /> },
  { value: 2, label: 'Cóctel', icon: <Dot color="#b08d57" /> },
  { value: 3, label: 'Corto', icon: <Dot color="#80622f" /> },
];

const ITINERARY: SelectOption<string>[] = [
  'Anillos',
  'Baile',
  'Brindis',
  'Carrito',
  'Cámara',
  'Certificado',
  'Coctel',
  'Disco',
  'Iglesia',
  'Música',
  'Pastel',
  'Platillo',
  'Postre',
  'Ramo',
  'Vals',
].map((label) => ({ value: label.toLowerCase(), label }));

type DemoProps = {
  withIcons?: boolean;
  allowNone?: boolean;
  disabled?: boolean;
  atBottom?: boolean;
};

function SelectDemo({
  withIcons = false,
  allowNone = false,
  disabled = false,
  atBottom = false,
}: DemoProps) {
  const [dress, setDress] = useState<number | null>(null);
  const [icon, setIcon] = useState<string | null>(null);
  return (
    <div
      style={{
        maxWidth: 360,
        minHeight: atBottom ? 'calc(100vh - 2rem)' : 420,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: atBottom ? 'flex-end' : 'flex-start',
      }}
    >
      {withIcons ? (
        <Select
          label="Vestido"
          options={DRESSES}
          value={dress}
          onChange={setDress}
          placeholder="Elige un vestido"
          disabled={disabled}
        />
      ) : (
        <Select
          label="Ícono"
          options={ITINERARY}
          value={icon}
          onChange={setIcon}
          placeholder="Elige un ícono"
          allowNone={allowNone ? { label: 'Sin ícono' } : undefined}
          disabled={disabled}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Controls/Select',
  component: SelectDemo,
} satisfies Meta<typeof SelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifteen options: the list scrolls past about 18rem; type letters to jump. */
export const LongList: Story = {};
export const WithIcons: Story = { args: { withIcons: true } };
export const WithNone: Story = { args: { allowNone: true } };
/** Less than 150 px free below the trigger: the list opens upward. */
export const OpensUpward: Story = { args: { atBottom: true } };
export const Disabled: Story = { args: { disabled: true } };
