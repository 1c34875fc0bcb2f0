// Where the household's people sit: the couple's named people take the invitation's first seats in
// their order, the other seats stay open. Migration 0019's triggers keep exactly maxGuestsAllowed
// seats (adding open ones at the end, dropping the open ones at the end); what is here runs in the
// caller's transaction, before the guest's new maximum is written, so the seats the trigger drops
// are the right ones.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { seatMayAttendSql } from '../households/households.service.ts';
import type { NamedMember } from './guest-members.ts';

/** Positions move out of the way by this much before they are set (a seat's place is unique). */
const POSITION_SHIFT = 1000;

/** What arranging the seats refused, nothing written. */
export type SeatRefusal =
  /** A person's id is not one of this guest's seats (or is given twice). */
  | { kind: 'unknownMember' }
  /** The new maximum is below the people named (who stay when `members` is not given). */
  | { kind: 'belowNamed'; named: number };

type StoredSeat = {
  id: number;
  position: number;
  named: boolean;
  /** Whether the seat attends some event (a guest's answer, maybe for an open seat). */
  attends: boolean;
};

/** A seat's place and what happens to its name: a person's, cleared, or left as it is. */
type Placement = {
  id: number;
  position: number;
  person: NamedMember | null;
  clear: boolean;
};

/** The new names of freshly inserted guests' seats: the people of each take positions 1, 2… */
export async function nameNewSeats(
  tx: Db,
  households: readonly { guestId: number; members: readonly NamedMember[] }[],
): Promise<void> {
  const rows = households.flatMap(({ guestId, members }) =>
    members.map((member, index) => ({
      guest_id: guestId,
      position: index + 1,
      first_name: member.firstName,
      last_name: member.lastName,
      is_child: member.isChild,
    })),
  );
  if (rows.length === 0) return;
  // One parameter, however many households an import names (a statement allows 65,535).
  await tx.execute(sql`
    update guest_members m set first_name = v.first_name, last_name = v.last_name,
      is_child = v.is_child, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(guest_id integer, position integer, first_name text, last_name text, is_child boolean)
    where m.guest_id = v.guest_id and m.position = v.position`);
}

function storedSeats(tx: Db, guestId: number): Promise<StoredSeat[]> {
  return tx
    .select({
      id: guestMembers.id,
      position: guestMembers.position,
      named: sql<boolean>`${guestMembers.firstName} is not null`,
      attends: sql<boolean>`exists (select 1 from ${memberEventAnswers} a
        where a.member_id = "guest_members"."id" and a.attending)`,
    })
    .from(guestMembers)
    .where(eq(guestMembers.guestId, guestId))
    .orderBy(asc(guestMembers.position));
}

/** Open seats that attend something first, then by place: the ones a lower maximum drops go last. */
const byKeeping = (a: StoredSeat, b: StoredSeat) =>
  Number(b.attends) - Number(a.attends) || a.position - b.position;

/**
 * The seats in their new order. With `members`: the people's seats in order (a seat given by id
 * keeps its answers; a new person takes an open seat, the seats opened again last), then the open
 * seats. Without: the named seats, then the open ones (those attending something first).
 */
function placements(
  seats: readonly StoredSeat[],
  members: readonly NamedMember[] | undefined,
): Placement[] | SeatRefusal {
  if (members === undefined) {
    const order = [
      ...seats.filter((seat) => seat.named),
      ...seats.filter((seat) => !seat.named).sort(byKeeping),
    ];
    return order.map((seat, index) => ({
      id: seat.id,
      position: index + 1,
      person: null,
      clear: false,
    }));
  }
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const given = members.flatMap((member) => (member.id === undefined ? [] : [member.id]));
  if (new Set(given).size !== given.length || given.some((id) => !byId.has(id))) {
    return { kind: 'unknownMember' };
  }
  const kept = new Set(given);
  // A named seat left out is opened again; a new person takes an open seat (one opened again last).
  const opened = seats.filter((seat) => !kept.has(seat.id) && seat.named);
  const free = [
    ...seats.filter((seat) => !kept.has(seat.id) && !seat.named).sort(byKeeping),
    ...opened,
  ];
  const cleared = new Set(opened.map((seat) => seat.id));
  const taken: { seat: StoredSeat; person: NamedMember }[] = [];
  for (const member of members) {
    const seat = member.id === undefined ? free.shift() : byId.get(member.id);
    // Never: the service checks the people fit the maximum, and there are as many seats.
    if (seat === undefined) return { kind: 'belowNamed', named: members.length };
    taken.push({ seat, person: member });
  }
  return [
    ...taken.map(({ seat, person }) => ({ seat, person })),
    ...free.map((seat) => ({ seat, person: null })),
  ].map(({ seat, person }, index) => ({
    id: seat.id,
    position: index + 1,
    person,
    clear: cleared.has(seat.id),
  }));
}

