import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP } from '../../../config.ts';
import { useLogout, useMe } from '../../../lib/session.ts';
import { AccountData } from './account-data.tsx';
import { AnswerNoticesChoice } from './answer-notices.tsx';

/**
 * The account tab: who is signed in and how, their notices, their data (download it, close the
 * account), where to find support, and the way out.
 */
export function AccountTab() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: client } = useMe();
  const logout = useLogout();
  if (!client) return null;
  return (
    <section className="tab">
      <h1>{t('wedding.tabs.account')}</h1>
      <dl className="details">
        <dt>{t('account.name')}</dt>
        <dd>{[client.name, client.lastName].filter(Boolean).join(' ')}</dd>
        <dt>{t('account.email')}</dt>
        <dd>{client.email}</dd>
      </dl>
      {client.externalAuth === 'google' && <p>{t('account.googleNote')}</p>}
      <AnswerNoticesChoice />
      <AccountData hasPassword={client.externalAuth !== 'google'} />
      <section className="card" aria-labelledby="support-heading">
        <h2 id="support-heading">{t('account.support')}</h2>
        <p>{t('account.supportText')}</p>
        <ul className="support-links">
          <li>
            <a href={`https://wa.me/${SUPPORT_WHATSAPP}`} target="_blank" rel="noopener noreferrer">
              {t('account.whatsapp')}
            </a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t('account.emailUs')}</a>
          </li>
        </ul>
      </section>
      <div>
        <Button variant="secondary" onClick={logout}>
          {t('common:actions.logout')}
        </Button>
      </div>
    </section>
  );
}
