import { useTranslation } from 'react-i18next';

export type AdminSection = 'clients' | 'weddings' | 'payments' | 'promoters';

export function SectionPlaceholder({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const titles: Record<AdminSection, string> = {
    clients: t('layout.clients'),
    weddings: t('layout.weddings'),
    payments: t('layout.payments'),
    promoters: t('layout.promoters'),
  };
  return (
    <section>
      <h1>{titles[section]}</h1>
      <p>{t('layout.comingSoon')}</p>
    </section>
  );
}
