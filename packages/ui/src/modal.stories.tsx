import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { TextField } from './text-field.tsx';

function ModalDemo({
  busy = false,
  dismissible = true,
}: {
  busy?: boolean;
  dismissible?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal
        open={open}
        title="Tu sesión expiró"
        busy={busy}
        dismissible={dismissible}
        closeLabel="Cerrar"
        onClose={() => setOpen(false)}
      >
        <div style={{ display: 'grid', gap: '1rem' }}>
          <TextField label="Correo electrónico" defaultValue="ana@ejemplo.com" disabled />
          <TextField label="Contraseña" type="password" />
          <Button fullWidth loading={busy}>
            Iniciar sesión
          </Button>
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Busy: Story = { args: { busy: true } };
export const NotDismissible: Story = { args: { dismissible: false } };
