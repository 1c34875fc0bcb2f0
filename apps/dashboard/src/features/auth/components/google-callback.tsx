import { showSnack } from '@convite/ui/snack-store';
import { Spinner } from '@convite/ui/spinner';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportError } from '../../../lib/error-message.ts';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { useGoogleVerificationMutation } from '../api/auth-mutations.ts';

/** Google sends the browser back here with code and state; success signs in, failure returns to login. */
export function GoogleCallback({ code, state }: { code: string | null; state: string | null }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const verify = useGoogleVerificationMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!code || !state) {
      showSnack('error', t('googleCallback.missingCode'));
      void navigate('/login', { replace: true });
      return;
    }
    verify.mutate(
      { body: { code, state } },
      {
        onSuccess: (session) => {
          signIn(session);
          void navigate(homePathFor(session.client), { replace: true });
        },
        onError: (error) => {
          reportError(error);
          void navigate('/login', { replace: true });
        },
      },
    );
  }, [code, state, verify, signIn, navigate, t]);

  return (
    <main className="page-spinner">
      <Spinner size="lg" />
      <p>{t('googleCallback.signingIn')}</p>
    </main>
  );
}
