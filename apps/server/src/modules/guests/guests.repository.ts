import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/text-search.ts';
import { GUEST_STATUSES, type GuestFilter, type GuestStatus } from '@convite/rules/guest-status';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests, type GuestRow } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { newGuestRow, withFreshCodes } from './guest-codes.ts';
import type { GuestView } from './guest-dto.ts';
import { guestSearchName, searchKey, type GuestFields } from './guest-values.ts';
import {
  filterCondition,
  reachedAnswer,
  reachedOpened,
  reachedSent,
  statusCondition,
} from './guest-status-sql.ts';

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
        const [inserted] = await db
          .insert(guests)
          .values(newGuestRow(weddingId, fields))
          .returning();
        if (inserted === undefined) throw new Error('the guest was not inserted');
        return inserted;
      });
      const [view] = await views([row]);
      if (view === undefined) throw new Error('the guest was not found');
      return view;
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
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
