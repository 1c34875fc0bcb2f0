import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: {
    label: (
      <>
        Acepto los <a href="#terminos">Términos y Condiciones y el Aviso de Privacidad</a>
      </>
    ),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: 'Debes aceptar los Términos y Condiciones.' } };
