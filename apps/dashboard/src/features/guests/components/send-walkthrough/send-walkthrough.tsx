import { currentLanguage } from '@convite/i18n/create-i18n';
import { isRecentlyReminded, type MessageKind } from '@convite/rules/message-template';
import { formatPhone, toE164Phone } from '@convite/rules/phone';
import { whatsAppLink } from '@convite/rules/whatsapp-link';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../../components/page-spinner.tsx';
import type { Wedding } from '../../../../lib/wedding.ts';
import { setGuestSent, useGuestMutation } from '../../api/guests.ts';
import { markGuestReminded, useSendQueue, type SendQueueGuest } from '../../api/messages.ts';
import { fullName, guestAccess } from '../../utils/guest-access.ts';
import { useGuestMessage } from '../../utils/guest-message.ts';
import { ChatPreview } from '../message-templates/chat-preview.tsx';
import { CopyLink } from '../copy-link.tsx';
import '../message-templates/message-templates.css';

type SkipReason = 'noPhone' | 'recentlyReminded';

/** What each walkthrough says when nobody is left, and under its button. */
const NONE_KEY = {
  invitation: 'messages.walkthrough.noneInvitation',
  reminder: 'messages.walkthrough.noneReminder',
  pass: 'messages.walkthrough.nonePass',
} as const satisfies Record<MessageKind, string>;
const HINT_KEY = {
  invitation: 'messages.walkthrough.skipHint',
  reminder: 'messages.walkthrough.remindHint',
  pass: 'messages.walkthrough.passHint',
} as const satisfies Record<MessageKind, string>;

/** Who the walkthrough goes through, and who it cannot (no phone WhatsApp can open, reminded today). */
function splitQueue(guests: readonly SendQueueGuest[], kind: MessageKind, now: Date) {
  const toSend: SendQueueGuest[] = [];
  const skipped: { guest: SendQueueGuest; reason: SkipReason }[] = [];
  for (const guest of guests) {
    if (guest.phone === null || toE164Phone(guest.phone) === null) {
      skipped.push({ guest, reason: 'noPhone' });
    } else if (kind === 'reminder' && isRecentlyReminded(guest.remindedAt, now)) {
      skipped.push({ guest, reason: 'recentlyReminded' });
    } else {
      toSend.push(guest);
    }
  }
  return { toSend, skipped };
}

/**
 * The guests the list's selection chose (`?invitados=12,15`): the walkthrough goes through those of
 * them its queue holds. null without the parameter: the whole queue.
 */
function chosenGuests(params: URLSearchParams): ReadonlySet<number> | null {
  const ids = params.get('invitados');
  if (ids === null) return null;
  return new Set(ids.split(',').map(Number).filter(Number.isInteger));
}

/**
 * "Enviar a los pendientes", "Recordar a quienes no han respondido" and "Enviar los pases": one
 * guest at a time, their message as it will arrive, a big button that opens WhatsApp and marks them
 * (sent, or reminded now; a pass marks nothing), "Saltar", and the progress. Guests WhatsApp cannot
 * reach are listed apart with the reason.
 */
