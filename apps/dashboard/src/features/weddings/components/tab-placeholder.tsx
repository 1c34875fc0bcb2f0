import { useTranslation } from 'react-i18next';

export type WeddingTab = 'themes' | 'guests' | 'guestForm' | 'guestBatch';

/** A wedding tab not built yet: its title and a short note. */
export function TabPlaceholder({ tab }: { tab: WeddingTab }) {
  const { t } = useTranslation('dashboard');
  const titles: Record<WeddingTab, string> = {
    themes: t('wedding.tabs.themes'),
    guests: t('wedding.tabs.guests'),
    guestForm: t('wedding.guestForm'),
    guestBatch: t('wedding.guestBatch'),
  };
  return (
    <section className="tab">
      <h1>{titles[tab]}</h1>
      <p>{t('wedding.comingSoon')}</p>
    </section>
  );
}
