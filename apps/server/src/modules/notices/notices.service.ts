import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { contentKey, type Mailer } from '../../email/mailer.ts';
import { answerNoticeEmail, deadlineEmail, type NoticeEmail } from '../../email/notice-emails.ts';
import { joinUrl } from '../../email/email-layout.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import type { UnsubscribeTokens } from '../../security/unsubscribe-tokens.ts';
import type { NoticeRecipient, NoticesRepository } from './notices.repository.ts';

/** The couple hears of the deadline this many days before it (and on the days between). */
export const DEADLINE_NOTICE_DAYS = 3;

export type NoticesServiceDeps = {
  notices: NoticesRepository;
  mailer: Mailer;
  unsubscribe: UnsubscribeTokens;
  /** The dashboard's origin; the API is reached on it under /v1 (docs/deploy.md). */
  appUrl: string;
  now: () => Date;
};

/** The day `days` after a `YYYY-MM-DD` day. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The couple's notices: the emails of their guests' answers (each or the day's digest) and of the
 * answer deadline, the work of jobs (jobs/job-definitions.ts). Each sends what is still due and then
 * records it, so a retry after a crash repeats at most the last email and never loses one. An
 * email's Message-ID is made from what it says (mailer.ts, contentKey): a repeat of it reads as one,
 * and a retry that says more (answers given during an outage) is a new email, never mistaken for
 * the one sent before.
 */
export function createNoticesService(deps: NoticesServiceDeps) {
  const { notices } = deps;

  /** `covers`: what the email reports beyond its words (each answer with its instant). */
  async function send(
    recipient: NoticeRecipient,
    email: NoticeEmail,
    kind: string,
    covers: readonly string[] = [],
  ): Promise<void> {
    const token = deps.unsubscribe.issue(recipient.clientId);
    const oneClick = `${joinUrl(deps.appUrl, 'v1', 'notices', 'unsubscribe')}?token=${token}`;
    const message = { to: recipient.email, ...email };
    await deps.mailer.send({
      ...message,
      messageKey: contentKey(kind, message, covers),
      headers: {
        // RFC 8058: mail clients show their own "unsubscribe" and post to the URL themselves.
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  function links(recipient: NoticeRecipient) {
    return {
      appUrl: deps.appUrl,
      weddingId: recipient.weddingId,
      unsubscribeUrl: `${joinUrl(deps.appUrl, 'avisos', 'baja')}?token=${deps.unsubscribe.issue(recipient.clientId)}`,
    };
  }

  return {
    /** The couples whose answers of a choice are waiting to be told. */
    clientsDue(choice: 'each' | 'daily'): Promise<number[]> {
      return notices.clientsWithUnnoticedAnswers(choice);
    },

    /**
     * Emails a couple the answers they have not heard of, when their choice is `choice` (a notice
     * queued before they changed it sends nothing). Several answers make one email.
     */
    async sendAnswers(clientId: number, choice: 'each' | 'daily'): Promise<void> {
      const recipient = await notices.recipient(clientId);
      if (recipient === null || recipient.answerNotices !== choice) return;
      const answers = await notices.unnoticedAnswers(clientId);
      const last = answers.at(-1);
      if (last === undefined) return;
      const email = answerNoticeEmail({
        locale: recipient.language,
        name: recipient.name,
        weddingName: recipient.weddingName,
        answers,
        unanswered: await notices.unansweredCount(recipient.weddingId),
        digest: choice === 'daily',
        links: links(recipient),
      });
      // The same words can tell a newer answer (yes, no, then yes again): each answer's instant too.
      const covers = answers.map(
        (answer) => `${answer.guestId}@${answer.confirmedAt.toISOString()}`,
      );
      await send(recipient, email, `answers-${clientId}`, covers);
      await notices.markNoticed(clientId, last.confirmedAt);
    },

    /**
     * Emails each couple whose answer deadline comes within DEADLINE_NOTICE_DAYS the guests still
     * missing, once per deadline (a day the job did not run is caught up the next). Inactive
     * weddings, whose guests cannot answer, are skipped.
     */
    async sendDeadlineNotices(): Promise<void> {
      const now = deps.now();
      const today = weddingZoneDay(now);
      const due = await notices.deadlinesDue(today, dayAfter(today, DEADLINE_NOTICE_DAYS));
      for (const wedding of due) {
        if (!isWeddingActive(wedding, now)) continue;
        const missing = await notices.unansweredGuests(wedding.weddingId);
        if (missing.length > 0) {
          const email = deadlineEmail({
            locale: wedding.language,
            name: wedding.name,
            weddingName: wedding.weddingName,
            deadline: wedding.rsvpDeadline,
            missing,
            links: links(wedding),
          });
          await send(wedding, email, `deadline-${wedding.weddingId}`);
        }
        await notices.markDeadlineReminded(wedding.weddingId, wedding.rsvpDeadline);
      }
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
