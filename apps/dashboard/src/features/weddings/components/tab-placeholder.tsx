import { useTranslation } from 'react-i18next';

export type WeddingTab =
  'activation' | 'editing' | 'themes' | 'guests' | 'account' | 'guestForm' | 'guestBatch';

/** A wedding tab not built yet: its title and a short note. */
export function TabPlaceholder({ tab }: { tab: WeddingTab }) {
  const { t } = useTranslation('dashboard');
  const titles: Record<WeddingTab, string> = {
    activation: t('wedding.tabs.activation'),
    editing: t('wedding.tabs.editing'),
    themes: t('wedding.tabs.themes'),
    guests: t('wedding.tabs.guests'),
    account: t('wedding.tabs.account'),
    guestForm: t('wedding.guestForm'),
    guestBatch: t('wedding.guestBatch'),
  };
  return (
    <section className="tab-placeholder">
      <h1>{titles[tab]}</h1>
      <p>{t('wedding.comingSoon')}</p>
    </section>
  );
}
