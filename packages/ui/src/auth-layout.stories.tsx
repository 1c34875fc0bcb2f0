import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './auth-layout.tsx';
import { Button } from './button.tsx';
import { Logo } from './logo.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo name="Convite" size="lg" />,
    title: 'Inicia sesión',
    subtitle: 'Qué gusto verte de nuevo.',
    children: (
      <>
        <TextField label="Correo electrónico" type="email" />
        <PasswordField
          label="Contraseña"
          showLabel="Mostrar contraseña"
          hideLabel="Ocultar contraseña"
        />
        <Button fullWidth>Iniciar sesión</Button>
      </>
    ),
    footer: (
      <>
        ¿No tienes cuenta? <a href="#registro">Regístrate</a>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
