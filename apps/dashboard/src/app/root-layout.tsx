import { hasErrorCode, isApiError } from '@convite/api/api-error';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { GlobalSnack } from '@convite/ui/global-snack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from '../components/top-bar.tsx';
import { DocumentHead } from './document-head.tsx';
import { ReauthModal } from '../features/auth/components/reauth-modal.tsx';
import { api, tokens } from '../lib/api.ts';
import { reportError } from '../lib/error-message.ts';
import { PageViews } from '../lib/page-views.tsx';
import { setReauthOpen } from '../lib/reauth.ts';
import { meQuery, useCachedMe, useLogout } from '../lib/session.ts';
import { UnsavedChangesGuard } from '../lib/unsaved-changes-guard.tsx';

/** The session rules: 401 anywhere opens the modal, 403 logs out, a failed load of the client logs out. */
function SessionRules() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const me = useCachedMe();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const offExpired = api.events.on('session-expired', () => {
      if (!tokens.get(CLIENT_TOKEN_KEY)) return;
      if (pathnameRef.current === '/login') {
        // Already where one signs in: forget the dead session instead of asking twice.
        tokens.remove(CLIENT_TOKEN_KEY);
        queryClient.removeQueries({ queryKey: meQuery().queryKey });
        return;
      }
      setReauthOpen(true);
    });
    const offLogout = api.events.on('logout', (error) => {
      logout();
      reportError(error);
    });
    return () => {
      offExpired();
      offLogout();
    };
  }, [logout, queryClient]);

  const failure = me.error;
  useEffect(() => {
    // An ended session is the modal's business; no answer at all (offline), or a server or proxy
    // that is down for a moment (5xx), is no reason to drop it: only a refusal of the account is.
    if (
      isApiError(failure) &&
      !hasErrorCode(failure, 'unauthenticated') &&
      !failure.isNetworkError &&
      failure.status < 500
    )
      logout();
  }, [failure, logout]);

  return null;
}

export function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="app">
      <TopBar />
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
      <GlobalSnack closeLabel={t('actions.close')} />
      <ReauthModal />
      <SessionRules />
      <PageViews />
      <DocumentHead />
    </div>
  );
}
