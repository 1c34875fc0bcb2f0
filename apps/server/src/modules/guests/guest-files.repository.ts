import { GUEST_EXPORT_FIELDS, type GuestExportField } from '@convite/rules/guest-columns';
import type { QuestionKind } from '@convite/rules/households';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests, type GuestRow } from '../../db/schema/guests.ts';
import { eventMealOptions, weddingQuestions } from '../../db/schema/households.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { seatMayAttendSql } from '../households/households.service.ts';
import { eventHeadCounts, type EventHeadCount } from './guest-head-count.ts';

/** A stored value as a JSON aggregate returns it: an instant as its ISO 8601 text. */
type AsJson<T> = T extends Date ? string : T;

/** A named person of a household as the export reads it, in the household's order. */
export type ExportMember = { firstName: string; lastName: string | null; isChild: boolean };

/**
 * A guest as the export reads it: the stored fields @convite/rules/guest-columns names, timestamps
 * as ISO 8601 text, its exclusive events, its household's named people and its answers to the
 * per-household questions.
 */
export type GuestExportRow = {
  id: number;
  eventIds: number[];
  members: ExportMember[];
  answers: Record<string, string>;
} & {
  [Field in GuestExportField]: AsJson<GuestRow[Field]>;
};

/** One of the couple's questions, as the export's columns show them. */
export type ExportQuestion = {
  id: number;
  prompt: string;
  kind: QuestionKind;
  perPerson: boolean;
};

/** An event of the wedding as the export's sheets show it, with its menu. */
export type ExportEvent = { id: number; name: string; mealOptions: { id: number; name: string }[] };

/** A person attending an event, as the event's sheet lists them. */
export type AttendingPerson = {
  guestName: string;
  guestLastName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The seat's place in its household (an open seat is shown by it). */
  position: number;
  isChild: boolean;
  mealOptionId: number | null;
  diet: string | null;
  answers: Record<string, string>;
  /** The seat is the invitation's own person (standsForInvitation): shown by the household's name. */
  standsForInvitation: boolean;
};

/**
 * A batch as the export reads it: one JSON array per field (the ids first, null for an empty
 * batch), the aggregates of a single pass over the rows, so the columns line up row by row.
 */
type ExportColumns = [ids: number[] | null, ...fields: unknown[][]];

/**
 * A guest's named people (in the household's order) as [first name, last name, child] arrays. The
 * row's id is named in full: drizzle writes a one-table select's columns unqualified, and the
 * subquery would read "id" as its own table's.
 */
const namedMembers = sql`(select json_agg(json_build_array(m.first_name, m.last_name, m.is_child)
  order by m.position) from guest_members m
  where m.guest_id = "guests"."id" and m.first_name is not null)`;

const EXPORT_COLUMNS = [
  guests.id,
  ...GUEST_EXPORT_FIELDS.map((field) => guests[field]),
  namedMembers,
  guests.answers,
];

/**
 * The last id of every export batch but the last one (which is left open: it takes the guests
 * added meanwhile). The first batch is small so that the sheet starts while the rest is read;
 * the batches then double up to `size`.
 */
export function batchEnds(ids: readonly number[], size: number): number[] {
  const ends: number[] = [];
  let batch = Math.max(1, Math.ceil(size / 8));
  for (let end = batch - 1; end < ids.length - 1; end += batch) {
    ends.push(ids[end] as number);
    batch = Math.min(size, batch * 2);
  }
  return ends;
}

/** The batch's guests in id order, each with its exclusive events. */
function exportRows(columns: ExportColumns, eventsOf: Map<number, number[]>): GuestExportRow[] {
  const [ids, ...fields] = columns;
  if (ids === null) return [];
  const people = fields[GUEST_EXPORT_FIELDS.length] as
    ([string, string | null, boolean][] | null)[] | undefined;
  const answers = fields[GUEST_EXPORT_FIELDS.length + 1] as Record<string, string>[] | undefined;
  const rows = ids.map((id, index) => {
    const row: Record<string, unknown> = {
      id,
      eventIds: eventsOf.get(id) ?? [],
      members: (people?.[index] ?? []).map(([firstName, lastName, isChild]) => ({
        firstName,
        lastName,
        isChild,
      })),
      answers: answers?.[index] ?? {},
    };
    GUEST_EXPORT_FIELDS.forEach((field, at) => {
      row[field] = fields[at]?.[index];
    });
    return row as GuestExportRow;
  });
  // The rows come in the table's order, nearly always already by id (then the sort is one pass).
  return rows.sort((a, b) => a.id - b.id);
}

