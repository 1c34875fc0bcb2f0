import { useTranslation } from 'react-i18next';

export type WeddingTab = 'themes';

/** A wedding tab not built yet: its title and a short note. */
export function TabPlaceholder({ tab }: { tab: WeddingTab }) {
  const { t } = useTranslation('dashboard');
  const titles: Record<WeddingTab, string> = {
    themes: t('wedding.tabs.themes'),
  };
  return (
    <section className="tab">
      <h1>{titles[tab]}</h1>
      <p>{t('wedding.comingSoon')}</p>
    </section>
  );
}
