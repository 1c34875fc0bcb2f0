import { and, asc, count, eq, getTableColumns, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/text-search.ts';
import { GUEST_STATUSES, type GuestFilter, type GuestStatus } from '@convite/rules/guest-status';
import { eventGuests } from '../../db/schema/content.ts';
import { guests, type GuestRow } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { membersJsonSql, type HouseholdMemberJson } from '../households/households.service.ts';
import { newGuestRow, withFreshCodes } from './guest-codes.ts';
import { claimRoom } from './guest-room.ts';
import type { GuestView } from './guest-dto.ts';
import { eventHeadCounts, type EventHeadCount } from './guest-head-count.ts';
import type { NamedMember } from './guest-members.ts';
import { arrangeSeats, nameNewSeats, recountAnswer, type SeatRefusal } from './guest-seats.ts';
import { guestSearchName, searchKey, type GuestFields } from './guest-values.ts';
import {
  filterCondition,
  reachedAnswer,
  reachedOpened,
  reachedSent,
  statusCondition,
} from './guest-status-sql.ts';

export type GuestFunnel = { invitations: number; sent: number; opened: number; answered: number };

export type { EventHeadCount } from './guest-head-count.ts';

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

/**
 * The household's seats of the guest row being read (HouseholdMember in the contract), as a column
 * of the statement that reads the row: one subquery per row, never a statement per guest. The row's
 * id is named in full: drizzle writes a one-table select's columns unqualified, and the subquery
 * would read "id" as its own table's.
 */
export const guestMembersSql = sql<HouseholdMemberJson[]>`${sql.raw(
  membersJsonSql('"guests"."id"'),
)}`;

/** A guest row as the API reads it: every column and its household's seats. */
export const guestWithMembers = { ...getTableColumns(guests), members: guestMembersSql };

type GuestRowWithMembers = GuestRow & { members: HouseholdMemberJson[] };

/** What a write to one guest refused (nothing saved), or that it saved. */
export type GuestWriteResult = { kind: 'saved' } | SeatRefusal;

/** Rolls the guest's write back when its seats cannot be arranged. */
class SeatsRefused extends Error {
  constructor(readonly refusal: SeatRefusal) {
    super(`the seats were not arranged: ${refusal.kind}`);
  }
}

/** The wedding's guests, or only those a filter of the list shows. */
const ofWedding = (weddingId: number, filter?: GuestFilter) =>
  and(eq(guests.weddingId, weddingId), filter === undefined ? undefined : filterCondition(filter));

/** The guest list's orders besides the default (oldest first); a tie keeps the oldest first. */
export type GuestSort = 'name' | 'status' | 'lastOpened';

/** A status's place in the funnel's order (GUEST_STATUSES), as SQL. */
const statusRank = sql`case ${sql.join(
  GUEST_STATUSES.map(
    (status, index) => sql`when ${statusCondition(status)} then ${sql.raw(String(index))}`,
  ),
  sql` `,
)} end`;

/** The ORDER BY of a sort: by name (searchName: no case, no accents), status or latest opening. */
function orderOf(sort?: GuestSort): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(guests.searchName), asc(guests.id)];
    case 'status':
      return [asc(statusRank), asc(guests.id)];
    case 'lastOpened':
      return [sql`${guests.lastOpenedAt} desc nulls last`, asc(guests.id)];
    default:
      return [asc(guests.id)];
  }
}

/** Sums over the guests of a query, as numbers (sum of an empty set is 0). */
const sumOf = (value: SQL, where: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);
const countOf = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** The summary's count of each status, as `status_<status>` columns. */
const statusCounts = Object.fromEntries(
  GUEST_STATUSES.map((status) => [`status_${status}`, countOf(statusCondition(status))]),
) as Record<`status_${GuestStatus}`, SQL<number>>;

