import { PROMOTER_TOKEN_KEY } from '@convite/api/tokens';
import { useTranslation } from 'react-i18next';
import { PromoterView } from '../../features/promoters/components/promoter-view.tsx';
import { StaffLoginForm } from '../../features/staff-auth/components/staff-login-form.tsx';
import { usePromoterLoginMutation } from '../../features/staff-auth/api/staff-login.ts';
import { tokens } from '../../lib/api.ts';

/** The promoter signs in and sees their data on the same page; "Salir" clears both. */
export default function PromoterLoginRoute() {
  const { t } = useTranslation('admin');
  const login = usePromoterLoginMutation();
  if (login.data) {
    return (
      <PromoterView
        promoter={login.data.promoter}
        onExit={() => {
          tokens.remove(PROMOTER_TOKEN_KEY);
          login.reset();
        }}
      />
    );
  }
  return (
    <StaffLoginForm
      subtitle={t('login.promoterSubtitle')}
      pending={login.isPending}
      onSubmit={async (body) => {
        const session = await login.mutateAsync({ body });
        tokens.set(PROMOTER_TOKEN_KEY, session.token);
      }}
    />
  );
}
