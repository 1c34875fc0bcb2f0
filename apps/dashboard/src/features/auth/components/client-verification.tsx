import { AuthLayout } from '@convite/ui/auth-layout';
import { Notice } from '@convite/ui/notice';
import { showSnack } from '@convite/ui/snack-store';
import { Spinner } from '@convite/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { homePathFor, meQuery, useClientToken, type Client } from '../../../lib/session.ts';
import { useVerifyClientMutation } from '../api/auth-mutations.ts';

/** Opens from the email link: verifies once, then continues (signed in) or offers login. */
export function ClientVerification({ token }: { token: string }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useClientToken() !== null;
  const verify = useVerifyClientMutation();
  const started = useRef(false);

  useEffect(() => {
    // The token is single use: never send it twice (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    verify.mutate(
      { body: { token } },
      {
        onSuccess: (data) => {
          showSnack('success', data.message);
          if (!signedIn) {
            void navigate('/login', { replace: true });
            return;
          }
          const cached = queryClient.getQueryData<Client>(meQuery().queryKey);
          // The link may belong to another account than the one signed in here: only then keep ours.
          const client = !cached || cached.id === data.client.id ? data.client : { ...cached };
          queryClient.setQueryData(meQuery().queryKey, client);
          void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
          void navigate(homePathFor(client), { replace: true });
        },
      },
    );
  }, [token, signedIn, verify, navigate, queryClient]);

  return (
    <AuthLayout title={t('verification.title')}>
      {verify.isError ? (
        <>
          <Notice kind="error">
            <strong>{t('verification.failed')}</strong> {errorMessage(verify.error)}
          </Notice>
          <p className="text-center">
            <Link to="/login">{t('verification.goToLogin')}</Link>
          </p>
        </>
      ) : (
        <div className="center-row">
          <Spinner />
          <span>{t('verification.verifying')}</span>
        </div>
      )}
    </AuthLayout>
  );
}
