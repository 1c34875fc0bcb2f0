import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { showSnack } from '@convite/ui/snack-store';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../../components/logout-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { setReauthOpen, useReauthOpen } from '../../../lib/reauth.ts';
import { meQuery, useCachedMe, useLogout, useSignIn } from '../../../lib/session.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useLoginMutation } from '../api/auth-mutations.ts';
import { validateLogin } from '../utils/validate.ts';
import { GoogleButton } from './google-button.tsx';
import { LoginFields } from './login-fields.tsx';
import { OrDivider } from './or-divider.tsx';

/** Opens on any 401: sign in again without losing the page; another account's sign-in logs out. */
export function ReauthModal() {
  const open = useReauthOpen();
  // Mounted only while open, so the form starts empty each time.
  return open ? <ReauthDialog /> : null;
}

function ReauthDialog() {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const logout = useLogout();
  const login = useLoginMutation();
  const me = useCachedMe();
  // The client as it was before the session expired (kept in the cache after a failed refetch).
  const knownEmail = me.data?.email;
  const [checking, setChecking] = useState(false);
  const form = useAppForm({ email: knownEmail ?? '', password: '' }, (values) =>
    validateLogin(values, tValidation),
  );
  const busy = login.isPending || checking;

  /** Re-reads the client with the token now stored; a different account than before logs out. */
  const recheck = async () => {
    setChecking(true);
    try {
      const client = await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
      if (knownEmail && client.email.toLowerCase() !== knownEmail.toLowerCase()) {
        logout();
        return;
      }
      setReauthOpen(false);
      void queryClient.invalidateQueries();
    } catch (error) {
      // Still no session: say so here, the modal stays open.
      showSnack('error', errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const submit = form.handleSubmit((values) =>
    login.mutate(
      { body: { email: (knownEmail ?? values.email).trim(), password: values.password } },
      {
        onSuccess: (session) => {
          signIn(session);
          void recheck();
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <Modal open title={t('reauth.title')} dismissible={false} busy={busy} onClose={() => undefined}>
      <p className="modal-text">{t('reauth.message')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <LoginFields
          email={form.field('email')}
          password={form.field('password')}
          isEmailLocked={Boolean(knownEmail)}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('reauth.submit')}
        </Button>
      </form>
      <OrDivider />
      <div className="stack">
        <GoogleButton />
        <Button
          variant="secondary"
          fullWidth
          loading={checking}
          disabled={login.isPending}
          onClick={() => void recheck()}
        >
          {t('reauth.refresh')}
        </Button>
        <LogoutButton disabled={busy} />
      </div>
    </Modal>
  );
}
