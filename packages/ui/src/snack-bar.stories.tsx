import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import { SnackBar, type SnackKind } from './snack-bar.tsx';

function SnackDemo({ kind, message }: { kind: SnackKind; message: string }) {
  const [snack, setSnack] = useState<{ id: number; message: string } | null>({ id: 1, message });
  return (
    <>
      <Button onClick={() => setSnack({ id: Date.now(), message })}>Mostrar</Button>
      <SnackBar
        message={snack?.message ?? null}
        snackId={snack?.id}
        kind={kind}
        closeLabel="Cerrar"
        onClose={() => setSnack(null)}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/SnackBar',
  component: SnackDemo,
} satisfies Meta<typeof SnackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { kind: 'success', message: 'Cliente creado exitosamente' } };
export const Error: Story = {
  args: { kind: 'error', message: 'Por favor llena todos los campos correctamente.' },
};
