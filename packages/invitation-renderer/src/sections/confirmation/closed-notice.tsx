import { coupleWhatsAppLink } from '../../confirmation-rules.ts';
import { useInvitationTexts } from '../../invitation-i18n.tsx';
import type { InvitationGuestModel, InvitationModel } from '../../model.ts';
import { ExternalLink } from '../external-link.tsx';
import { Notice } from './notice.tsx';

/**
 * Past the deadline of a couple who take no late answers: the form is closed. With the couple's
 * WhatsApp number, a button opens a chat with them, the guest's message already typed in the page's
 * language (naming the guest, asking whether they may still answer, or change what they answered);
 * without it, the notice says to write to them directly.
 */
export function ClosedNotice({
  wedding,
  guest,
}: {
  wedding: Pick<InvitationModel, 'contactPhone'>;
  guest: InvitationGuestModel;
}) {
  const t = useInvitationTexts();
  const name = [guest.name, guest.lastName].filter(Boolean).join(' ');
  const several = guest.maxGuestsAllowed > 1;
  const message =
    guest.confirmation === null
      ? t(several ? 'confirmation.whatsAppAskMany' : 'confirmation.whatsAppAskOne', { name })
      : t(several ? 'confirmation.whatsAppChangeMany' : 'confirmation.whatsAppChangeOne', {
          name,
        });
  const link = coupleWhatsAppLink(wedding.contactPhone, message);
  if (link === null) return <Notice kind="info">{t('confirmation.closed')}</Notice>;
  return (
    <>
      <Notice kind="info">{t('confirmation.closedWhatsApp')}</Notice>
      <ExternalLink
        href={link}
        className="inv-button inv-confirmation-button inv-base-corner-radius-element"
      >
        {t('confirmation.whatsApp')}
      </ExternalLink>
    </>
  );
}
