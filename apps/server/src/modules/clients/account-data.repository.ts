// A couple's data as a whole (ARCO rights: access and cancellation): every record of their account,
// table by table, for the download; and the closing of the account, which deletes it all but the
// payments, kept for the tax law with their personal fields removed.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
import {
  accommodations,
  eventGuests,
  events,
  giftRegistries,
  images,
  invitations,
  itineraryEvents,
  parents,
  songs,
} from '../../db/schema/content.ts';
import { arrivalEvents, doorHelpers } from '../../db/schema/door.ts';
import { guests } from '../../db/schema/guests.ts';
import {
  eventMealOptions,
  guestMembers,
  memberEventAnswers,
  weddingQuestions,
  weddingTables,
} from '../../db/schema/households.ts';
import { messageTemplates } from '../../db/schema/message-templates.ts';
import { invoiceRequests, payments } from '../../db/schema/payments.ts';
import { guestReminders, reminderRuns, reminderSchedules } from '../../db/schema/reminders.ts';
import { themes } from '../../db/schema/themes.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { whatsAppMessages } from '../../db/schema/whatsapp.ts';
import { weddingFileKeys } from './clients.repository.ts';

/** One table of the download: its name in data.json and a reader of the couple's rows of it. */
export type RecordTable = Readonly<{
  name: string;
  rows: () => Promise<Record<string, unknown>[]>;
}>;

/** What the re-check of the couple's identity reads of the account. */
export type AccountCredentials = Readonly<{
  passwordHash: string | null;
  externalAuth: string | null;
}>;

export type CloseAccountOutcome =
  | { outcome: 'closed'; fileKeys: string[] }
  | { outcome: 'paymentPending' }
  | { outcome: 'missing' };

/** Columns that are secrets, not data the couple entered: never in the download. */
const SECRET_COLUMNS: ReadonlySet<string> = new Set(['passwordHash', 'googleSubject', 'key']);

const withoutSecrets = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column)));

