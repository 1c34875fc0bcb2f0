import { useTranslation } from 'react-i18next';

/**
 * The quiet note over an invitation the server showed without the API (server/kept-invitations.ts):
 * the guest's own as last kept, or the wedding's shared one; and a plain link that loads the page
 * again, which works without scripts.
 */
export function OfflineNote({ kind, reloadHref }: { kind: 'kept' | 'shared'; reloadHref: string }) {
  const { t } = useTranslation('invitation');
  return (
    <aside className="offline-note" role="status">
      <span>{kind === 'kept' ? t('offline.kept') : t('offline.shared')}</span>{' '}
      <a className="offline-note__reload" href={reloadHref}>
        {t('offline.reload')}
      </a>
    </aside>
  );
}
