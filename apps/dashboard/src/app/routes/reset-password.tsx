import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return <ResetPasswordForm token={token} />;
}
