import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { arrivalEvents, doorHelpers, type DoorHelperRow } from '../../db/schema/door.ts';

export type { DoorHelperRow };
import { weddings } from '../../db/schema/weddings.ts';
import { seatMayAttendSql } from '../households/households.service.ts';

/** A person of the wedding as the door sees them, household by household in list order. */
export type DoorPersonRow = {
  guestId: number;
  guestName: string;
  guestLastName: string | null;
  maxGuestsAllowed: number;
  memberId: number;
  firstName: string | null;
  lastName: string | null;
  isChild: boolean;
  namedByGuest: boolean;
  tableName: string | null;
  /** Null while the household has not answered. */
  attending: boolean | null;
};

export type ArrivalRow = { memberId: number; arrivedAt: Date };

export type TableArrivalsRow = {
  tableId: number | null;
  name: string | null;
  expected: number;
  arrived: number;
};

/** An arrival as a phone recorded it. */
export type ArrivalToSave = { id: string; memberId: number; at: Date };

/** The helper's wedding: what a door session needs to know of it. */
export type HelperWedding = {
  helperId: number;
  helperName: string;
  weddingId: number;
  weddingName: string;
  date: Date;
};

/** A person named is not of the helper's wedding (another wedding's, or removed meanwhile). */
export class NotOfWeddingError extends Error {
  constructor() {
    super("a person who is not of the helper's wedding");
    this.name = 'NotOfWeddingError';
  }
}

/** Whether member `m` of guest `g` says yes to an event their invitation includes. */
const attendsSql = sql.raw(`exists (
  select 1 from member_event_answers a join events e on e.id = a.event_id
  where a.member_id = m.id and a.attending and ${seatMayAttendSql('g.id')})`);

/** Each member's arrival: the earliest event any helper recorded for them. */
const firstArrivals = (weddingId: number) => sql`
  select a.member_id, min(a.arrived_at) as arrived_at
  from arrival_events a
  join guest_members m on m.id = a.member_id
  join guests g on g.id = m.guest_id
  where g.wedding_id = ${weddingId}
  group by a.member_id`;

export function createDoorRepository(db: Db) {
  const helperWedding = db
    .select({
      helperId: doorHelpers.id,
      helperName: doorHelpers.name,
      weddingId: weddings.id,
      weddingName: weddings.name,
      date: weddings.date,
    })
    .from(doorHelpers)
    .innerJoin(weddings, eq(weddings.id, doorHelpers.weddingId));

  async function arrivalsOf(weddingId: number): Promise<ArrivalRow[]> {
    const result = await db.execute(sql`
      select member_id as "memberId", arrived_at as "arrivedAt"
      from (${firstArrivals(weddingId)}) first_arrivals
      order by arrived_at, member_id`);
    return rowsOf<{ memberId: number; arrivedAt: Date | string }>(result).map((row) => ({
      memberId: row.memberId,
      arrivedAt: new Date(row.arrivedAt),
    }));
  }

  return {
    helpersOf(weddingId: number): Promise<DoorHelperRow[]> {
      return db
        .select()
        .from(doorHelpers)
        .where(eq(doorHelpers.weddingId, weddingId))
        .orderBy(asc(doorHelpers.createdAt), asc(doorHelpers.id));
    },

    async countHelpers(weddingId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(doorHelpers)
        .where(eq(doorHelpers.weddingId, weddingId));
      return row?.n ?? 0;
    },

    async addHelper(weddingId: number, name: string, key: string): Promise<DoorHelperRow> {
      const [row] = await db.insert(doorHelpers).values({ weddingId, name, key }).returning();
      if (row === undefined) throw new Error('the door helper was not stored');
      return row;
    },

    /** Whether the wedding had the helper (and now has not). */
    async removeHelper(weddingId: number, helperId: number): Promise<boolean> {
      const removed = await db
        .delete(doorHelpers)
        .where(and(eq(doorHelpers.id, helperId), eq(doorHelpers.weddingId, weddingId)))
        .returning({ id: doorHelpers.id });
      return removed.length > 0;
    },

    async helperByKey(key: string): Promise<HelperWedding | undefined> {
      const [row] = await helperWedding.where(eq(doorHelpers.key, key));
      return row;
    },

    async helperById(helperId: number): Promise<HelperWedding | undefined> {
      const [row] = await helperWedding.where(eq(doorHelpers.id, helperId));
      return row;
    },

    /** Every member of every household of the wedding, with their table and whether they come. */
    async people(weddingId: number): Promise<DoorPersonRow[]> {
      const result = await db.execute(sql`
        select g.id as "guestId", g.name as "guestName", g.last_name as "guestLastName",
          g.max_guests_allowed as "maxGuestsAllowed", m.id as "memberId",
          m.first_name as "firstName", m.last_name as "lastName", m.is_child as "isChild",
          m.named_by_guest as "namedByGuest", t.name as "tableName",
          case when g.confirmation is null then null else ${attendsSql} end as "attending"
        from guests g
        join guest_members m on m.guest_id = g.id
        left join wedding_tables t on t.id = m.table_id
        where g.wedding_id = ${weddingId}
        order by g.id, m.first_name is null, m.position`);
      return rowsOf<DoorPersonRow>(result);
    },

    arrivals: arrivalsOf,

    /**
     * Stores the events not seen before (an id seen before changes nothing), each at the phone's
     * time or now if that is later than now, after checking in the same statement that every person
     * is the wedding's: NotOfWeddingError, storing nothing, otherwise.
     */
    async record(weddingId: number, helperId: number, events: readonly ArrivalToSave[]) {
      const memberIds = [...new Set(events.map((event) => event.memberId))];
      await db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          select count(*)::int as n from guest_members m join guests g on g.id = m.guest_id
          where g.wedding_id = ${weddingId}
            and m.id = any(${`{${memberIds.join(',')}}`}::int[])`);
        if (rowsOf<{ n: number }>(result)[0]?.n !== memberIds.length) {
          throw new NotOfWeddingError();
        }
        await tx
          .insert(arrivalEvents)
          .values(
            events.map((event) => ({
              id: event.id,
              memberId: event.memberId,
              helperId,
              arrivedAt: sql`least(${event.at.toISOString()}::timestamptz, now())`,
            })),
          )
          .onConflictDoNothing({ target: arrivalEvents.id });
      });
      return arrivalsOf(weddingId);
    },

    /** People expected (attending) and arrived per table in order, then the unseated. */
    async countsByTable(weddingId: number): Promise<TableArrivalsRow[]> {
      const result = await db.execute(sql`
        with people as (
          select m.id, m.table_id, ${attendsSql} as attending
          from guest_members m join guests g on g.id = m.guest_id
          where g.wedding_id = ${weddingId}
        ),
        arrived as (${firstArrivals(weddingId)})
        select t.id as "tableId", t.name, t.position,
          count(p.id) filter (where p.attending)::int as expected,
          count(a.member_id)::int as arrived
        from wedding_tables t
        left join people p on p.table_id = t.id
        left join arrived a on a.member_id = p.id
        where t.wedding_id = ${weddingId}
        group by t.id, t.name, t.position
        union all
        select null, null, null,
          count(p.id) filter (where p.attending)::int,
          count(a.member_id)::int
        from people p left join arrived a on a.member_id = p.id
        where p.table_id is null
        order by position nulls last, "tableId"`);
      return rowsOf<TableArrivalsRow>(result);
    },
  };
}

export type DoorRepository = ReturnType<typeof createDoorRepository>;
