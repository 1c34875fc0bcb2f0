import { AuthLayout } from '@convite/ui/auth-layout';
import { Notice } from '@convite/ui/notice';
import { Spinner } from '@convite/ui/spinner';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUnsubscribeMutation } from '../api/notices.ts';

/** Opens from a notice's "stop notices" link: one click, no sign-in; choosing again is in the account. */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('dashboard');
  const unsubscribe = useUnsubscribeMutation();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; once is enough (it is harmless twice, but quieter once).
    if (started.current) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <AuthLayout title={t('unsubscribe.title')}>
      {unsubscribe.isSuccess ? (
        <Notice kind="success">{unsubscribe.data.message}</Notice>
      ) : unsubscribe.isError ? (
        <Notice kind="error">{errorMessage(unsubscribe.error)}</Notice>
      ) : (
        <div className="center-row">
          <Spinner />
          <span>{t('unsubscribe.working')}</span>
        </div>
      )}
      {!unsubscribe.isPending && (
        <p className="text-center">
          <Link to="/login">{t('unsubscribe.toAccount')}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