export function createGuestsRepository(db: Db) {
  /**
   * The rows (read with their seats, guestWithMembers) as the API shows them: with the wedding's slug
   * and the exclusive events.
   */
  async function views(rows: readonly GuestRowWithMembers[]): Promise<GuestView[]> {
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

  async function find(id: number): Promise<GuestView | null> {
    const [row] = await db.select(guestWithMembers).from(guests).where(eq(guests.id, id)).limit(1);
    return row === undefined ? null : ((await views([row]))[0] ?? null);
  }

  return {
    views,

    find,

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
     * With a status, only the guests in it (guestStatus as SQL: guest-status-sql.ts); with a sort,
     * in that order (the page's rows are put back in it, since the IN list has none).
     */
    async page(
      weddingId: number,
      page: number,
      size: number,
      status?: GuestFilter,
      sort?: GuestSort,
    ): Promise<GuestView[]> {
      const order = orderOf(sort);
      const ids = db
        .select({ id: guests.id })
        .from(guests)
        .where(ofWedding(weddingId, status))
        .orderBy(...order)
        .limit(size)
        .offset((page - 1) * size);
      const rows = await db
        .select(guestWithMembers)
        .from(guests)
        .where(inArray(guests.id, ids))
        .orderBy(...order);
      return views(rows);
    },

    /** Guests whose name and last name contain the text, ignoring case and accents. */
    async search(weddingId: number, text: string, limit: number): Promise<GuestView[]> {
      const rows = await db
        .select(guestWithMembers)
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

    /** The counts, the funnel and each event's head count (guest-head-count.ts). */
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
      const eventRows = await eventHeadCounts(db, weddingId);
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

    /**
     * The guest and its household: the named people take its first seats, the others open. Throws
     * GuestLimitReachedError, saving nothing, when the wedding already has `limit` guests.
     */
    async insert(
      weddingId: number,
      fields: GuestFields,
      members: readonly NamedMember[] = [],
      limit: number | null = null,
    ): Promise<GuestView> {
      const id = await withFreshCodes(() =>
        db.transaction(async (tx) => {
          await claimRoom(tx, weddingId, 1, limit);
          // The trigger gives the new guest its open seats in the same statement.
          const [inserted] = await tx
            .insert(guests)
            .values(newGuestRow(weddingId, fields))
            .returning({ id: guests.id });
          if (inserted === undefined) throw new Error('the guest was not inserted');
          await nameNewSeats(tx, [{ guestId: inserted.id, members }]);
          return inserted.id;
        }),
      );
      const view = await find(id);
      if (view === null) throw new Error('the guest was not found');
      return view;
    },

    /**
     * The couple's fields, and with `members` its named people, in one transaction: the seats are
     * arranged first (guest-seats.ts), so a refusal (a seat not of this guest, a maximum below the
     * named people) saves nothing. An answered guest whose attending seat was cleared or dropped is
     * counted again.
     */
    async update(
      id: number,
      fields: Partial<GuestFields> & { sent?: boolean },
      members?: readonly NamedMember[],
    ): Promise<GuestWriteResult> {
      try {
        await db.transaction(async (tx) => {
          // The row lock also holds off a guest's answer naming a seat meanwhile.
          const [current] = await tx
            .select({
              name: guests.name,
              lastName: guests.lastName,
              maxGuestsAllowed: guests.maxGuestsAllowed,
              confirmation: guests.confirmation,
            })
            .from(guests)
            .where(eq(guests.id, id))
            .for('update');
          if (current === undefined) return;
          const name = fields.name ?? current.name;
          const lastName = fields.lastName !== undefined ? fields.lastName : current.lastName;
          const write = () =>
            tx
              .update(guests)
              .set({ ...fields, searchName: guestSearchName(name, lastName) })
              .where(eq(guests.id, id));
          const max = fields.maxGuestsAllowed ?? current.maxGuestsAllowed;
          if (members === undefined && max === current.maxGuestsAllowed) {
            await write();
            return;
          }
          // A higher maximum first (its new open seats can then be named), a lower one last (the
          // trigger drops the open seats the arrangement put at the end).
          const raising = max > current.maxGuestsAllowed;
          if (raising) await write();
          const arranged = await arrangeSeats(tx, id, {
            max,
            ...(members === undefined ? {} : { members }),
          });
          if (arranged.kind !== 'arranged') throw new SeatsRefused(arranged);
          if (!raising) await write();
          if (arranged.lostAttendance && current.confirmation !== null) await recountAnswer(tx, id);
        });
        return { kind: 'saved' };
      } catch (error) {
        if (error instanceof SeatsRefused) return error.refusal;
        throw error;
      }
    },

    async delete(id: number): Promise<void> {
      await db.delete(guests).where(eq(guests.id, id));
    },
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
