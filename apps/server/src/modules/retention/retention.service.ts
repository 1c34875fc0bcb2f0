// Guests' personal data does not outlive its purpose (issue 33, point 4): the daily job emails each
// couple RETENTION_NOTICE_DAYS before their guests' data is erased, with the link to download it,
// and erases it GUEST_DATA_RETENTION_DAYS after the wedding, never sooner than
// RETENTION_NOTICE_DAYS after the notice (a wedding older than the period when this arrived, or a
// notice that could not be sent, still gives the couple their days). Each notice and each erasure
// is claimed in the database, so each happens once across replicas and retries.
import type { Mailer } from '../../email/mailer.ts';
import { retentionNoticeEmail } from './retention-email.ts';
import {
  createRetentionRepository,
  type ErasedGuestCounts,
  type RetentionRepository,
} from './retention.repository.ts';

/** The couple is told this many days before their guests' data is erased. */
export const RETENTION_NOTICE_DAYS = 30;
/** A notice claimed this long ago and not sent was a crashed sweep's: another takes it. */
const NOTICE_LEASE_MS = 15 * 60_000;
const DAY_MS = 24 * 3600 * 1000;

export type RetentionSweepDeps = {
  retention: RetentionRepository;
  mailer: Mailer;
  /** The dashboard's origin (the notice links to the wedding's guest list). */
  appUrl: string;
  /** GUEST_DATA_RETENTION_DAYS: how long after the wedding its guests' data is kept. */
  retentionDays: number;
  now: () => Date;
};

export type RetentionOutcome =
  | { weddingId: number; kind: 'noticed' }
  | ({ weddingId: number; kind: 'erased' } & ErasedGuestCounts);

export function createRetentionSweep(deps: RetentionSweepDeps) {
  const { retention } = deps;
  const noticeMs = RETENTION_NOTICE_DAYS * DAY_MS;

  async function sendNotice(weddingId: number, at: Date): Promise<boolean> {
    const recipient = await retention.recipient(weddingId);
    if (recipient === null) return false;
    const byRetention = recipient.weddingDate.getTime() + deps.retentionDays * DAY_MS;
    const email = retentionNoticeEmail({
      locale: recipient.language,
      name: recipient.name,
      weddingName: recipient.weddingName,
      weddingId,
      erasesOn: new Date(Math.max(byRetention, at.getTime() + noticeMs)),
      retentionDays: deps.retentionDays,
      appUrl: deps.appUrl,
    });
    const message = { to: recipient.email, ...email };
    // One notice a wedding, one Message-ID: a retry after a crash (another day) reads as one email.
    await deps.mailer.send({ ...message, messageKey: `guest-data-notice-${weddingId}` });
    await retention.markNoticeSent(weddingId, at);
    return true;
  }

  return {
    /** The day's notices, then the day's erasures; what was done. */
    async run(): Promise<RetentionOutcome[]> {
      const at = deps.now();
      const outcomes: RetentionOutcome[] = [];
      const retentionMs = deps.retentionDays * DAY_MS;
      const noticeDue = new Date(at.getTime() - retentionMs + noticeMs);
      const claimed = await retention.claimNotices(
        noticeDue,
        at,
        new Date(at.getTime() - NOTICE_LEASE_MS),
      );
      for (const weddingId of claimed) {
        if (await sendNotice(weddingId, at)) outcomes.push({ weddingId, kind: 'noticed' });
      }
      const due = await retention.erasuresDue(
        new Date(at.getTime() - retentionMs),
        new Date(at.getTime() - noticeMs),
      );
      for (const weddingId of due) {
        const counts = await retention.eraseWedding(weddingId, at);
        if (counts !== null) outcomes.push({ weddingId, kind: 'erased', ...counts });
      }
      return outcomes;
    },
  };
}

export type RetentionSweep = ReturnType<typeof createRetentionSweep>;

/**
 * A guest's own removal of their data (removeGuestData, served by public-invitation): the household
 * anonymised at once (retention.repository.ts removeGuest); resolves to when the guest left.
 */
export function createGuestDataRemoval(
  // Over the database handle of the caller's routes plugin (services do not import src/db).
  db: Parameters<typeof createRetentionRepository>[0],
) {
  const retention = createRetentionRepository(db);
  return (guestId: number, slug: string, at: Date): Promise<Date> =>
    retention.removeGuest(guestId, slug, at);
}
