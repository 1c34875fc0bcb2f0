import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Toggle } from './toggle.tsx';

function ToggleDemo({
  disabled = false,
  isSlow = false,
}: {
  disabled?: boolean;
  isSlow?: boolean;
}) {
  const [checked, setChecked] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <div style={{ maxWidth: 420 }}>
      <Toggle
        label="Mostrar el título de la sección"
        checked={checked}
        disabled={disabled}
        busy={busy}
        onChange={(next) => {
          if (!isSlow) {
            setChecked(next);
            return;
          }
          setBusy(true);
          setTimeout(() => {
            setChecked(next);
            setBusy(false);
          }, 1000);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Controls/Toggle',
  component: ToggleDemo,
} satisfies Meta<typeof ToggleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Each change waits a second for the server. */
export const Saving: Story = { args: { isSlow: true } };
export const Disabled: Story = { args: { disabled: true } };
