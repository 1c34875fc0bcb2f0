import { and, asc, count, eq, gt, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/text-search.ts';
import { GUEST_STATUSES, type GuestFilter, type GuestStatus } from '@convite/rules/guest-status';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests, type GuestRow } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { newGuestCode } from './guest-codes.ts';
import type { GuestView } from './guest-dto.ts';
import { guestSearchName, searchKey, type GuestFields } from './guest-values.ts';
import {
  filterCondition,
  needsReminderCondition,
  reachedAnswer,
  reachedOpened,
  reachedSent,
  statusCondition,
} from './guest-status-sql.ts';

/** A guest as the export reads it: the sheet's fields, timestamps as ISO 8601 text. */
export type GuestExportRow = {
  id: number;
  code: string;
  name: string;
  lastName: string | null;
  phone: string | null;
  maxGuestsAllowed: number;
  specialMessage: string | null;
  confirmation: boolean | null;
  confirmedGuests: number | null;
  foodRestrictions: string | null;
  message: string | null;
  sent: boolean;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  eventIds: number[];
};

/**
 * A batch as the export reads it: one JSON array per column (null for an empty batch), the
 * aggregates of a single pass over the rows, so the columns line up row by row.
 */
type ExportColumns = [
  id: number[] | null,
  code: string[],
  name: string[],
  lastName: (string | null)[],
  phone: (string | null)[],
  maxGuestsAllowed: number[],
  specialMessage: (string | null)[],
  confirmation: (boolean | null)[],
  confirmedGuests: (number | null)[],
  foodRestrictions: (string | null)[],
  message: (string | null)[],
  sent: boolean[],
  confirmedAt: (string | null)[],
  createdAt: string[],
  updatedAt: string[],
];

const EXPORT_COLUMNS = [
  guests.id,
  guests.code,
  guests.name,
  guests.lastName,
  guests.phone,
  guests.maxGuestsAllowed,
  guests.specialMessage,
  guests.confirmation,
  guests.confirmedGuests,
  guests.foodRestrictions,
  guests.message,
  guests.sent,
  guests.confirmedAt,
  guests.createdAt,
  guests.updatedAt,
];

/**
 * The last id of every export batch but the last one (which is left open: it takes the guests
 * added meanwhile). The first batch is small so that the sheet starts while the rest is read;
 * the batches then double up to `size`.
 */
export function batchEnds(ids: readonly number[], size: number): number[] {
  const ends: number[] = [];
  let batch = Math.max(1, Math.ceil(size / 8));
  for (let end = batch - 1; end < ids.length - 1; end += batch) {
    ends.push(ids[end] as number);
    batch = Math.min(size, batch * 2);
  }
  return ends;
}

/** A column's value at a row of the batch (the columns have the same length). */
const at = <T>(column: T[], index: number) => column[index] as T;

/** The batch's guests in id order, each with its exclusive events. */
function exportRows(columns: ExportColumns, eventsOf: Map<number, number[]>): GuestExportRow[] {
  const [ids, code, name, lastName, phone, maxGuests, special, confirmation, confirmed] = columns;
  const [, , , , , , , , , food, message, sent, confirmedAt, createdAt, updatedAt] = columns;
  if (ids === null) return [];
  const rows = ids.map((id, index) => ({
    id,
    code: at(code, index),
    name: at(name, index),
    lastName: at(lastName, index),
    phone: at(phone, index),
    maxGuestsAllowed: at(maxGuests, index),
    specialMessage: at(special, index),
    confirmation: at(confirmation, index),
    confirmedGuests: at(confirmed, index),
    foodRestrictions: at(food, index),
    message: at(message, index),
    sent: at(sent, index),
    confirmedAt: at(confirmedAt, index),
    createdAt: at(createdAt, index),
    updatedAt: at(updatedAt, index),
    eventIds: eventsOf.get(id) ?? [],
  }));
  // The rows come in the table's order, nearly always already by id (then the sort is one pass).
  return rows.sort((a, b) => a.id - b.id);
}

/** A guest of a walkthrough's queue: what fills the message and opens WhatsApp. */
export type SendQueueRow = Pick<
  GuestRow,
  'id' | 'name' | 'lastName' | 'phone' | 'code' | 'remindedAt'
>;

/** What a guest's card on the QR sheet shows. */
export type QrCardGuest = { name: string; lastName: string | null; code: string };

export type GuestFunnel = { invitations: number; sent: number; opened: number; answered: number };

/** People at one event: attending (confirmed), declined and pending (their invitations' seats). */
export type EventHeadCount = {
  eventId: number;
  name: string;
  isExclusive: boolean;
  attending: number;
  declined: number;
  pending: number;
};

