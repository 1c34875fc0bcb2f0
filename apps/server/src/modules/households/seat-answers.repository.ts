// Writes a household's answer to its seats: the names the guest gives open seats, each person's diet
// and per-person answers, and who attends which event eating what. Runs in the caller's transaction.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
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
  const ids = seats.map((seat) => seat.id);
  for (const seat of seats) {
    const ofGuest = and(eq(guestMembers.id, seat.id), eq(guestMembers.guestId, guestId));
    await tx.update(guestMembers).set({ diet: seat.diet, answers: seat.answers }).where(ofGuest);
    // A guest names an open seat, or corrects a name they gave (null opens it again); a name the
    // couple gave stays theirs.
    if (seat.name !== undefined) {
      await tx
        .update(guestMembers)
        .set(
          seat.name === null
            ? { firstName: null, lastName: null, isChild: false, namedByGuest: false }
            : { ...seat.name, namedByGuest: true },
        )
        .where(
          and(ofGuest, or(isNull(guestMembers.firstName), eq(guestMembers.namedByGuest, true))),
        );
    }
  }
  // Only seats of this guest (a seat dropped meanwhile by a lower maximum is simply gone).
  const owned = await tx
    .select({ id: guestMembers.id })
    .from(guestMembers)
    .where(and(eq(guestMembers.guestId, guestId), inArray(guestMembers.id, ids)));
  const ownedIds = new Set(owned.map((row) => row.id));
  if (ownedIds.size === 0) return;
  await tx.delete(memberEventAnswers).where(inArray(memberEventAnswers.memberId, [...ownedIds]));
  const rows = seats
    .filter((seat) => ownedIds.has(seat.id))
    .flatMap((seat) => seat.events.map((event) => ({ memberId: seat.id, ...event })));
  if (rows.length > 0) await tx.insert(memberEventAnswers).values(rows);
}
