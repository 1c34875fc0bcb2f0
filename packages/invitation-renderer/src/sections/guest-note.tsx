import { useInvitationTexts } from '../invitation-i18n.tsx';
import { hasText } from '../visibility.ts';

/**
 * The couple's own words to this guest (the guest form's special message), beside the greeting. The
 * server sends it only with the guest's code; React prints it as text, never as HTML.
 */
export function GuestNote({ message, names }: { message: string | null; names: string }) {
  const t = useInvitationTexts();
  if (!hasText(message)) return null;
  return (
    <figure className="inv-guest-note inv-confirmation-guest-note inv-base-corner-radius-element">
      <figcaption className="inv-confirmation-guest-note-label">
        {t('confirmation.guestNote', { names })}
      </figcaption>
      <blockquote className="inv-message inv-confirmation-guest-note-text" data-testid="guest-note">
        {message.trim()}
      </blockquote>
    </figure>
  );
}
