import { useTranslation } from 'react-i18next';

/** Stands in for the invitation until the renderer and the public invitation call exist. */
export function InvitationPlaceholder({ slug }: { slug: string }) {
  const { t } = useTranslation('invitation');
  return (
    <main className="invitation">
      <p className="invitation__eyebrow">{t('placeholder.title')}</p>
      <h1 className="invitation__slug">{slug}</h1>
      <p>{t('placeholder.message', { slug })}</p>
    </main>
  );
}
