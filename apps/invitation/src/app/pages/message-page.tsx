import type { InvitationLocale } from '@convite/invitation-renderer/model';
import { ETIQUETA_THEME, themeToCss } from '@convite/invitation-renderer/theme';
import type { ReactNode } from 'react';

/**
 * A page that only says why there is no invitation, in the Etiqueta look of the not-available page,
 * with what the guest can do about it (a link to load it again, a form to send again) below.
 */
export function MessagePage({
  message,
  locale,
  title = null,
  children = null,
}: {
  message: string;
  locale: InvitationLocale;
  /** A heading above the message; the message is the heading when there is none. */
  title?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="inv-root inv-base-body" lang={locale}>
      <style dangerouslySetInnerHTML={{ __html: themeToCss(ETIQUETA_THEME) }} />
      <main className="inv-main inv-not-available">
        {title ? (
          <>
            <h1 className="inv-message message-page__title">{title}</h1>
            <p className="message-page__text">{message}</p>
          </>
        ) : (
          <h1 className="inv-message message-page__title">{message}</h1>
        )}
        {children ? <div className="message-page__actions">{children}</div> : null}
      </main>
    </div>
  );
}
