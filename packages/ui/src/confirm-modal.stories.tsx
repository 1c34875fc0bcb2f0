import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

function ConfirmModalDemo({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Eliminar evento
      </Button>
      <ConfirmModal
        open={open}
        message="¿Seguro que quieres eliminar este evento?"
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmModal',
  component: ConfirmModalDemo,
} satisfies Meta<typeof ConfirmModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete waits a second, busy meanwhile. */
export const Open: Story = {};
export const Busy: Story = { args: { busy: true } };
