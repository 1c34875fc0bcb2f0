import { SnackBar } from '@convite/ui/snack-bar';
import { useTranslation } from 'react-i18next';
import { hideSnack, useSnack } from '../lib/snack.ts';

export function GlobalSnack() {
  const { t } = useTranslation('common');
  const snack = useSnack();
  return (
    <SnackBar
      message={snack?.message ?? null}
      kind={snack?.kind ?? 'success'}
      snackId={snack?.id}
      closeLabel={t('actions.close')}
      onClose={hideSnack}
    />
  );
}
