import { Spinner } from '@convite/ui/spinner';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}