export type GuestSummaryCounts = {
  totalInvitations: number;
  sentInvitations: number;
  pendingInvitations: number;
  totalGuests: number;
  totalConfirmedGuests: number;
  totalCanceledGuests: number;
  funnel: GuestFunnel;
  /** Invitations in each status (guestStatus). */
  statuses: Record<GuestStatus, number>;
  events: EventHeadCount[];
};

/** The wedding's guests, or only those a filter of the list shows. */
const ofWedding = (weddingId: number, filter?: GuestFilter) =>
  and(eq(guests.weddingId, weddingId), filter === undefined ? undefined : filterCondition(filter));

/** Sums over the guests of a query, as numbers (sum of an empty set is 0). */
const sumOf = (value: SQL, where: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);
const countOf = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** The summary's count of each status, as `status_<status>` columns. */
const statusCounts = Object.fromEntries(
  GUEST_STATUSES.map((status) => [`status_${status}`, countOf(statusCondition(status))]),
) as Record<`status_${GuestStatus}`, SQL<number>>;

/** Rows a single INSERT carries in an import (PostgreSQL allows 65,535 parameters a statement). */
const INSERT_BATCH = 1000;
const CODE_ATTEMPTS = 5;

/** A guest code collision (40 random bits) is rare: the whole write is retried with new codes. */
async function withFreshCodes<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

const newRow = (weddingId: number, fields: GuestFields) => ({
  ...fields,
  weddingId,
  code: newGuestCode(),
  searchName: guestSearchName(fields.name, fields.lastName),
});

