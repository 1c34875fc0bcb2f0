// Each event's head count for the summary, counted over the households' seats in a few set-based
// statements whatever the wedding's size (never a statement per guest or per event):
// - the seats each event's invitations hold, answered or not (an exclusive event's invitations are
//   those assigned to it, any other event's every invitation; an adults-only event leaves children
//   out): a wedding's seats are its invitations' maxima (migration 0019 keeps one seat per place);
// - the people attending each event (a seat's answer at an event its invitation includes and the
//   person may attend, seatMayAttendSql), by child or adult, meal and whether the invitation
//   answered, and their diets.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { eventMealOptions, guestMembers } from '../../db/schema/households.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { seatMayAttendSql } from '../households/households.service.ts';

export type MealCount = { mealOptionId: number; name: string; count: number };
export type DietCount = { diet: string; count: number };

/** People at one event (EventHeadCount in the contract). */
export type EventHeadCount = {
  eventId: number;
  name: string;
  isExclusive: boolean;
  /** The people who said they come to it. */
  attending: number;
  /** The seats of invitations that answered, not coming to it. */
  declined: number;
  /** The seats of invitations that have not answered. */
  pending: number;
  adults: number;
  children: number;
  /** Per meal option, in menu order. */
  meals: MealCount[];
  /** Attending without a meal chosen (0 when the event has no menu). */
  mealNotChosen: number;
  /** Attending people's diets, grouped ignoring case and surrounding blanks, most frequent first. */
  diets: DietCount[];
};

/** Seats of invitations, by whether they answered. */
type Seats = { answered: number; pending: number };
const NO_SEATS: Seats = { answered: 0, pending: 0 };

const minus = (a: Seats, b: Seats): Seats => ({
  answered: a.answered - b.answered,
  pending: a.pending - b.pending,
});

/** One JSON value read as one row (on PGlite decoding rows costs more than one json_agg). */
async function json<T>(query: PromiseLike<{ json: string | null }[]>, empty: T): Promise<T> {
  const [row] = await query;
  return row?.json == null ? empty : (JSON.parse(row.json) as T);
}