/**
 * Arranges the guest's seats for its new maximum and, when given, its named people: the people
 * take the first seats, a named seat left out is opened again (its name, diet and answers cleared,
 * its event answers deleted), the others stay open. Refuses (nothing written) a person's id that is
 * not one of the guest's seats and a maximum below the people named. Call it in the transaction that
 * then writes the guest's maximum (the trigger then adds or drops open seats at the end).
 * `lostAttendance` tells whether a seat that attended something was cleared or will be dropped.
 */
export async function arrangeSeats(
  tx: Db,
  guestId: number,
  change: { max: number; members?: readonly NamedMember[] },
): Promise<SeatRefusal | { kind: 'arranged'; lostAttendance: boolean }> {
  const seats = await storedSeats(tx, guestId);
  const named = change.members?.length ?? seats.filter((seat) => seat.named).length;
  if (named > change.max) return { kind: 'belowNamed', named };
  // Nothing to name and no seat to drop: the seats stay as they are.
  if (change.members === undefined && change.max >= seats.length) {
    return { kind: 'arranged', lostAttendance: false };
  }
  const placed = placements(seats, change.members);
  if (!Array.isArray(placed)) return placed;
  const attends = new Set(seats.filter((seat) => seat.attends).map((seat) => seat.id));
  const lostAttendance = placed.some(
    (seat) => attends.has(seat.id) && (seat.clear || seat.position > change.max),
  );
  const cleared = placed.filter((seat) => seat.clear).map((seat) => seat.id);
  if (cleared.length > 0) {
    await tx.delete(memberEventAnswers).where(inArray(memberEventAnswers.memberId, cleared));
  }
  const rows = placed.map((seat) => ({
    id: seat.id,
    position: seat.position,
    named: seat.person !== null,
    clear: seat.clear,
    first_name: seat.person?.firstName ?? null,
    last_name: seat.person?.lastName ?? null,
    is_child: seat.person?.isChild ?? false,
  }));
  await tx
    .update(guestMembers)
    .set({ position: sql`${guestMembers.position} + ${POSITION_SHIFT}` })
    .where(eq(guestMembers.guestId, guestId));
  await tx.execute(sql`
    update guest_members m set
      position = v.position,
      first_name = case when v.named then v.first_name when v.clear then null else m.first_name end,
      last_name = case when v.named then v.last_name when v.clear then null else m.last_name end,
      is_child = case when v.named then v.is_child when v.clear then false else m.is_child end,
      named_by_guest = case when v.named or v.clear then false else m.named_by_guest end,
      diet = case when v.clear then null else m.diet end,
      answers = case when v.clear then '{}'::jsonb else m.answers end,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id integer, position integer,
      named boolean, clear boolean, first_name text, last_name text, is_child boolean)
    where m.id = v.id and m.guest_id = ${guestId}`);
  return { kind: 'arranged', lostAttendance };
}

/**
 * An answered guest's head count after the couple cleared or dropped seats that attended: the
 * people who attend at least one event of the invitation (as a guest's answer counts them,
 * householdTotals of @convite/rules/households); nobody left attending is a "no" (without a head
 * count, as a guest's "no" is stored).
 */
export async function recountAnswer(tx: Db, guestId: number): Promise<void> {
  await tx.execute(sql`
    update guests g set confirmed_guests = nullif(c.people, 0), confirmation = c.people > 0
    from (
      select count(*)::int as people from guest_members m
      where m.guest_id = ${guestId} and exists (
        select 1 from member_event_answers a join events e on e.id = a.event_id
        where a.member_id = m.id and a.attending and ${sql.raw(seatMayAttendSql('m.guest_id'))})
    ) c
    where g.id = ${guestId} and g.confirmation is not null`);
}
