import { PROMOTER_TOKEN_KEY } from '@convite/api/tokens';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useOwnPromoter } from '../../features/promoters/api/promoters.ts';
import { PromoterView } from '../../features/promoters/components/promoter-view.tsx';
import { StaffLoginForm } from '../../features/staff-auth/components/staff-login-form.tsx';
import { usePromoterLoginMutation } from '../../features/staff-auth/api/staff-login.ts';
import { usePromoterToken } from '../../lib/admin-session.ts';
import { api, tokens } from '../../lib/api.ts';
import { reportError } from '../../lib/error-message.ts';

/**
 * The promoter signs in and sees their data on the same page. The token stays in the browser (as the
 * staff's does), so a reload asks GET /promoters/me again instead of signing them out; "Salir" ends
 * the session here and on the server.
 */
export default function PromoterLoginRoute() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const login = usePromoterLoginMutation();
  const token = usePromoterToken();
  const own = useOwnPromoter(login.data ? null : token);

  // A session ended elsewhere (expired, a new password, Salir on another tab): back to the form.
  useEffect(() => {
    if (!own.error) return;
    reportError(own.error);
    tokens.remove(PROMOTER_TOKEN_KEY);
  }, [own.error]);

  const promoter = token === null ? undefined : (login.data?.promoter ?? own.data);
  if (promoter) {
    return (
      <PromoterView
        promoter={promoter}
        onExit={() => {
          void api.endSession(PROMOTER_TOKEN_KEY);
          queryClient.removeQueries();
          login.reset();
        }}
      />
    );
  }
  if (token !== null && own.isPending && !own.error) return <PageSpinner />;
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