/** Every invitation's seats (and its children's) by answered or not, over the wedding's guests. */
async function weddingSeats(
  db: Db,
  weddingId: number,
  withChildren: boolean,
): Promise<{ seats: Seats; children: Seats }> {
  const answered = sql`${guests.confirmation} is not null`;
  const [seats] = await db
    .select({
      answered:
        sql<number>`coalesce(sum(${guests.maxGuestsAllowed}) filter (where ${answered}), 0)`.mapWith(
          Number,
        ),
      pending:
        sql<number>`coalesce(sum(${guests.maxGuestsAllowed}) filter (where not ${answered}), 0)`.mapWith(
          Number,
        ),
    })
    .from(guests)
    .where(eq(guests.weddingId, weddingId));
  if (!withChildren) return { seats: seats ?? NO_SEATS, children: NO_SEATS };
  const [children] = await db
    .select({
      answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where not ${answered})`.mapWith(Number),
    })
    .from(guestMembers)
    .innerJoin(guests, eq(guests.id, guestMembers.guestId))
    .where(and(eq(guests.weddingId, weddingId), eq(guestMembers.isChild, true)));
  return { seats: seats ?? NO_SEATS, children: children ?? NO_SEATS };
}

/** The seats (and, for an adults-only event, the children's) of each exclusive event's invitations. */
async function exclusiveSeats(
  db: Db,
  weddingId: number,
): Promise<Map<number, { seats: Seats; children: Seats }>> {
  const answered = sql`${guests.confirmation} is not null`;
  // The outer row's column is named in full: drizzle writes a one-table select's columns unqualified,
  // and a subquery would read "id" as its own table's.
  const childSeats = sql`(select count(*) from ${guestMembers} c
    where c.guest_id = "guests"."id" and c.is_child)`;
  const rows = await db
    .select({
      eventId: eventGuests.eventId,
      answered:
        sql<number>`coalesce(sum(${guests.maxGuestsAllowed}) filter (where ${answered}), 0)`.mapWith(
          Number,
        ),
      pending:
        sql<number>`coalesce(sum(${guests.maxGuestsAllowed}) filter (where not ${answered}), 0)`.mapWith(
          Number,
        ),
      childrenAnswered: sql<number>`coalesce(sum(${childSeats})
        filter (where ${events.onlyAdults} and ${answered}), 0)`.mapWith(Number),
      childrenPending: sql<number>`coalesce(sum(${childSeats})
        filter (where ${events.onlyAdults} and not ${answered}), 0)`.mapWith(Number),
    })
    .from(eventGuests)
    .innerJoin(events, eq(events.id, eventGuests.eventId))
    .innerJoin(guests, eq(guests.id, eventGuests.guestId))
    .where(and(eq(events.weddingId, weddingId), eq(events.isExclusive, true)))
    .groupBy(eventGuests.eventId);
  return new Map(
    rows.map((row) => [
      row.eventId,
      {
        seats: { answered: row.answered, pending: row.pending },
        children: { answered: row.childrenAnswered, pending: row.childrenPending },
      },
    ]),
  );
}

/** [event id, is child, meal option id, invitation answered, people] */
type AttendingGroup = [number, boolean, number | null, boolean, number];
/** [event id, diet as typed (trimmed), people] */
type DietGroup = [number, string, number];
/** [event id, is child, meal option id, answered, diet, people, grouped by diet] */
type Grouped = [
  number,
  boolean | null,
  number | null,
  boolean | null,
  string | null,
  number,
  boolean,
];

/**
 * The people attending each event of the wedding, grouped by child or adult, meal and answered,
 * and by diet: one statement, one pass over the attending seats (two grouping sets). Whether a
 * seat's invitation answered is a lookup in the wedding's answered invitations, hashed once (a
 * join to guests would be a probe per attending person: ~500 ms for 160,000 on PGlite).
 */
async function attendance(
  db: Db,
  weddingId: number,
): Promise<{ attending: AttendingGroup[]; diets: DietGroup[] }> {
  const groups = await json<Grouped[] | null>(
    db
      .select({
        json: sql<string>`(
          select json_agg(json_build_array(event_id, is_child, meal_option_id, answered, diet,
            people, by_diet))
          from (
            select event_id, is_child, meal_option_id, answered, diet, count(*)::int as people,
              grouping(diet) = 0 as by_diet
            from (
              select a.event_id, m.is_child, a.meal_option_id,
                m.guest_id in (select g.id from ${guests} g
                  where g.wedding_id = ${weddingId} and g.confirmation is not null) as answered,
                btrim(m.diet, E' \t\r\n') as diet
              from ${events} e
              join member_event_answers a on a.event_id = e.id and a.attending
              join guest_members m on m.id = a.member_id
              where e.wedding_id = ${weddingId} and ${sql.raw(seatMayAttendSql('m.guest_id'))}
            ) seats
            group by grouping sets ((event_id, is_child, meal_option_id, answered), (event_id, diet))
          ) grouped)::text`,
      })
      .from(weddings)
      .where(eq(weddings.id, weddingId)),
    null,
  );
  const attending: AttendingGroup[] = [];
  const diets: DietGroup[] = [];
  for (const [eventId, isChild, meal, answered, diet, people, byDiet] of groups ?? []) {
    if (!byDiet) attending.push([eventId, isChild === true, meal, answered === true, people]);
    else if (diet !== null && diet !== '') diets.push([eventId, diet, people]);
  }
  return { attending, diets };
}

/** How a diet's spelling reads: "Vegetariano" before "VEGETARIANO" before "vegetariano". */
function spellingOrder(a: string, b: string): number {
  const capital = (text: string) =>
    Number(text.charAt(0) !== text.charAt(0).toLocaleLowerCase('es-MX'));
  const capitals = (text: string) =>
    [...text].filter((char) => char !== char.toLocaleLowerCase('es-MX')).length;
  return capital(b) - capital(a) || capitals(a) - capitals(b) || a.localeCompare(b, 'es-MX');
}

/**
 * Diets grouped ignoring case (in JavaScript, whatever the database's collation): each group shown
 * as its most frequent spelling (the one that reads best of equally frequent ones), the most
 * frequent first.
 */
export function groupDiets(spellings: readonly { diet: string; count: number }[]): DietCount[] {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const { diet, count } of spellings) {
    const text = diet.trim();
    if (text === '') continue;
    const key = text.toLocaleLowerCase('es-MX');
    const group = groups.get(key) ?? { count: 0, spellings: new Map<string, number>() };
    group.count += count;
    group.spellings.set(text, (group.spellings.get(text) ?? 0) + count);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => {
      const [diet = ''] = [...group.spellings].sort(
        ([a, countA], [b, countB]) => countB - countA || spellingOrder(a, b),
      )[0] ?? [''];
      return { diet, count: group.count };
    })
    .sort((a, b) => b.count - a.count || a.diet.localeCompare(b.diet, 'es-MX'));
}

/** Each of the wedding's events' head count, in the invitation's order (by date). */
export async function eventHeadCounts(db: Db, weddingId: number): Promise<EventHeadCount[]> {
  const eventRows = await db
    .select({
      id: events.id,
      name: events.name,
      isExclusive: events.isExclusive,
      onlyAdults: events.onlyAdults,
      menu: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.position, o.id)
        from ${eventMealOptions} o where o.event_id = "events"."id"), '[]'::json)`,
    })
    .from(events)
    .where(eq(events.weddingId, weddingId))
    .orderBy(sql`${events.datetime} asc nulls last`, asc(events.id));
  if (eventRows.length === 0) return [];
  const [everyone, exclusive, { attending: attendingGroups, diets: dietGroups }] =
    await Promise.all([
      weddingSeats(
        db,
        weddingId,
        eventRows.some((event) => event.onlyAdults && !event.isExclusive),
      ),
      eventRows.some((event) => event.isExclusive)
        ? exclusiveSeats(db, weddingId)
        : new Map<number, { seats: Seats; children: Seats }>(),
      attendance(db, weddingId),
    ]);
  return eventRows.map((event) => {
    const invited = event.isExclusive
      ? (exclusive.get(event.id) ?? { seats: NO_SEATS, children: NO_SEATS })
      : everyone;
    const eligible = event.onlyAdults ? minus(invited.seats, invited.children) : invited.seats;
    const groups = attendingGroups.filter(([eventId]) => eventId === event.id);
    const people = (pick: (group: AttendingGroup) => boolean) =>
      groups.filter(pick).reduce((total, group) => total + group[4], 0);
    const attending = people(() => true);
    const meals = (typeof event.menu === 'string' ? JSON.parse(event.menu) : event.menu) as {
      id: number;
      name: string;
    }[];
    const mealCounts = meals.map((meal) => ({
      mealOptionId: meal.id,
      name: meal.name,
      count: people(([, , mealId]) => mealId === meal.id),
    }));
    const chosen = mealCounts.reduce((total, meal) => total + meal.count, 0);
    return {
      eventId: event.id,
      name: event.name,
      isExclusive: event.isExclusive,
      attending,
      declined: Math.max(0, eligible.answered - people(([, , , answered]) => answered)),
      pending: eligible.pending,
      adults: people(([, isChild]) => !isChild),
      children: people(([, isChild]) => isChild),
      meals: mealCounts,
      mealNotChosen: meals.length === 0 ? 0 : attending - chosen,
      diets: groupDiets(
        dietGroups
          .filter(([eventId]) => eventId === event.id)
          .map(([, diet, count]) => ({ diet, count })),
      ),
    };
  });
}
