import { ADMIN_TOKEN_KEY } from '@convite/api/tokens';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StaffLoginForm } from '../../features/staff-auth/components/staff-login-form.tsx';
import { useAdminLoginMutation } from '../../features/staff-auth/api/staff-login.ts';
import { tokens } from '../../lib/api.ts';

export default function AdminLoginRoute() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const login = useAdminLoginMutation();
  return (
    <StaffLoginForm
      subtitle={t('login.adminSubtitle')}
      pending={login.isPending}
      onSubmit={async (body) => {
        const session = await login.mutateAsync({ body });
        tokens.set(ADMIN_TOKEN_KEY, session.token);
        void navigate('/admin/clientes', { replace: true });
      }}
    />
  );
}