export function createAccountDataRepository(db: Db) {
  /** Every row of `table` where `where` holds, in id order when the table has one. */
  const readAll =
    (table: PgTable, where: SQL | undefined, order?: PgColumn) =>
    async (): Promise<Record<string, unknown>[]> => {
      const query = db.select().from(table).where(where);
      const rows = order === undefined ? await query : await query.orderBy(order);
      return (rows as Record<string, unknown>[]).map(withoutSecrets);
    };

  return {
    async credentials(clientId: number): Promise<AccountCredentials | null> {
      const [row] = await db
        .select({ passwordHash: clients.passwordHash, externalAuth: clients.externalAuth })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    async weddingIds(clientId: number): Promise<number[]> {
      const rows = await db
        .select({ id: weddings.id })
        .from(weddings)
        .where(eq(weddings.clientId, clientId))
        .orderBy(weddings.id);
      return rows.map((row) => row.id);
    },

    /** The storage keys of the couple's files (photos, the song). */
    fileKeys(weddingIds: readonly number[]): Promise<string[]> {
      return weddingFileKeys(db, weddingIds);
    },

    /**
     * Every table of the account, each read when the download reaches it. The couple's own rows and
     * their guests': the promoters' commissions on their payments are the promoters' data, not theirs.
     */
    tables(clientId: number): RecordTable[] {
      const weddingIds = db
        .select({ id: weddings.id })
        .from(weddings)
        .where(eq(weddings.clientId, clientId));
      const invitationIds = db
        .select({ id: invitations.id })
        .from(invitations)
        .where(inArray(invitations.weddingId, weddingIds));
      const eventIds = db
        .select({ id: events.id })
        .from(events)
        .where(inArray(events.weddingId, weddingIds));
      const guestIds = db
        .select({ id: guests.id })
        .from(guests)
        .where(inArray(guests.weddingId, weddingIds));
      const memberIds = db
        .select({ id: guestMembers.id })
        .from(guestMembers)
        .where(inArray(guestMembers.guestId, guestIds));
      const paymentIds = db
        .select({ id: payments.id })
        .from(payments)
        .where(inArray(payments.weddingId, weddingIds));
      const ofWeddings = (column: PgColumn) => inArray(column, weddingIds);
      return [
        { name: 'client', rows: readAll(clients, eq(clients.id, clientId)) },
        { name: 'weddings', rows: readAll(weddings, eq(weddings.clientId, clientId), weddings.id) },
        {
          name: 'invitations',
          rows: readAll(invitations, ofWeddings(invitations.weddingId), invitations.id),
        },
        { name: 'parents', rows: readAll(parents, inArray(parents.invitationId, invitationIds)) },
        { name: 'events', rows: readAll(events, ofWeddings(events.weddingId), events.id) },
        {
          name: 'eventMealOptions',
          rows: readAll(eventMealOptions, inArray(eventMealOptions.eventId, eventIds)),
        },
        { name: 'eventGuests', rows: readAll(eventGuests, inArray(eventGuests.eventId, eventIds)) },
        {
          name: 'itineraryEvents',
          rows: readAll(itineraryEvents, ofWeddings(itineraryEvents.weddingId)),
        },
        {
          name: 'giftRegistries',
          rows: readAll(giftRegistries, ofWeddings(giftRegistries.weddingId)),
        },
        {
          name: 'accommodations',
          rows: readAll(accommodations, ofWeddings(accommodations.weddingId)),
        },
        {
          name: 'images',
          rows: readAll(
            images,
            or(ofWeddings(images.weddingId), inArray(images.eventId, eventIds)),
            images.id,
          ),
        },
        { name: 'songs', rows: readAll(songs, ofWeddings(songs.weddingId)) },
        { name: 'guests', rows: readAll(guests, ofWeddings(guests.weddingId), guests.id) },
        {
          name: 'guestMembers',
          rows: readAll(guestMembers, inArray(guestMembers.guestId, guestIds), guestMembers.id),
        },
        {
          name: 'memberEventAnswers',
          rows: readAll(memberEventAnswers, inArray(memberEventAnswers.memberId, memberIds)),
        },
        {
          name: 'weddingQuestions',
          rows: readAll(weddingQuestions, ofWeddings(weddingQuestions.weddingId)),
        },
        {
          name: 'weddingTables',
          rows: readAll(weddingTables, ofWeddings(weddingTables.weddingId)),
        },
        { name: 'doorHelpers', rows: readAll(doorHelpers, ofWeddings(doorHelpers.weddingId)) },
        {
          name: 'arrivalEvents',
          rows: readAll(arrivalEvents, inArray(arrivalEvents.memberId, memberIds)),
        },
        {
          name: 'messageTemplates',
          rows: readAll(messageTemplates, ofWeddings(messageTemplates.weddingId)),
        },
        {
          name: 'whatsAppMessages',
          rows: readAll(whatsAppMessages, ofWeddings(whatsAppMessages.weddingId)),
        },
        {
          name: 'reminderSchedules',
          rows: readAll(reminderSchedules, ofWeddings(reminderSchedules.weddingId)),
        },
        { name: 'reminderRuns', rows: readAll(reminderRuns, ofWeddings(reminderRuns.weddingId)) },
        {
          name: 'guestReminders',
          rows: readAll(guestReminders, ofWeddings(guestReminders.weddingId)),
        },
        { name: 'themes', rows: readAll(themes, ofWeddings(themes.weddingId)) },
        { name: 'payments', rows: readAll(payments, ofWeddings(payments.weddingId), payments.id) },
        {
          name: 'invoiceRequests',
          rows: readAll(invoiceRequests, inArray(invoiceRequests.paymentId, paymentIds)),
        },
      ];
    },

    /**
     * Closes the account in one transaction: refused while a payment is pending (the provider may
     * still charge it); otherwise the payments lose their personal fields (the card's last digits,
     * the card reference, a pending step, the invoice's email) and the client is deleted, which
     * cascades to the wedding and everything in it and sets the payments' wedding to null. The
     * weddings are locked first, so a checkout or an upload racing the close either lands before
     * (and is seen) or fails on the missing wedding. Answers the files to delete once committed.
     */
    async closeAccount(clientId: number): Promise<CloseAccountOutcome> {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: weddings.id })
          .from(weddings)
          .where(eq(weddings.clientId, clientId))
          .for('update');
        const ids = owned.map((wedding) => wedding.id);
        if (ids.length > 0) {
          const [pending] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(inArray(payments.weddingId, ids), eq(payments.status, 'pending')))
            .limit(1);
          if (pending !== undefined) return { outcome: 'paymentPending' };
        }
        const fileKeys = await weddingFileKeys(tx, ids);
        if (ids.length > 0) {
          const paymentIds = tx
            .select({ id: payments.id })
            .from(payments)
            .where(inArray(payments.weddingId, ids));
          await tx
            .update(invoiceRequests)
            .set({ email: null })
            .where(inArray(invoiceRequests.paymentId, paymentIds));
          await tx
            .update(payments)
            .set({ cardLast4: null, paymentMethodId: null, nextAction: null })
            .where(inArray(payments.weddingId, ids));
        }
        const deleted = await tx
          .delete(clients)
          .where(eq(clients.id, clientId))
          .returning({ id: clients.id });
        return deleted.length === 0 ? { outcome: 'missing' } : { outcome: 'closed', fileKeys };
      });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
