import { useTranslation } from 'react-i18next';

/**
 * The strip over a couple's preview of a guest's page: whose page it is, and that it neither counts
 * as opened nor takes an answer (personal links go out from the dashboard's Invitados).
 */
export function PreviewBanner({ guestName }: { guestName: string | null }) {
  const { t } = useTranslation('invitation');
  return (
    <aside className="preview-banner" aria-label={t('preview.banner')}>
      <strong className="preview-banner__label">{t('preview.banner')}</strong>
      <span>
        {guestName ? `${t('preview.guest', { name: guestName })} ` : ''}
        {t('preview.note')}
      </span>
    </aside>
  );
}
