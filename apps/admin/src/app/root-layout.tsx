import { ADMIN_TOKEN_KEY } from '@convite/api/tokens';
import { useDocumentHead } from '@convite/i18n/use-document-head';
import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { GlobalSnack } from '@convite/ui/global-snack';
import { LanguageSelector } from '@convite/ui/language-selector';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { OWN_PROMOTER_PATH } from '../features/promoters/api/promoters.ts';
import { useAdminLogout } from '../lib/admin-session.ts';
import { api, tokens } from '../lib/api.ts';
import { reportError } from '../lib/error-message.ts';
import { PageViews } from '../lib/page-views.tsx';

/** A staff session that ends (401) or may not act (403) returns to the admin login. */
function SessionRules() {
  const logout = useAdminLogout();
  useEffect(() => {
    const end = (error: Parameters<Parameters<typeof api.events.on>[1]>[0]) => {
      // The promoter's own page, asked with the promoter's token, ends only the promoter's session.
      if (!tokens.get(ADMIN_TOKEN_KEY) || error.path === OWN_PROMOTER_PATH) return;
      logout();
      reportError(error);
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
  const { t } = useTranslation('common');
  const { t: admin } = useTranslation('admin');
  const language = useLanguageSelector();
  // The console's top bar has its own selector.
  const inConsole = useMatch('/admin/*');
  const forPromoters = useMatch('/promoter-login');
  const section = useMatch('/admin/:section/*')?.params.section;
  const sections: Record<string, string> = {
    clientes: admin('layout.clients'),
    bodas: admin('layout.weddings'),
    pagos: admin('layout.payments'),
    promotores: admin('layout.promoters'),
    tareas: admin('layout.jobs'),
  };
  // The tab names the console's section ("Weddings · Convite"), or the promoters' door.
  const page = forPromoters ? admin('meta.promoter') : section && sections[section];
  useDocumentHead(
    page ? `${page} · ${t('appName')}` : admin('meta.title'),
    admin('meta.description'),
  );
  return (
    <>
      {!inConsole && (
        <div className="language-corner">
          <LanguageSelector {...language} />
        </div>
      )}
      <Outlet />
      <GlobalSnack closeLabel={t('actions.close')} />
      <SessionRules />
      <PageViews />
    </>
  );
}