/** What a guest's card on the QR sheet shows. */
export type QrCardGuest = { name: string; lastName: string | null; code: string };

export function createGuestFilesRepository(db: Db) {
  return {
    /**
     * Every guest's name and code (or only those of `ids`), in the list's order (oldest first):
     * the QR sheet's cards.
     */
    async qrCards(weddingId: number, ids?: readonly number[]): Promise<QrCardGuest[]> {
      return db
        .select({ name: guests.name, lastName: guests.lastName, code: guests.code })
        .from(guests)
        .where(
          and(
            eq(guests.weddingId, weddingId),
            ids === undefined ? undefined : inArray(guests.id, [...ids]),
          ),
        )
        .orderBy(asc(guests.id));
    },

    /**
     * The export's read: the wedding's guests in id order, about `size` at a time, only the columns
     * the sheet shows. Each batch comes back as one JSON value (one row, parsed natively) rather
     * than `size` rows of many fields: on PGlite decoding rows costs about as much as exceljs's write.
     * The batches are id ranges cut from the wedding's ids (one index walk): a keyset query with
     * LIMIT gets planned from the statistics, which lag after an import (PGlite never analyses), as
     * a scan of every remaining guest and a sort, once per batch. The exclusive-event links are read
     * once, and the next batch is asked for before this one is handed over (on PostgreSQL the
     * read overlaps the write).
     */
    async *exportBatches(weddingId: number, size: number): AsyncGenerator<GuestExportRow[]> {
      const json = async <T>(query: PromiseLike<{ json: string | null }[]>, empty: T) => {
        const [row] = await query;
        return row?.json == null ? empty : (JSON.parse(row.json) as T);
      };
      // One query first: the wedding's ids (one index walk), to cut the batches from, and the
      // exclusive-event links of its guests.
      const start = json<
        [ids: number[] | null, links: [guestId: number, eventId: number][] | null]
      >(
        db
          .select({
            json: sql<string>`json_build_array(
              (select json_agg(g.id) from ${guests} g where g.wedding_id = ${weddingId}),
              (select json_agg(json_build_array(l.guest_id, l.event_id) order by l.event_id)
                from ${eventGuests} l join ${guests} g on g.id = l.guest_id
                where g.wedding_id = ${weddingId})
            )::text`,
          })
          .from(weddings)
          .where(eq(weddings.id, weddingId)),
        [null, null],
      );
      const batch = (afterId: number, lastId: number | undefined) =>
        json<ExportColumns | null>(
          db
            .select({
              json: sql<string>`json_build_array(${sql.join(
                EXPORT_COLUMNS.map((column) => sql`json_agg(${column})`),
                sql`, `,
              )})::text`,
            })
            .from(guests)
            .where(
              and(
                eq(guests.weddingId, weddingId),
                gt(guests.id, afterId),
                lastId === undefined ? undefined : lte(guests.id, lastId),
              ),
            ),
          null,
        );
      let next: Promise<ExportColumns | null> | undefined;
      try {
        const [ids, links] = await start;
        const cuts = batchEnds(
          (ids ?? []).sort((a, b) => a - b),
          size,
        );
        const eventsOf = new Map<number, number[]>();
        for (const [guestId, eventId] of links ?? []) {
          const events = eventsOf.get(guestId);
          if (events === undefined) eventsOf.set(guestId, [eventId]);
          else events.push(eventId);
        }
        next = batch(0, cuts[0]);
        for (let index = 0; next !== undefined; index += 1) {
          const columns = await next;
          const afterId = cuts[index];
          next = afterId === undefined ? undefined : batch(afterId, cuts[index + 1]);
          const rows = columns === null ? [] : exportRows(columns, eventsOf);
          if (rows.length > 0) yield rows;
        }
      } finally {
        // Stopped early (the reply failed): no read in flight may reject unobserved.
        await Promise.allSettled([start, next]);
      }
    },

    /** The couple's questions, in their order (the export's answer columns). */
    async questions(weddingId: number): Promise<ExportQuestion[]> {
      return db
        .select({
          id: weddingQuestions.id,
          prompt: weddingQuestions.prompt,
          kind: weddingQuestions.kind,
          perPerson: weddingQuestions.perPerson,
        })
        .from(weddingQuestions)
        .where(eq(weddingQuestions.weddingId, weddingId))
        .orderBy(asc(weddingQuestions.position), asc(weddingQuestions.id));
    },

    /** The wedding's events in the invitation's order (by date), each with its menu. */
    async events(weddingId: number): Promise<ExportEvent[]> {
      const rows = await db
        .select({
          id: events.id,
          name: events.name,
          mealOptions: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.position, o.id)
            from ${eventMealOptions} o where o.event_id = "events"."id"), '[]'::json)`,
        })
        .from(events)
        .where(eq(events.weddingId, weddingId))
        .orderBy(sql`${events.datetime} asc nulls last`, asc(events.id));
      return rows.map((row) => ({
        ...row,
        mealOptions:
          typeof row.mealOptions === 'string'
            ? (JSON.parse(row.mealOptions) as ExportEvent['mealOptions'])
            : row.mealOptions,
      }));
    },

    /** Each event's head count, as the summary counts it (the caterer's sheet). */
    headCounts(weddingId: number): Promise<EventHeadCount[]> {
      return eventHeadCounts(db, weddingId);
    },

    /**
     * Everyone attending the event (a seat's answer at an event its invitation includes and the
     * person may attend), by household in the list's order, named people first: one statement, one
     * JSON value.
     */
    async attendingAt(eventId: number): Promise<AttendingPerson[]> {
      const [row] = await db
        .select({
          json: sql<string | null>`(select json_agg(json_build_array(g.name, g.last_name,
              m.first_name, m.last_name, m.position, m.is_child, a.meal_option_id, m.diet, m.answers,
              -- standsForInvitation (@convite/rules/households): the first seat, nobody named by the couple
              m.position = (select min(f.position) from guest_members f where f.guest_id = g.id)
                and not exists (select 1 from guest_members c where c.guest_id = g.id
                  and c.first_name is not null and not c.named_by_guest))
              order by g.id, m.first_name is null, m.position)
            from member_event_answers a
            join guest_members m on m.id = a.member_id
            join guests g on g.id = m.guest_id
            where a.event_id = e.id and a.attending and ${sql.raw(seatMayAttendSql('m.guest_id'))}
          )::text`,
        })
        .from(sql`${events} e`)
        .where(sql`e.id = ${eventId}`);
      const people = row?.json == null ? [] : (JSON.parse(row.json) as unknown[][]);
      return people.map(
        ([
          guestName,
          guestLastName,
          firstName,
          lastName,
          position,
          isChild,
          meal,
          diet,
          answers,
          standsForInvitation,
        ]) => ({
          guestName: guestName as string,
          guestLastName: guestLastName as string | null,
          firstName: firstName as string | null,
          lastName: lastName as string | null,
          position: position as number,
          isChild: isChild as boolean,
          mealOptionId: meal as number | null,
          diet: diet as string | null,
          answers: (answers ?? {}) as Record<string, string>,
          standsForInvitation: standsForInvitation as boolean,
        }),
      );
    },

    /** The wedding's exclusive events' names by id (the export names each guest's events). */
    async exclusiveEventNames(weddingId: number): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(and(eq(events.weddingId, weddingId), eq(events.isExclusive, true)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type GuestFilesRepository = ReturnType<typeof createGuestFilesRepository>;
