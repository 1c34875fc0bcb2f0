import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Wedding } from '../../../../lib/wedding.ts';
import { useGuestSummary } from '../../api/guests.ts';
import '../message-templates/message-templates.css';

/** The passes are sent the week before; the button shows up a week earlier still. */
const PASS_SENDING_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Whether "Enviar pases" is offered: until the day after the wedding, once it is two weeks away or
 * as soon as a household has a pass (it answered that someone is attending).
 */
export function isPassSendingOffered(weddingDate: string, attending: number, now: Date): boolean {
  const untilWedding = new Date(weddingDate).getTime() - now.getTime();
  if (untilWedding < -DAY_MS) return false;
  return attending > 0 || untilWedding <= PASS_SENDING_DAYS * DAY_MS;
}

/** The guests tab's way into WhatsApp sending: the walkthroughs and the messages' editor. */
export function SendingPanel({ wedding }: { wedding: Pick<Wedding, 'id' | 'date'> }) {
  const { t } = useTranslation('dashboard');
  const attending = useGuestSummary(wedding.id).data?.statuses.attending ?? 0;
  const isPassOffered = isPassSendingOffered(wedding.date, attending, new Date());
  return (
    <section className="sending-panel" aria-labelledby="sending-panel-title">
      <h2 id="sending-panel-title" className="sending-panel__title">
        {t('messages.panelTitle')}
      </h2>
      <p className="muted">{t('messages.panelHint')}</p>
      <div className="sending-panel__actions">
        <Link className="cv-button cv-button--primary" to="../enviar/invitacion" relative="path">
          {t('messages.sendPending')}
        </Link>
        <Link
          className="cv-button cv-button--secondary"
          to="../enviar/recordatorio"
          relative="path"
        >
          {t('messages.remind')}
        </Link>
        {isPassOffered && (
          <Link className="cv-button cv-button--secondary" to="../enviar/pase" relative="path">
            {t('messages.sendPasses')}
          </Link>
        )}
        <Link className="cv-button cv-button--ghost" to="../mensajes" relative="path">
          {t('messages.editMessages')}
        </Link>
      </div>
    </section>
  );
}
