import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export default function RegisterRoute() {
  return <RegisterForm />;
}
