// Writes a household's answer to its seats: the names the guest gives open seats, each person's diet
// and per-person answers, and who attends which event eating what. Runs in the caller's transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
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
  // Whether the answer renames the seat: it gives a name (or clears one) and the seat is open or
  // named by the guest. Every expression of the SET reads the row as it was.
  const renames = sql.raw('v.rename and (m.first_name is null or m.named_by_guest)');
  // One statement for the whole household, one parameter however many seats; only seats of this
  // guest (a seat dropped meanwhile by a lower maximum is simply gone).
  await tx.execute(sql`
    update guest_members m set diet = v.diet, answers = v.answers,
      first_name = case when ${renames} then v.first_name else m.first_name end,
      last_name = case when ${renames} then v.last_name else m.last_name end,
      is_child = case when ${renames} then v.is_child else m.is_child end,
      named_by_guest = case when ${renames} then not v.clear else m.named_by_guest end,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id integer, diet text,
      answers jsonb, rename boolean, clear boolean, first_name text, last_name text,
      is_child boolean)
    where m.id = v.id and m.guest_id = ${guestId}`);
  const owned = await tx
    .select({ id: guestMembers.id })
    .from(guestMembers)
    .where(
      and(
        eq(guestMembers.guestId, guestId),
        inArray(
          guestMembers.id,
          rows.map((row) => row.id),
        ),
      ),
    );
  const ownedIds = new Set(owned.map((row) => row.id));
  if (ownedIds.size === 0) return;
  await tx.delete(memberEventAnswers).where(inArray(memberEventAnswers.memberId, [...ownedIds]));
  const answerRows = seats
    .filter((seat) => ownedIds.has(seat.id))
    .flatMap((seat) => seat.events.map((event) => ({ memberId: seat.id, ...event })));
  if (answerRows.length > 0) await tx.insert(memberEventAnswers).values(answerRows);
}
