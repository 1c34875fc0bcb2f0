import { toE164Phone } from '@convite/rules/phone';
import { whatsAppLink } from '@convite/rules/whatsapp-link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setGuestSent, useGuestMutation, type Guest } from '../api/guests.ts';
import { useGuestMessage, type MessageWedding } from '../utils/guest-message.ts';

export type WhatsAppSendProps = {
  guest: Guest;
  wedding: MessageWedding;
  /** The guest's full name, for the labels. */
  name: string;
  /** False while the wedding is inactive: its guests' links lead nowhere yet, so nothing is sent. */
  canWrite: boolean;
};

/**
 * "Enviar por WhatsApp": opens a chat with the guest (wa.me, a new tab or the app) with the couple's
 * invitation message typed in, and marks the invitation as sent.
 */
export function WhatsAppSend({ guest, wedding, name, canWrite }: WhatsAppSendProps) {
  const { t } = useTranslation('dashboard');
  const reasonId = useId();
  const sent = useGuestMutation(setGuestSent);
  const invitation = useGuestMessage(wedding, 'invitation');
  const reason = !canWrite
    ? t('guests.whatsAppInactive')
    : guest.phone === null || toE164Phone(guest.phone) === null
      ? t('guests.whatsAppNoPhone')
      : null;
  // Disabled for the moment the couple's message loads.
  const link =
    reason === null && invitation.isReady
      ? whatsAppLink(guest.phone, invitation.messageFor(guest))
      : null;

  if (link === null || reason !== null) {
    return (
      <div className="guest-whatsapp">
        <button
          type="button"
          className="cv-button cv-button--secondary"
          disabled
          aria-label={t('guests.whatsAppTo', { name })}
          aria-describedby={reasonId}
        >
          {t('guests.whatsApp')}
        </button>
        <span id={reasonId} className="guest-whatsapp__reason">
          {reason}
        </span>
      </div>
    );
  }
  return (
    <div className="guest-whatsapp">
      <a
        className="cv-button cv-button--primary"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('guests.whatsAppTo', { name })}
        onClick={() => {
          if (!guest.sent) sent.mutate({ id: guest.id, sent: true });
        }}
      >
        {t('guests.whatsApp')}
      </a>
    </div>
  );
}
