// A household as a guest's answer leaves it, inserted straight into the database: its seats named
// (null: an open seat) and each seat's yes or no to one event.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { guests } from '../db/schema/guests.ts';
import { guestMembers, memberEventAnswers } from '../db/schema/households.ts';

export type HouseholdFixture = {
  weddingId: number;
  eventId: number;
  name: string;
  lastName?: string;
  /** One per seat: the first name, or null for an open seat. */
  names: readonly (string | null)[];
  /** One per seat: whether that person comes to the event (no answer at all when omitted). */
  attending?: readonly boolean[];
  /** Which seats are children (by first name). */
  children?: readonly string[];
};

let codes = 0;

/** Inserts the household; answers its seats' member ids in seat order. */
export async function insertHousehold(db: Db, household: HouseholdFixture): Promise<number[]> {
  const { attending } = household;
  codes += 1;
  const [guest] = await db
    .insert(guests)
    .values({
      weddingId: household.weddingId,
      name: household.name,
      code: `H${household.weddingId}X${codes}`.padEnd(8, 'Z'),
      maxGuestsAllowed: household.names.length,
      confirmation: attending === undefined ? null : attending.some(Boolean),
      confirmedGuests: attending === undefined ? null : attending.filter(Boolean).length || null,
    })
    .returning({ id: guests.id });
  if (guest === undefined) throw new Error('could not insert a household');
  const seats = await db
    .select({ id: guestMembers.id })
    .from(guestMembers)
    .where(eq(guestMembers.guestId, guest.id))
    .orderBy(asc(guestMembers.position));
  for (const [index, seat] of seats.entries()) {
    const first = household.names[index] ?? null;
    await db
      .update(guestMembers)
      .set({
        firstName: first,
        lastName: first === null ? null : (household.lastName ?? null),
        isChild: first !== null && (household.children ?? []).includes(first),
      })
      .where(eq(guestMembers.id, seat.id));
    if (attending !== undefined) {
      await db.insert(memberEventAnswers).values({
        memberId: seat.id,
        eventId: household.eventId,
        attending: attending[index] ?? false,
      });
    }
  }
  return seats.map((seat) => seat.id);
}
