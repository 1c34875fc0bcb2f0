import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EditableField, type EditableFieldKind } from './editable-field.tsx';
import { EDIT_LABELS } from './stories-labels.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SUITS = [
  { value: 1, label: 'Traje' },
  { value: 2, label: 'Esmoquin' },
  { value: 3, label: 'Corbata' },
  { value: 4, label: 'Guayabera' },
];

const INITIAL: Record<EditableFieldKind, string | null> = {
  text: 'Ana y Luis',
  textarea: 'Con la bendición de Dios y de nuestros padres, te invitamos a celebrar nuestra boda.',
  date: '2026-05-01',
  'datetime-local': '2026-05-09T18:00',
  select: '4',
};

const LABELS: Record<EditableFieldKind, string> = {
  text: 'Nombre',
  textarea: 'Primer mensaje',
  date: 'Fecha límite para confirmar (opcional)',
  'datetime-local': 'Fecha y hora',
  select: 'Traje',
};

type DemoProps = {
  kind: EditableFieldKind;
  /** The save fails after a second (a text stays in edit mode; a date or select restores). */
  isFailing?: boolean;
  disabled?: boolean;
  startInEditMode?: boolean;
};

function EditableFieldDemo({ kind, isFailing = false, disabled, startInEditMode }: DemoProps) {
  const [value, setValue] = useState(startInEditMode ? null : INITIAL[kind]);
  return (
    <div style={{ maxWidth: 420 }}>
      <EditableField
        label={LABELS[kind]}
        kind={kind}
        value={value}
        options={kind === 'select' ? SUITS : undefined}
        maxLength={kind === 'text' ? 60 : undefined}
        max={kind === 'date' ? '2026-05-09' : undefined}
        allowClear={kind === 'date' ? { label: 'Quitar fecha' } : undefined}
        placeholder="Sin definir"
        disabled={disabled}
        startInEditMode={startInEditMode}
        labels={EDIT_LABELS}
        display={
          kind === 'datetime-local'
            ? (current) =>
                current
                  ? new Date(current).toLocaleString('es-MX', {
                      dateStyle: 'long',
                      timeStyle: 'short',
                    })
                  : null
            : undefined
        }
        onSave={async (next) => {
          await wait(1000);
          if (isFailing) throw new Error('No se pudo guardar');
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Controls/EditableField',
  component: EditableFieldDemo,
  args: { kind: 'text' },
} satisfies Meta<typeof EditableFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Textarea: Story = { args: { kind: 'textarea' } };
export const DateTime: Story = { args: { kind: 'datetime-local' } };
/** An optional day, up to a latest one, with a button that clears it. */
export const OptionalDay: Story = { args: { kind: 'date' } };
export const SelectKind: Story = { name: 'Select', args: { kind: 'select' } };
export const TextSaveFails: Story = { args: { isFailing: true } };
export const SelectSaveFails: Story = { args: { kind: 'select', isFailing: true } };
export const AddForm: Story = { args: { startInEditMode: true } };
export const Disabled: Story = { args: { disabled: true } };
