import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { useLogout, useMe } from '../../../lib/session.ts';

/** The account tab: who is signed in, how, and the way out. */
export function AccountTab() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: client } = useMe();
  const logout = useLogout();
  if (!client) return null;
  return (
    <section className="tab-placeholder">
      <h1>{t('wedding.tabs.account')}</h1>
      <dl className="details">
        <dt>{t('account.name')}</dt>
        <dd>{[client.name, client.lastName].filter(Boolean).join(' ')}</dd>
        <dt>{t('auth.email')}</dt>
        <dd>{client.email}</dd>
      </dl>
      {client.externalAuth === 'google' && <p>{t('account.googleNote')}</p>}
      <Button variant="secondary" onClick={logout}>
        {t('common:actions.logout')}
      </Button>
    </section>
  );
}
