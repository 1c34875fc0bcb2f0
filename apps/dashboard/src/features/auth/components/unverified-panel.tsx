import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { showSnack } from '@convite/ui/snack-store';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LogoutButton } from '../../../components/logout-button.tsx';
import { reportError } from '../../../lib/error-message.ts';
import { homePathFor, useMe } from '../../../lib/session.ts';
import { useResendVerificationMutation } from '../api/auth-mutations.ts';

/** Holds an unverified client: Refresh re-reads the client, Resend Email sends the link again. */
export function UnverifiedPanel() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const resend = useResendVerificationMutation();
  const client = me.data;

  if (client?.verified) return <Navigate to={homePathFor(client)} replace />;

  const refresh = async () => {
    const result = await me.refetch();
    if (result.error) reportError(result.error);
    else if (result.data && !result.data.verified)
      showSnack('error', t('unverified.stillUnverified'));
  };

  return (
    <AuthLayout title={t('unverified.title')}>
      <p className="text-center">{t('unverified.message', { email: client?.email ?? '' })}</p>
      <div className="stack">
        <Button fullWidth loading={me.isFetching} onClick={() => void refresh()}>
          {t('unverified.refresh')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              {},
              {
                onSuccess: (data) => showSnack('success', data.message),
                onError: (error) => reportError(error),
              },
            )
          }
        >
          {t('unverified.resend')}
        </Button>
        <LogoutButton />
      </div>
    </AuthLayout>
  );
}
