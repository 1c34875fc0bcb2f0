import { and, asc, count, eq, gt, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AnswerLine } from '../../email/notice-emails.ts';
import { clients } from '../../db/schema/accounts.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';

export type AnswerNoticesChoice = 'each' | 'daily' | 'off';
export type NoticeLanguage = 'es' | 'en';

export type NoticeSettingsRow = { answerNotices: AnswerNoticesChoice; language: NoticeLanguage };

/** Who a notice goes to: the couple's account and their wedding. */
export type NoticeRecipient = {
  clientId: number;
  email: string;
  name: string | null;
  language: NoticeLanguage;
  answerNotices: AnswerNoticesChoice;
  weddingId: number;
  weddingName: string;
};

/** An answer as its notice tells it, and when it was given. */
export type NoticedAnswer = AnswerLine & { confirmedAt: Date };

export type DeadlineDue = NoticeRecipient & {
  rsvpDeadline: string;
  invitationPlanId: number | null;
  deactivatedAt: Date | null;
  trialEndsAt: Date | null;
};

export type MissingGuest = { guestId: number; name: string; lastName: string | null };

const recipientColumns = {
  clientId: clients.id,
  email: clients.email,
  name: clients.name,
  language: sql<NoticeLanguage>`${clients.noticesLanguage}`,
  answerNotices: clients.answerNotices,
  weddingId: weddings.id,
  weddingName: weddings.name,
};

/** A guest's answer that the couple has not been told of yet. */
const unnoticedAnswer = and(
  isNotNull(guests.confirmation),
  gt(guests.confirmedAt, clients.answersNoticedUntil),
);

export function createNoticesRepository(db: Db) {
  return {
    async settings(clientId: number): Promise<NoticeSettingsRow | null> {
      const [row] = await db
        .select({
          answerNotices: clients.answerNotices,
          language: sql<NoticeLanguage>`${clients.noticesLanguage}`,
        })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    /**
     * Saves the choice. Turning notices on starts from now: what was answered while they were off is
     * not sent afterwards (the guest list shows it). Between "each" and "daily" nothing is skipped.
     */
    async saveSettings(clientId: number, settings: NoticeSettingsRow): Promise<void> {
      await db
        .update(clients)
        .set({
          answerNotices: settings.answerNotices,
          noticesLanguage: settings.language,
          answersNoticedUntil: sql`case when ${clients.answerNotices} = 'off' then now() else ${clients.answersNoticedUntil} end`,
        })
        .where(eq(clients.id, clientId));
    },

    /** Notices off, for the one-click link; false when the account no longer exists. */
    async turnOff(clientId: number): Promise<boolean> {
      const updated = await db
        .update(clients)
        .set({ answerNotices: 'off' })
        .where(eq(clients.id, clientId))
        .returning({ id: clients.id });
      return updated.length > 0;
    },

    async recipient(clientId: number): Promise<NoticeRecipient | null> {
      const [row] = await db
        .select(recipientColumns)
        .from(clients)
        .innerJoin(weddings, eq(weddings.clientId, clients.id))
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    /** The answers given since the couple was last told, oldest first. */
    async unnoticedAnswers(clientId: number): Promise<NoticedAnswer[]> {
      const rows = await db
        .select({
          guestId: guests.id,
          name: guests.name,
          lastName: guests.lastName,
          confirmation: guests.confirmation,
          confirmedGuests: guests.confirmedGuests,
          foodRestrictions: guests.foodRestrictions,
          message: guests.message,
          confirmedAt: guests.confirmedAt,
        })
        .from(guests)
        .innerJoin(weddings, eq(weddings.id, guests.weddingId))
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .where(and(eq(clients.id, clientId), unnoticedAnswer))
        .orderBy(asc(guests.confirmedAt), asc(guests.id));
      return rows.map((row) => ({
        ...row,
        confirmation: row.confirmation === true,
        confirmedAt: row.confirmedAt ?? new Date(0),
      }));
    },

    /** The couple was told of every answer up to `until` (never moves back). */
    async markNoticed(clientId: number, until: Date): Promise<void> {
      await db
        .update(clients)
        .set({ answersNoticedUntil: sql`greatest(${clients.answersNoticedUntil}, ${until})` })
        .where(eq(clients.id, clientId));
    },

    /** The couples of a choice with answers they have not been told of. */
    async clientsWithUnnoticedAnswers(choice: AnswerNoticesChoice): Promise<number[]> {
      const rows = await db
        .selectDistinct({ clientId: clients.id })
        .from(clients)
        .innerJoin(weddings, eq(weddings.clientId, clients.id))
        .innerJoin(guests, eq(guests.weddingId, weddings.id))
        .where(and(eq(clients.answerNotices, choice), unnoticedAnswer));
      return rows.map((row) => row.clientId);
    },

    /** How many of the wedding's guests have not answered. */
    async unansweredCount(weddingId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), isNull(guests.confirmation)));
      return row?.value ?? 0;
    },

    /**
     * Weddings whose answer deadline falls between `from` and `to` (calendar days) and whose couple
     * was not yet emailed about that deadline. Couples who turned notices off still get this one:
     * it is about their own deadline, not about answers.
     */
    async deadlinesDue(from: string, to: string): Promise<DeadlineDue[]> {
      return db
        .select({
          ...recipientColumns,
          rsvpDeadline: sql<string>`${weddings.rsvpDeadline}::text`,
          invitationPlanId: weddings.invitationPlanId,
          deactivatedAt: weddings.deactivatedAt,
          trialEndsAt: weddings.trialEndsAt,
        })
        .from(weddings)
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .where(
          and(
            isNotNull(weddings.rsvpDeadline),
            gte(weddings.rsvpDeadline, from),
            lte(weddings.rsvpDeadline, to),
            or(
              isNull(weddings.deadlineRemindedFor),
              ne(weddings.deadlineRemindedFor, weddings.rsvpDeadline),
            ),
          ),
        );
    },

    async unansweredGuests(weddingId: number): Promise<MissingGuest[]> {
      return db
        .select({ guestId: guests.id, name: guests.name, lastName: guests.lastName })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), isNull(guests.confirmation)))
        .orderBy(asc(guests.searchName), asc(guests.id));
    },

    async markDeadlineReminded(weddingId: number, deadline: string): Promise<void> {
      await db
        .update(weddings)
        .set({ deadlineRemindedFor: deadline })
        .where(eq(weddings.id, weddingId));
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
