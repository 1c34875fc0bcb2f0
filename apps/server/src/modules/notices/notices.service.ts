import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import type { Mailer } from '../../email/mailer.ts';
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
 * records it, so a retry after a crash repeats at most the last email and never loses one.
 */
export function createNoticesService(deps: NoticesServiceDeps) {
  const { notices } = deps;

  /** `messageKey`: the same on every attempt of a job, so a repeated email reads as one. */
  async function send(
    recipient: NoticeRecipient,
    email: NoticeEmail,
    messageKey: string,
  ): Promise<void> {
    const token = deps.unsubscribe.issue(recipient.clientId);
    const oneClick = `${joinUrl(deps.appUrl, 'v1', 'notices', 'unsubscribe')}?token=${token}`;
    await deps.mailer.send({
      to: recipient.email,
      ...email,
      messageKey,
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
    async sendAnswers(
      clientId: number,
      choice: 'each' | 'daily',
      attempt: { id: string },
    ): Promise<void> {
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
      await send(recipient, email, `job-${attempt.id}`);
      await notices.markNoticed(clientId, last.confirmedAt);
    },

    /**
     * Emails each couple whose answer deadline comes within DEADLINE_NOTICE_DAYS the guests still
     * missing, once per deadline (a day the job did not run is caught up the next). Inactive
     * weddings, whose guests cannot answer, are skipped.
     */
    async sendDeadlineNotices(attempt: { id: string }): Promise<void> {
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
          await send(wedding, email, `job-${attempt.id}-${wedding.weddingId}`);
        }
        await notices.markDeadlineReminded(wedding.weddingId, wedding.rsvpDeadline);
      }
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
