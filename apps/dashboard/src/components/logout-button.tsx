import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../lib/session.ts';

/** The quiet way out of a screen the client cannot finish now (unverified, incomplete, re-login). */
export function LogoutButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <Button variant="ghost" fullWidth disabled={disabled} onClick={logout}>
      {t('actions.logout')}
    </Button>
  );
}
