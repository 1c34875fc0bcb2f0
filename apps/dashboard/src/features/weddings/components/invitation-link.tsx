import { useTranslation } from 'react-i18next';

/**
 * "Tu enlace de invitación": a bar at the top of the tab, in the page's flow, so it never sits on
 * top of a pencil or a button the way a floating button did.
 */
export function InvitationLink({ href }: { href: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="invitation-link-bar">
      <a className="invitation-link" href={href} target="_blank" rel="noopener noreferrer">
        {t('wedding.invitationLink')}
      </a>
    </div>
  );
}
