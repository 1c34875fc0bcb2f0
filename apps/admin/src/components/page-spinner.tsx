import { Spinner } from '@convite/ui/spinner';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation('admin');
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
