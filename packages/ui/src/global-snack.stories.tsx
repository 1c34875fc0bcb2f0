import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { GlobalSnack } from './global-snack.tsx';
import { showSnack } from './snack-store.ts';

// Any code may call showSnack (a form, an error handler); the one GlobalSnack shows the newest.
function GlobalSnackDemo({ closeLabel }: { closeLabel: string }) {
  return (
    <>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button onClick={() => showSnack('success', 'Cliente creado exitosamente')}>Éxito</Button>
        <Button
          variant="secondary"
          onClick={() => showSnack('error', 'Por favor llena todos los campos correctamente.')}
        >
          Error
        </Button>
      </div>
      <GlobalSnack closeLabel={closeLabel} />
    </>
  );
}

const meta = {
  title: 'Feedback/GlobalSnack',
  component: GlobalSnackDemo,
  args: { closeLabel: 'Cerrar' },
} satisfies Meta<typeof GlobalSnackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
