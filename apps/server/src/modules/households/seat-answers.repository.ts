// Writes a household's answer to its seats: the names the guest gives open seats, each person's diet
// and per-person answers, and who attends which event eating what. Runs in the caller's transaction.
import { sql } from 'drizzle-orm';
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

export async function writeSeatAnswers(
  tx: Db,
  guestId: number,
  seats: readonly SeatAnswerValues[],
): Promise<void> {
  if (seats.length === 0) return;
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
  // Whether the answer renames the seat: it gives a name (or clears one) and the seat is open or
  // named by the guest. Every expression of the SET reads the row as it was.
  const renames = sql.raw('v.rename and (m.first_name is null or m.named_by_guest)');
  // One statement for the whole household (one round trip, two parameters however many seats):
  // the seats of this guest (a seat dropped meanwhile by a lower maximum is simply gone), then
  // their events' answers, the ones no longer given deleted and the others written over (distinct
  // rows, so the statement's parts never touch the same one).
  await tx.execute(sql`
    with updated as (
      update guest_members m set diet = v.diet, answers = v.answers,
        first_name = case when ${renames} then v.first_name else m.first_name end,
        last_name = case when ${renames} then v.last_name else m.last_name end,
        is_child = case when ${renames} then v.is_child else m.is_child end,
        named_by_guest = case when ${renames} then not v.clear else m.named_by_guest end,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id integer, diet text,
        answers jsonb, rename boolean, clear boolean, first_name text, last_name text,
        is_child boolean)
      where m.id = v.id and m.guest_id = ${guestId}
      returning m.id
    ),
    given as (
      select e.member_id, e.event_id, e.attending, e.meal_option_id
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(member_id integer,
        event_id integer, attending boolean, meal_option_id integer)
      where e.member_id in (select id from updated)
    ),
    dropped as (
      delete from member_event_answers a
      where a.member_id in (select id from updated)
        and not exists (
          select 1 from given g where g.member_id = a.member_id and g.event_id = a.event_id
        )
    )
    insert into member_event_answers (member_id, event_id, attending, meal_option_id)
    select member_id, event_id, attending, meal_option_id from given
    on conflict (member_id, event_id) do update
      set attending = excluded.attending, meal_option_id = excluded.meal_option_id`);
}