export function SendWalkthrough({ wedding, kind }: { wedding: Wedding; kind: MessageKind }) {
  const { t } = useTranslation('dashboard');
  const queue = useSendQueue(wedding.id, kind);
  const chosen = chosenGuests(useSearchParams()[0]);
  const { isReady } = useGuestMessage(wedding, kind);
  const title = t(`messages.walkthrough.${kind}Title`);
  return (
    <div className="tab walkthrough">
      <Link to="../../invitados" relative="path" className="messages__back">
        ← {t('messages.back')}
      </Link>
      <h1>{title}</h1>
      {queue.data && isReady ? (
        <Steps
          wedding={wedding}
          kind={kind}
          guests={
            chosen === null
              ? queue.data.guests
              : queue.data.guests.filter((guest) => chosen.has(guest.id))
          }
        />
      ) : queue.isError ? (
        <Notice kind="error">{t('messages.walkthrough.loadFailed')}</Notice>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function Steps({
  wedding,
  kind,
  guests,
}: {
  wedding: Wedding;
  kind: MessageKind;
  guests: SendQueueGuest[];
}) {
  const { t, i18n } = useTranslation('dashboard');
  const [{ toSend, skipped }] = useState(() => splitQueue(guests, kind, new Date()));
  const [step, setStep] = useState(0);
  const [opened, setOpened] = useState(0);
  const { messageFor } = useGuestMessage(wedding, kind);
  const sent = useGuestMutation(setGuestSent);
  const reminded = useGuestMutation(markGuestReminded);
  const canWrite = guestAccess(wedding).canWrite;
  const language = currentLanguage(i18n);

  if (guests.length === 0) {
    return <p className="walkthrough__empty">{t(NONE_KEY[kind])}</p>;
  }

  const guest = toSend[step];
  const skippedList = skipped.length > 0 && (
    <section className="walkthrough__skipped" aria-labelledby="walkthrough-skipped">
      <h2 id="walkthrough-skipped">
        {t('messages.walkthrough.skippedTitle', { count: skipped.length })}
      </h2>
      <p className="muted">{t('messages.walkthrough.skippedHint')}</p>
      <ul>
        {skipped.map(({ guest: person, reason }) => (
          <li key={person.id}>
            <span className="walkthrough__skipped-name">
              <strong>{fullName(person)}</strong>
              <small>{t(`messages.walkthrough.reasons.${reason}`)}</small>
            </span>
            <CopyLink link={person.passLink ?? person.link} name={fullName(person)} />
          </li>
        ))}
      </ul>
      {kind === 'reminder' && <p className="muted">{t('messages.walkthrough.pauseNote')}</p>}
    </section>
  );

  if (guest === undefined) {
    return (
      <>
        <div className="walkthrough__done" role="status">
          <p className="walkthrough__done-title">{t('messages.walkthrough.done')}</p>
          {toSend.length > 0 && (
            <p>
              {t('messages.walkthrough.doneCounts', {
                opened,
                skipped: toSend.length - opened,
              })}
            </p>
          )}
          <Link className="cv-button cv-button--primary" to="../../invitados" relative="path">
            {t('messages.walkthrough.toList')}
          </Link>
        </div>
        {skippedList}
      </>
    );
  }

  const name = fullName(guest);
  const message = messageFor(guest);
  const link = whatsAppLink(guest.phone, message);
  const next = () => setStep((current) => current + 1);
  const open = () => {
    if (kind === 'invitation') sent.mutate({ id: guest.id, sent: true });
    else if (kind === 'reminder') reminded.mutate(guest.id);
    // After the browser followed this link: moving on now would swap the href under the tap,
    // and WhatsApp would open on the next guest's chat.
    setTimeout(() => {
      setOpened((count) => count + 1);
      next();
    }, 0);
  };

  return (
    <>
      {!canWrite && <Notice>{t('messages.walkthrough.inactive')}</Notice>}
      <div className="walkthrough__progress">
        <span aria-live="polite">
          {t('messages.walkthrough.progress', { current: step + 1, total: toSend.length })}
        </span>
        <progress value={step} max={toSend.length} aria-hidden="true" />
      </div>
      <article className="walkthrough__card" aria-label={name}>
        <header className="walkthrough__guest">
          <strong>{name}</strong>
          <span className="muted">{guest.phone && formatPhone(guest.phone)}</span>
          {guest.remindedAt !== null && (
            <span className="walkthrough__reminded">
              {t('messages.walkthrough.remindedAgo', {
                ago: DateTime.fromISO(guest.remindedAt).toRelative({ locale: language }),
              })}
            </span>
          )}
        </header>
        <div className="walkthrough__actions">
          {canWrite && link !== null ? (
            <a
              className="cv-button cv-button--primary walkthrough__open"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('messages.walkthrough.openTo', { name })}
              onClick={open}
            >
              {t('messages.walkthrough.open')}
            </a>
          ) : (
            <Button className="walkthrough__open" disabled>
              {t('messages.walkthrough.open')}
            </Button>
          )}
          <Button variant="secondary" className="walkthrough__skip" onClick={next}>
            {t('messages.walkthrough.skip')}
          </Button>
        </div>
        <p className="muted walkthrough__hint">{t(HINT_KEY[kind])}</p>
        <ChatPreview contactName={name} message={message} label={t('messages.preview')} />
      </article>
      {skippedList}
    </>
  );
}
