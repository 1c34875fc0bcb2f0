import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { weddingTables, type WeddingTableRow } from '../../db/schema/households.ts';
import { notKept, planListReplacement } from '../../content-kit/ordered-list.ts';
import { lockWeddingRow } from '../../content-kit/wedding-row-lock.ts';
import { seatMayAttendSql } from '../households/households.service.ts';

/** A table of a new list: `id` keeps a table of the wedding (and the people seated at it). */
export type TableToSave = { id?: number; name: string; seats: number };

/** A person and where they sit, from now on (null: nowhere). */
export type SeatToSave = { memberId: number; tableId: number | null };

/** A person of the wedding who attends something or sits at a table. */
export type PersonRow = {
  memberId: number;
  guestId: number;
  guestName: string;
  guestLastName: string | null;
  firstName: string | null;
  lastName: string | null;
  isChild: boolean;
  tableId: number | null;
  attending: boolean;
  /** The seat is the invitation's own person (standsForInvitation in @convite/rules/households). */
  standsForInvitation: boolean;
};

/** An id named is not the wedding's (another wedding's, or removed meanwhile). */
export class NotOfWeddingError extends Error {
  constructor(readonly what: 'table' | 'person') {
    super(`a ${what} that is not the wedding's`);
    this.name = 'NotOfWeddingError';
  }
}

export function createSeatingRepository(db: Db) {
  function tablesOf(tx: Db, weddingId: number): Promise<WeddingTableRow[]> {
    return tx
      .select()
      .from(weddingTables)
      .where(eq(weddingTables.weddingId, weddingId))
      .orderBy(asc(weddingTables.position), asc(weddingTables.id));
  }

  /**
   * The people who attend an event their invitation includes (as the counts per event read them),
   * or sit at a table, household by household in the order the guest list shows them.
   */
  async function peopleOf(tx: Db, weddingId: number): Promise<PersonRow[]> {
    const result = await tx.execute(sql`
      select "memberId", "guestId", "guestName", "guestLastName", "firstName", "lastName",
        "isChild", "tableId", "attending", "standsForInvitation"
      from (
        select m.id as "memberId", g.id as "guestId", g.name as "guestName",
          g.last_name as "guestLastName", m.first_name as "firstName", m.last_name as "lastName",
          m.is_child as "isChild", m.table_id as "tableId",
          exists (
            select 1 from member_event_answers a join events e on e.id = a.event_id
            where a.member_id = m.id and a.attending and ${sql.raw(seatMayAttendSql('g.id'))}
          ) as "attending",
          (row_number() over seats = 1
            and bool_and(m.first_name is null or m.named_by_guest) over (partition by g.id))
            as "standsForInvitation",
          row_number() over seats as "seatOrder"
        from guest_members m join guests g on g.id = m.guest_id
        where g.wedding_id = ${weddingId}
        window seats as (partition by g.id order by m.first_name is null, m.position)
      ) people
      where people."attending" or people."tableId" is not null
      order by people."guestId", people."seatOrder"`);
    return rowsOf<PersonRow>(result);
  }

  return {
    /** The wedding's tables in order, and its people who attend something or are seated. */
    async seating(weddingId: number) {
      return { tables: await tablesOf(db, weddingId), people: await peopleOf(db, weddingId) };
    },

    /**
     * Replaces the wedding's tables with `tables`, in their order, in one transaction: a table kept
     * by its id keeps its people, one left out is removed (its people are unseated by the foreign
     * key), one without an id is added. Throws NotOfWeddingError, writing nothing, for an id that
     * is not the wedding's.
     */
    async replaceTables(weddingId: number, tables: readonly TableToSave[]): Promise<void> {
      await db.transaction(async (tx) => {
        await lockWeddingRow(tx, weddingId);
        const plan = planListReplacement(await tablesOf(tx, weddingId), tables);
        if (plan === null) throw new NotOfWeddingError('table');
        await tx
          .delete(weddingTables)
          .where(
            and(eq(weddingTables.weddingId, weddingId), notKept(weddingTables.id, plan.keptIds)),
          );
        const added: (typeof weddingTables.$inferInsert)[] = [];
        for (const { item: table, position, kept } of plan.placed) {
          const values = { position, name: table.name, seats: table.seats };
          if (kept === undefined) {
            added.push({ weddingId, ...values });
          } else if (
            kept.position !== position ||
            kept.name !== table.name ||
            kept.seats !== table.seats
          ) {
            await tx.update(weddingTables).set(values).where(eq(weddingTables.id, kept.id));
          }
        }
        if (added.length > 0) await tx.insert(weddingTables).values(added);
      });
    },

    /**
     * Seats each person named at their table, in one statement, after checking in the same
     * transaction that every person and table is the wedding's (NotOfWeddingError otherwise, with
     * nothing written).
     */
    async seat(weddingId: number, seats: readonly SeatToSave[]): Promise<void> {
      await db.transaction(async (tx) => {
        await lockWeddingRow(tx, weddingId);
        const tableIds = [
          ...new Set(seats.flatMap((seat) => (seat.tableId === null ? [] : [seat.tableId]))),
        ];
        if (tableIds.length > 0) {
          const found = await tx
            .select({ id: weddingTables.id })
            .from(weddingTables)
            .where(
              and(eq(weddingTables.weddingId, weddingId), inArray(weddingTables.id, tableIds)),
            );
          if (found.length !== tableIds.length) throw new NotOfWeddingError('table');
        }
        const updated = await tx.execute(sql`
          update guest_members m set table_id = s."tableId", updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(seats)}::jsonb) as s("memberId" int, "tableId" int),
            guests g
          where m.id = s."memberId" and g.id = m.guest_id and g.wedding_id = ${weddingId}
          returning m.id`);
        if (rowsOf(updated).length !== seats.length) throw new NotOfWeddingError('person');
      });
    },
  };
}

export type SeatingRepository = ReturnType<typeof createSeatingRepository>;
