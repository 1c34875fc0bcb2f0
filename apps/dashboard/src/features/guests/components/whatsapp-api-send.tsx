import { toE164Phone } from '@convite/rules/phone';
import { showSnack } from '@convite/ui/snack-store';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../lib/site-settings.ts';
import { useSendWhatsAppMessage, useWhatsAppStatuses } from '../api/whatsapp-messages.ts';
import type { Guest } from '../api/guests.ts';

export type WhatsAppApiSendProps = {
  guest: Guest;
  /** The guest's full name, for the labels. */
  name: string;
  /** False while the wedding is inactive (WhatsAppSend beside it says why). */
  canWrite: boolean;
};

/**
 * Only where the server has the WhatsApp Business Cloud API configured: "Enviar por la API" sends
 * the invitation from Convite's number (no phone of the couple's needed) and the guest's latest
 * delivery status shows beside it (enviado, entregado, leído, falló).
 */
export function WhatsAppApiSend({ guest, name, canWrite }: WhatsAppApiSendProps) {
  const { t } = useTranslation('dashboard');
  const isOn = useSiteSettings().data?.whatsAppCloudApi === true;
  const statuses = useWhatsAppStatuses(guest.weddingId, isOn);
  const send = useSendWhatsAppMessage();
  if (!isOn) return null;

  const latest = statuses.data?.get(guest.id);
  const canSend = canWrite && guest.phone !== null && toE164Phone(guest.phone) !== null;
  const isSending = send.isPending && send.variables === guest.id;
  return (
    <div className="guest-whatsapp-api">
      <button
        type="button"
        className="cv-button cv-button--secondary"
        disabled={!canSend || isSending}
        aria-label={t('guests.whatsAppApi.sendTo', { name })}
        onClick={() =>
          send.mutate(guest.id, {
            onSuccess: (message) =>
              showSnack(
                message.status === 'failed' ? 'error' : 'success',
                t(`guests.whatsAppApi.result.${message.status}`, { name }),
              ),
          })
        }
      >
        {isSending ? t('guests.whatsAppApi.sending') : t('guests.whatsAppApi.send')}
      </button>
      {latest !== undefined && (
        <span
          className="guest-whatsapp-api__status"
          data-status={latest.status}
          title={latest.errorTitle ?? undefined}
        >
          {t('guests.whatsAppApi.status', {
            status: t(`guests.whatsAppApi.statuses.${latest.status}`),
          })}
        </span>
      )}
    </div>
  );
}
