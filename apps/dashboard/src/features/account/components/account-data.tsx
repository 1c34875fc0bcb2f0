import { isApiError } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { PasswordField } from '@convite/ui/password-field';
import { showSnack } from '@convite/ui/snack-store';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/error-message.ts';
import { useLogout } from '../../../lib/session.ts';
import {
  closeAccount,
  downloadAccountData,
  type AccountConfirmation,
} from '../api/account-data.ts';

type Action = 'download' | 'close';

/**
 * "Tus datos": the download of everything of the account and the closing of it (the ARCO rights of
 * access and cancellation). Both ask who is there again: the password, or for an account that signs
 * in only with Google, a sign-in within the last 5 minutes (the server decides and says so).
 */
export function AccountData({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('dashboard');
  const [action, setAction] = useState<Action | null>(null);
  return (
    <section className="card account-data" aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{t('account.data.title')}</h2>
      <p>{t('account.data.intro')}</p>
      <div className="stack">
        <Button variant="secondary" fullWidth onClick={() => setAction('download')}>
          {t('account.data.download')}
        </Button>
        <Button variant="danger" fullWidth onClick={() => setAction('close')}>
          {t('account.data.close')}
        </Button>
      </div>
      {action !== null && (
        <ConfirmDialog action={action} hasPassword={hasPassword} onClose={() => setAction(null)} />
      )}
    </section>
  );
}

function ConfirmDialog({
  action,
  hasPassword,
  onClose,
}: {
  action: Action;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const logout = useLogout();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const isClosing = action === 'close';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && password === '') {
      setError(t('account.data.passwordMissing'));
      return;
    }
    const confirmation: AccountConfirmation = {
      password: hasPassword ? password : null,
    };
    setBusy(true);
    setError(undefined);
    try {
      if (isClosing) {
        const { message } = await closeAccount(confirmation);
        showSnack('success', message);
        logout();
        return;
      }
      await downloadAccountData(confirmation);
      showSnack('success', t('account.data.downloaded'));
      onClose();
    } catch (failure) {
      const fieldError = isApiError(failure) ? failure.errors.password?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(isClosing ? 'account.data.closeTitle' : 'account.data.downloadTitle')}
      busy={busy}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {isClosing ? (
          <>
            <p className="modal-text">{t('account.data.closeDeletes')}</p>
            <p className="modal-text">{t('account.data.closeKeeps')}</p>
            <p className="modal-text">{t('account.data.closeAdvice')}</p>
          </>
        ) : (
          <p className="modal-text">{t('account.data.downloadText')}</p>
        )}
        {hasPassword ? (
          <PasswordField
            label={t('account.data.password')}
            showLabel={t('common:actions.showPassword')}
            hideLabel={t('common:actions.hidePassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
            required
          />
        ) : (
          <>
            <p className="modal-text">{t('account.data.googleCheck')}</p>
            {error && (
              <p className="cv-field__error" role="alert">
                {error}
              </p>
            )}
          </>
        )}
        <Button type="submit" fullWidth variant={isClosing ? 'danger' : 'primary'} loading={busy}>
          {t(isClosing ? 'account.data.closeConfirm' : 'account.data.downloadConfirm')}
        </Button>
        {!hasPassword && error && (
          <Button type="button" variant="secondary" fullWidth onClick={logout} disabled={busy}>
            {t('account.data.signInAgain')}
          </Button>
        )}
        <Button type="button" variant="ghost" fullWidth onClick={onClose} disabled={busy}>
          {t('account.data.cancel')}
        </Button>
      </form>
    </Modal>
  );
}
