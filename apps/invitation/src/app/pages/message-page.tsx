import type { InvitationLocale } from '@convite/invitation-renderer/model';
import { ETIQUETA_THEME, themeToCss } from '@convite/invitation-renderer/theme';

/** A page that only says why there is no invitation, in the Etiqueta look of the not-available page. */
export function MessagePage({ message, locale }: { message: string; locale: InvitationLocale }) {
  return (
    <div className="inv-root inv-base-body" lang={locale}>
      <style dangerouslySetInnerHTML={{ __html: themeToCss(ETIQUETA_THEME) }} />
      <main className="inv-main inv-not-available">
        <h1 className="inv-message message-page__title">{message}</h1>
      </main>
    </div>
  );
}
