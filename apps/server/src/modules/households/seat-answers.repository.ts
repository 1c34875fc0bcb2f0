// Writes a household's answer to its seats: the names the guest gives open seats, each person's diet
// and per-person answers, and who attends which event eating what. Runs in the caller's transaction.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { QuestionAnswers, SeatEventAnswer } from '@convite/rules/households';

/**
 * What an answer writes to one seat: the name the guest gives it (null: the seat opened again;
 * undefined: its name left as it is), the person's diet and answers, its events' answers.
 */
export type SeatAnswerValues = {
  id: number;
  name?: { firstName: string; lastName: string | null; isChild: boolean } | null;
  diet: string | null;
  answers: QuestionAnswers;
  events: SeatEventAnswer[];
};

/** The seats' values and their events' answers as the two JSON parameters `seatAnswersSql` reads. */
export function seatAnswerParams(seats: readonly SeatAnswerValues[]): {
  seats: string;
  events: string;
} {
  const rows = seats.map((seat) => ({
    id: seat.id,
    diet: seat.diet,
    answers: seat.answers,
    // A guest names an open seat, or corrects a name they gave (`clear`: the seat opens again); a
    // name the couple gave stays theirs, whatever the answer says.
    rename: seat.name !== undefined,
    clear: seat.name === null,
    first_name: seat.name?.firstName ?? null,
    last_name: seat.name?.lastName ?? null,
    is_child: seat.name?.isChild ?? false,
  }));
  const events = seats.flatMap((seat) =>
    seat.events.map((event) => ({
      member_id: seat.id,
      event_id: event.eventId,
      attending: event.attending,
      meal_option_id: event.mealOptionId,
    })),
  );
  return { seats: JSON.stringify(rows), events: JSON.stringify(events) };
}

/**
 * The common table expressions that write a household's answer (`updated`: the ids of the seats
 * written; `given`: their events' answers as they now are; `dropped`; `upserted`), for a
 * statement of the caller's: `guestId`, `seats` and `events` are SQL (values or placeholders, the
 * last two JSON text from `seatAnswerParams`), `onlyIf` a condition the seats are written under.
 * Whether the answer renames the seat: it gives a name (or clears one) and the seat is open or
 * named by the guest. Every expression of the SET reads the row as it was. The seats of this guest
 * only (a seat dropped meanwhile by a lower maximum is simply gone), then their events' answers, the
 * ones no longer given deleted and the others written over (distinct rows, so the statement's parts
 * never touch the same one). An event or a meal deleted since the answer was checked is left out
 * (the table has no keys to them: migration 0029 says how a delete and this write meet).
 */
export function seatAnswersSql(
  guestId: SQLWrapper,
  seats: SQLWrapper,
  events: SQLWrapper,
  onlyIf: SQLWrapper = sql`true`,
): SQL {
  const renames = sql.raw('v.rename and (m.first_name is null or m.named_by_guest)');
  return sql`updated as (
      update guest_members m set diet = v.diet, answers = v.answers,
        first_name = case when ${renames} then v.first_name else m.first_name end,
        last_name = case when ${renames} then v.last_name else m.last_name end,
        is_child = case when ${renames} then v.is_child else m.is_child end,
        named_by_guest = case when ${renames} then not v.clear else m.named_by_guest end,
        updated_at = now()
      from jsonb_to_recordset(${seats}::jsonb) as v(id integer, diet text,
        answers jsonb, rename boolean, clear boolean, first_name text, last_name text,
        is_child boolean)
      where m.id = v.id and m.guest_id = ${guestId} and ${onlyIf}
      returning m.id
    ),
    given as (
      select e.member_id, e.event_id, e.attending,
        (select o.id from event_meal_options o
          where o.id = e.meal_option_id and o.event_id = e.event_id) as meal_option_id
      from jsonb_to_recordset(${events}::jsonb) as e(member_id integer,
        event_id integer, attending boolean, meal_option_id integer)
      where e.member_id in (select id from updated)
        and exists (select 1 from events ev where ev.id = e.event_id)
    ),
    dropped as (
      delete from member_event_answers a
      where a.member_id in (select id from updated)
        and not exists (
          select 1 from given g where g.member_id = a.member_id and g.event_id = a.event_id
        )
    ),
    upserted as (
      insert into member_event_answers (member_id, event_id, attending, meal_option_id)
      select member_id, event_id, attending, meal_option_id from given
      on conflict (member_id, event_id) do update
        set attending = excluded.attending, meal_option_id = excluded.meal_option_id
    )`;
}

export async function writeSeatAnswers(
  tx: Db,
  guestId: number,
  seats: readonly SeatAnswerValues[],
): Promise<void> {
  if (seats.length === 0) return;
  const params = seatAnswerParams(seats);
  // One statement for the whole household (one round trip, two parameters however many seats).
  await tx.execute(
    sql`with ${seatAnswersSql(sql`${guestId}`, sql`${params.seats}`, sql`${params.events}`)} select 1`,
  );
}
