import { ADMIN_TOKEN_KEY } from '@convite/api/tokens';
import { useEffect } from 'react';
import { Outlet, useMatch } from 'react-router';
import { GlobalSnack } from '../components/global-snack.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useAdminLogout } from '../lib/admin-session.ts';
import { api, tokens } from '../lib/api.ts';
import { errorMessage } from '../lib/error-message.ts';
import { showSnack } from '../lib/snack.ts';

/** A staff session that ends (401) or may not act (403) returns to the admin login. */
function SessionRules() {
  const logout = useAdminLogout();
  useEffect(() => {
    const end = (error: Parameters<Parameters<typeof api.events.on>[1]>[0]) => {
      if (!tokens.get(ADMIN_TOKEN_KEY)) return;
      logout();
      showSnack('error', errorMessage(error));
    };
    const offExpired = api.events.on('session-expired', end);
    const offLogout = api.events.on('logout', end);
    return () => {
      offExpired();
      offLogout();
    };
  }, [logout]);
  return null;
}

export function RootLayout() {
  // The console's top bar has its own selector.
  const inConsole = useMatch('/admin/*');
  return (
    <>
      {!inConsole && (
        <div className="language-corner">
          <LanguageSwitch />
        </div>
      )}
      <Outlet />
      <GlobalSnack />
      <SessionRules />
    </>
  );
}
