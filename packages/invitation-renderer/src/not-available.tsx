import { InvitationI18n, useInvitationTexts } from './invitation-i18n.tsx';
import type { InvitationLocale } from './model.ts';
import { ETIQUETA_THEME, themeToCss } from './theme.ts';

/** The page for an unknown or inactive wedding, in the Etiqueta look. */
export function NotAvailable({ locale }: { locale: InvitationLocale }) {
  return (
    <InvitationI18n locale={locale}>
      <NotAvailableBody locale={locale} />
    </InvitationI18n>
  );
}

function NotAvailableBody({ locale }: { locale: InvitationLocale }) {
  const t = useInvitationTexts();
  return (
    <div className="inv-root inv-base-body" lang={locale}>
      <style dangerouslySetInnerHTML={{ __html: themeToCss(ETIQUETA_THEME) }} />
      <main className="inv-main inv-not-available">
        <h1 className="inv-section-title-title">{t('notAvailable.title')}</h1>
        <p className="inv-message">{t('notAvailable.message')}</p>
      </main>
    </div>
  );
}
