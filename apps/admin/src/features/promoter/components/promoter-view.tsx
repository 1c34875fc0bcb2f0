import type { components } from '@convite/api/schema';
import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo.tsx';

export type PromoterDetail = components['schemas']['PromoterDetail'];

/** The promoter's read-only view after login; "Salir" clears it. */
export function PromoterView({
  promoter,
  onExit,
}: {
  promoter: PromoterDetail;
  onExit: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <main className="cv-auth">
      <div className="cv-auth__card">
        <div className="cv-auth__logo">
          <AppLogo size="lg" />
        </div>
        <h1 className="cv-auth__title">{t('promoter.title')}</h1>
        <dl className="details">
          <dt>{t('promoter.id')}</dt>
          <dd>{promoter.id}</dd>
          <dt>{t('promoter.name')}</dt>
          <dd>{promoter.name}</dd>
          <dt>{t('promoter.email')}</dt>
          <dd>{promoter.email}</dd>
        </dl>
        <Button variant="secondary" fullWidth onClick={onExit}>
          {t('promoter.exit')}
        </Button>
      </div>
    </main>
  );
}