export function createGuestsRepository(db: Db) {
  /** The rows as the API shows them: with the wedding's slug and the exclusive events. */
  async function views(rows: readonly GuestRow[]): Promise<GuestView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const weddingIds = [...new Set(rows.map((row) => row.weddingId))];
    const slugs = await db
      .select({ id: weddings.id, slug: weddings.slug })
      .from(weddings)
      .where(inArray(weddings.id, weddingIds));
    const links = await db
      .select({ guestId: eventGuests.guestId, eventId: eventGuests.eventId })
      .from(eventGuests)
      .where(inArray(eventGuests.guestId, ids))
      .orderBy(asc(eventGuests.eventId));
    const slugOf = new Map(slugs.map((wedding) => [wedding.id, wedding.slug]));
    const eventsOf = new Map<number, number[]>();
    for (const link of links)
      eventsOf.set(link.guestId, [...(eventsOf.get(link.guestId) ?? []), link.eventId]);
    return rows.map((row) => ({
      ...row,
      weddingSlug: slugOf.get(row.weddingId) ?? '',
      eventIds: eventsOf.get(row.id) ?? [],
    }));
  }

  return {
    views,

    async find(id: number): Promise<GuestView | null> {
      const [row] = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
      return row === undefined ? null : ((await views([row]))[0] ?? null);
    },

    async weddingIdOf(id: number): Promise<number | null> {
      const [row] = await db
        .select({ weddingId: guests.weddingId })
        .from(guests)
        .where(eq(guests.id, id))
        .limit(1);
      return row?.weddingId ?? null;
    },

    async countForWedding(weddingId: number, status?: GuestFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(guests)
        .where(ofWedding(weddingId, status));
      return row?.value ?? 0;
    },

    /**
     * One page, oldest first. The page's ids come from the (wedding_id, id) index alone (an
     * index-only scan skips the OFFSET rows without reading them); only those 20 rows are fetched.
     * With a status, only the guests in it (guestStatus as SQL: guest-status-sql.ts).
     */
    async page(
      weddingId: number,
      page: number,
      size: number,
      status?: GuestFilter,
    ): Promise<GuestView[]> {
      const ids = db
        .select({ id: guests.id })
        .from(guests)
        .where(ofWedding(weddingId, status))
        .orderBy(asc(guests.id))
        .limit(size)
        .offset((page - 1) * size);
      const rows = await db
        .select()
        .from(guests)
        .where(inArray(guests.id, ids))
        .orderBy(asc(guests.id));
      return views(rows);
    },

    /** Every guest's name and code, in the list's order (oldest first): the QR sheet's cards. */
    async qrCards(weddingId: number): Promise<QrCardGuest[]> {
      return db
        .select({ name: guests.name, lastName: guests.lastName, code: guests.code })
        .from(guests)
        .where(eq(guests.weddingId, weddingId))
        .orderBy(asc(guests.id));
    },

    /** Guests whose name and last name contain the text, ignoring case and accents. */
    async search(weddingId: number, text: string, limit: number): Promise<GuestView[]> {
      const rows = await db
        .select()
        .from(guests)
        .where(
          and(
            eq(guests.weddingId, weddingId),
            like(guests.searchName, `%${escapeLike(searchKey(text))}%`),
          ),
        )
        .orderBy(asc(guests.id))
        .limit(limit);
      return views(rows);
    },

    /**
     * The export's read: the wedding's guests in id order, about `size` at a time, only the columns
     * the sheet shows. Each batch comes back as one JSON value (one row, parsed natively) rather
     * than `size` rows of 15 fields: on PGlite decoding rows costs about as much as exceljs's write.
     * The batches are id ranges cut from the wedding's ids (one index walk): a keyset query with
     * LIMIT gets planned from the statistics, which lag after an import (PGlite never analyses), as
     * a scan of every remaining guest and a sort, once per batch. The exclusive-event links are read
     * once, and the next batch is asked for before this one is handed over (on PostgreSQL the
     * read overlaps the write).
     */
    async *exportBatches(weddingId: number, size: number): AsyncGenerator<GuestExportRow[]> {
      const json = async <T>(query: PromiseLike<{ json: string | null }[]>, empty: T) => {
        const [row] = await query;
        return row?.json == null ? empty : (JSON.parse(row.json) as T);
      };
      // One query first: the wedding's ids (one index walk), to cut the batches from, and the
      // exclusive-event links of its guests.
      const start = json<
        [ids: number[] | null, links: [guestId: number, eventId: number][] | null]
      >(
        db
          .select({
            json: sql<string>`json_build_array(
              (select json_agg(g.id) from ${guests} g where g.wedding_id = ${weddingId}),
              (select json_agg(json_build_array(l.guest_id, l.event_id) order by l.event_id)
                from ${eventGuests} l join ${guests} g on g.id = l.guest_id
                where g.wedding_id = ${weddingId})
            )::text`,
          })
          .from(weddings)
          .where(eq(weddings.id, weddingId)),
        [null, null],
      );
      const batch = (afterId: number, lastId: number | undefined) =>
        json<ExportColumns | null>(
          db
            .select({
              json: sql<string>`json_build_array(${sql.join(
                EXPORT_COLUMNS.map((column) => sql`json_agg(${column})`),
                sql`, `,
              )})::text`,
            })
            .from(guests)
            .where(
              and(
                eq(guests.weddingId, weddingId),
                gt(guests.id, afterId),
                lastId === undefined ? undefined : lte(guests.id, lastId),
              ),
            ),
          null,
        );
      let next: Promise<ExportColumns | null> | undefined;
      try {
        const [ids, links] = await start;
        const cuts = batchEnds(
          (ids ?? []).sort((a, b) => a - b),
          size,
        );
        const eventsOf = new Map<number, number[]>();
        for (const [guestId, eventId] of links ?? []) {
          const events = eventsOf.get(guestId);
          if (events === undefined) eventsOf.set(guestId, [eventId]);
          else events.push(eventId);
        }
        next = batch(0, cuts[0]);
        for (let index = 0; next !== undefined; index += 1) {
          const columns = await next;
          const afterId = cuts[index];
          next = afterId === undefined ? undefined : batch(afterId, cuts[index + 1]);
          const rows = columns === null ? [] : exportRows(columns, eventsOf);
          if (rows.length > 0) yield rows;
        }
      } finally {
        // Stopped early (the reply failed): no read in flight may reject unobserved.
        await Promise.allSettled([start, next]);
      }
    },

    /** The wedding's exclusive events' names by id (the export names each guest's events). */
    async exclusiveEventNames(weddingId: number): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(and(eq(events.weddingId, weddingId), eq(events.isExclusive, true)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The counts, the funnel and each event's head count, in two statements. */
    async summary(weddingId: number): Promise<GuestSummaryCounts> {
      const isAttending = sql`${guests.confirmation} = true`;
      const isDeclined = sql`${guests.confirmation} = false`;
      const [row] = await db
        .select({
          total: count(),
          marked: countOf(sql`${guests.sent}`),
          sent: countOf(reachedSent),
          opened: countOf(reachedOpened),
          answered: countOf(reachedAnswer),
          seats: sumOf(sql`${guests.maxGuestsAllowed}`, sql`true`),
          confirmed: sumOf(sql`${guests.confirmedGuests}`, isAttending),
          declined: sumOf(sql`${guests.maxGuestsAllowed}`, isDeclined),
          ...statusCounts,
        })
        .from(guests)
        .where(eq(guests.weddingId, weddingId));
      // An exclusive event's guests are those assigned to it; any other event's, every guest.
      const invited = sql`(not ${events.isExclusive} or exists (
        select 1 from ${eventGuests} where ${eventGuests.eventId} = ${events.id}
          and ${eventGuests.guestId} = ${guests.id}))`;
      const eventRows = await db
        .select({
          eventId: events.id,
          name: events.name,
          isExclusive: events.isExclusive,
          attending: sumOf(sql`${guests.confirmedGuests}`, sql`${invited} and ${isAttending}`),
          declined: sumOf(sql`${guests.maxGuestsAllowed}`, sql`${invited} and ${isDeclined}`),
          pending: sumOf(
            sql`${guests.maxGuestsAllowed}`,
            sql`${invited} and ${guests.confirmation} is null`,
          ),
        })
        .from(events)
        .leftJoin(guests, eq(guests.weddingId, events.weddingId))
        .where(eq(events.weddingId, weddingId))
        .groupBy(events.id)
        .orderBy(sql`${events.datetime} asc nulls last`, asc(events.id));
      const total = row?.total ?? 0;
      const marked = row?.marked ?? 0;
      return {
        totalInvitations: total,
        sentInvitations: marked,
        pendingInvitations: total - marked,
        totalGuests: row?.seats ?? 0,
        totalConfirmedGuests: row?.confirmed ?? 0,
        totalCanceledGuests: row?.declined ?? 0,
        funnel: {
          invitations: total,
          sent: row?.sent ?? 0,
          opened: row?.opened ?? 0,
          answered: row?.answered ?? 0,
        },
        statuses: Object.fromEntries(
          GUEST_STATUSES.map((status) => [status, row?.[`status_${status}`] ?? 0]),
        ) as Record<GuestStatus, number>,
        events: eventRows,
      };
    },

    async insert(weddingId: number, fields: GuestFields): Promise<GuestView> {
      const row = await withFreshCodes(async () => {
        const [inserted] = await db.insert(guests).values(newRow(weddingId, fields)).returning();
        if (inserted === undefined) throw new Error('the guest was not inserted');
        return inserted;
      });
      const [view] = await views([row]);
      if (view === undefined) throw new Error('the guest was not found');
      return view;
    },

    /** All the rows in one transaction, in batched multi-row INSERTs. */
    /** Each guest's folded full name and phone: what an import compares to find duplicates. */
    async namesAndPhones(
      weddingId: number,
    ): Promise<{ searchName: string; phone: string | null }[]> {
      return db
        .select({ searchName: guests.searchName, phone: guests.phone })
        .from(guests)
        .where(eq(guests.weddingId, weddingId));
    },

    async insertMany(weddingId: number, rows: readonly GuestFields[]): Promise<void> {
      if (rows.length === 0) return;
      await withFreshCodes(() =>
        db.transaction(async (tx) => {
          for (let start = 0; start < rows.length; start += INSERT_BATCH) {
            const batch = rows.slice(start, start + INSERT_BATCH);
            await tx.insert(guests).values(batch.map((fields) => newRow(weddingId, fields)));
          }
        }),
      );
    },

    async update(id: number, fields: Partial<GuestFields> & { sent?: boolean }): Promise<void> {
      const current = await db
        .select({ name: guests.name, lastName: guests.lastName })
        .from(guests)
        .where(eq(guests.id, id))
        .limit(1);
      const name = fields.name ?? current[0]?.name ?? '';
      const lastName =
        fields.lastName !== undefined ? fields.lastName : (current[0]?.lastName ?? null);
      await db
        .update(guests)
        .set({ ...fields, searchName: guestSearchName(name, lastName) })
        .where(eq(guests.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(guests).where(eq(guests.id, id));
    },

    /**
     * The whole queue of a walkthrough, in the list's order: the guests not sent the invitation, or
     * those sent or who opened it and have not answered (a reminder: needsReminder).
     */
    async sendQueue(weddingId: number, kind: 'invitation' | 'reminder'): Promise<SendQueueRow[]> {
      const pending = kind === 'invitation' ? eq(guests.sent, false) : needsReminderCondition;
      return db
        .select({
          id: guests.id,
          name: guests.name,
          lastName: guests.lastName,
          phone: guests.phone,
          code: guests.code,
          remindedAt: guests.remindedAt,
        })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), pending))
        .orderBy(asc(guests.id));
    },

    async markReminded(id: number, at: Date): Promise<void> {
      await db.update(guests).set({ remindedAt: at }).where(eq(guests.id, id));
    },
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
