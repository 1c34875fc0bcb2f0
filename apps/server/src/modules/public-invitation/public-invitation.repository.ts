// The public invitation is the hottest call of the product. Each request reads, in ONE prepared
// statement, the wedding, the guest of the code and the wedding's content version; the content itself
// (every list as JSON, already in the shapes and order the contract gives, and the published theme)
// is a second prepared statement that the service runs only when its cached copy is older than that
// version (invitation-content-cache.ts). A guest's answer is two statements: one reads (the head, the
// stored response of its key), one writes it all (the answer counter, the answer, its seats and the
// key with what its replay rebuilds the response from), atomic without a transaction around it; and
// one, the write, when the answer was checked against the household its page carries (a sealed
// context) and that household is still as the page read it (ANSWER_STAMP_SQL).
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { weddings, type WeddingRow } from '../../db/schema/weddings.ts';
import {
  counterHitSql,
  countersInWindowJson,
  countsInOrder,
} from '../../security/rate-limits.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findOrCreateInvitationOfWedding } from '../../content-kit/wedding-invitation.repository.ts';
import type { Language } from '@convite/i18n/server-texts';
import type { GuessCounters } from './guess-limit.ts';
import type { QuestionAnswers, QuestionKind } from '@convite/rules/households';
import { membersJsonSql, type HouseholdMemberJson } from '../households/households.service.ts';
import {
  seatAnswerParams,
  seatAnswersSql,
  type SeatAnswerValues,
} from '../households/households.service.ts';
import { seatTablesJsonSql } from '../passes/passes.service.ts';

/** An image as the query gives it: the DTO derives src and srcSet from the keys. */
export type ImageJson = {
  id: number;
  storageKey: string;
  variantStorageKey: string | null;
  variantWidth: number | null;
  shareStorageKey: string | null;
  width: number;
  aspectRatio: number;
  type: 'coverImage' | 'galleryImage' | 'eventImage';
  weddingId: number | null;
  eventId: number | null;
  createdAt: string;
};

type IconJson = { id: number; slug: string; name: string; svg: string };

export type InvitationContentJson = {
  invitation: {
    id: number;
    firstMessage: string | null;
    secondMessage: string | null;
    weddingId: number;
    parents: {
      id: number;
      name: string;
      showIfPastAway: boolean;
      parentOf: 'bride' | 'groom';
      invitationId: number;
    }[];
  } | null;
  events: {
    id: number;
    name: string;
    place: string | null;
    address: string | null;
    addressLink: string | null;
    datetime: string | null;
    showAddToCalendar: boolean;
    onlyAdults: boolean;
    isExclusive: boolean;
    weddingId: number;
    images: ImageJson[];
    mealOptions: { id: number; name: string }[];
  }[];
  questions: {
    id: number;
    prompt: string;
    kind: QuestionKind;
    perPerson: boolean;
    options: string[];
  }[];
  itineraryEvents: {
    id: number;
    name: string;
    datetime: string | null;
    iconId: number | null;
    icon: IconJson | null;
    weddingId: number;
  }[];
  giftRegistries: { id: number; name: string; link: string | null; weddingId: number }[];
  accommodations: {
    id: number;
    name: string;
    link: string | null;
    address: string | null;
    addressLink: string | null;
    message: string | null;
    weddingId: number;
  }[];
  coverImages: ImageJson[];
  galleryImages: ImageJson[];
  song: {
    id: number;
    name: string;
    storageKey: string;
    playAutomatically: boolean;
    weddingId: number;
    createdAt: string;
  } | null;
};

export type DressIconJson = IconJson & { type: 'dress' | 'suit' };

/** Timestamps exactly as Date.toISOString() writes them. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const imageJson = (alias: string) => `json_build_object(
  'id', ${alias}.id, 'storageKey', ${alias}.storage_key,
  'variantStorageKey', ${alias}.variant_storage_key, 'variantWidth', ${alias}.variant_width,
  'shareStorageKey', ${alias}.share_storage_key, 'width', ${alias}.width,
  'aspectRatio', ${alias}.aspect_ratio, 'type', ${alias}.type, 'weddingId', ${alias}.wedding_id,
  'eventId', ${alias}.event_id, 'createdAt', ${iso(`${alias}.created_at`)})`;

const weddingImages = (type: string) => `coalesce((
  select json_agg(${imageJson('im')} order by im.id) from images im
  where im.wedding_id = weddings.id and im.type = '${type}'), '[]'::json)`;

const dressIconJson = (column: string) => `(
  select json_build_object('id', d.id, 'name', d.name, 'slug', d.slug, 'type', d.type, 'svg', d.svg)
  from dress_code_icons d where d.id = weddings.${column})`;

// Static SQL (no input) over the outer query's "weddings" row: the content every guest of the
// wedding shares (all events, exclusive ones too: the service keeps those the guest is invited to).
const CONTENT_SQL = `json_build_object(
  'invitation', (
    select json_build_object(
      'id', i.id, 'firstMessage', i.first_message, 'secondMessage', i.second_message,
      'weddingId', i.wedding_id,
      'parents', coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'showIfPastAway', p.show_if_past_away,
          'parentOf', p.parent_of, 'invitationId', p.invitation_id) order by p.id)
        from parents p where p.invitation_id = i.id), '[]'::json))
    from invitations i where i.wedding_id = weddings.id limit 1),
  'events', coalesce((
    select json_agg(json_build_object(
      'id', e.id, 'name', e.name, 'place', e.place, 'address', e.address,
      'addressLink', e.address_link, 'datetime', ${iso('e.datetime')},
      'showAddToCalendar', e.show_add_to_calendar, 'onlyAdults', e.only_adults,
      'isExclusive', e.is_exclusive, 'weddingId', e.wedding_id,
      'images', coalesce((
        select json_agg(${imageJson('ei')} order by ei.id) from images ei
        where ei.event_id = e.id and ei.type = 'eventImage'), '[]'::json),
      'mealOptions', coalesce((
        select json_agg(json_build_object('id', mo.id, 'name', mo.name) order by mo.position, mo.id)
        from event_meal_options mo where mo.event_id = e.id), '[]'::json))
      order by e.datetime asc nulls last, e.id)
    from events e where e.wedding_id = weddings.id), '[]'::json),
  'questions', coalesce((
    select json_agg(json_build_object(
      'id', q.id, 'prompt', q.prompt, 'kind', q.kind, 'perPerson', q.per_person,
      'options', q.options) order by q.position, q.id)
    from wedding_questions q where q.wedding_id = weddings.id), '[]'::json),
  'itineraryEvents', coalesce((
    select json_agg(json_build_object(
      'id', it.id, 'name', it.name, 'datetime', ${iso('it.datetime')}, 'iconId', it.icon_id,
      'icon', case when ic.id is null then null else json_build_object(
        'id', ic.id, 'slug', ic.slug, 'name', ic.name, 'svg', ic.svg) end,
      'weddingId', it.wedding_id)
      order by it.datetime asc nulls last, it.id)
    from itinerary_events it left join itinerary_icons ic on ic.id = it.icon_id
    where it.wedding_id = weddings.id), '[]'::json),
  'giftRegistries', coalesce((
    select json_agg(json_build_object(
      'id', gr.id, 'name', gr.name, 'link', gr.link, 'weddingId', gr.wedding_id) order by gr.id)
    from gift_registries gr where gr.wedding_id = weddings.id), '[]'::json),
  'accommodations', coalesce((
    select json_agg(json_build_object(
      'id', a.id, 'name', a.name, 'link', a.link, 'address', a.address,
      'addressLink', a.address_link, 'message', a.message, 'weddingId', a.wedding_id) order by a.id)
    from accommodations a where a.wedding_id = weddings.id), '[]'::json),
  'coverImages', ${weddingImages('coverImage')},
  'galleryImages', ${weddingImages('galleryImage')},
  'song', (
    select json_build_object(
      'id', s.id, 'name', s.name, 'storageKey', s.storage_key,
      'playAutomatically', s.play_automatically, 'weddingId', s.wedding_id,
      'createdAt', ${iso('s.created_at')})
    from songs s where s.wedding_id = weddings.id limit 1)
)`;

const THEME_SQL = `(select t.content from themes t
  where t.wedding_id = weddings.id and t.status = 'published' limit 1)`;

// The ids of the exclusive events the guest is invited to.
const GUEST_EVENTS_SQL = `coalesce((
  select json_agg(eg.event_id order by eg.event_id)
  from event_guests eg join events ge on ge.id = eg.event_id
  where eg.guest_id = guests.id and ge.is_exclusive), '[]'::json)`;

/**
 * What an answer checked against the guest's page (security/answer-contexts.ts) must find as the page
 * read it: the wedding's row (its settings and its content version; any update gives the row a new
 * xmin), the guest's own fields (not their xmin: an opening updates the row and changes none of
 * them), and their household as JSON — the seats with their answers, the seats' tables, the exclusive
 * events — exactly as the invitation reads it. The GET reads each of these anyway: it hashes the texts
 * it got (answerStamp); the answer's write makes the same texts again and compares (ANSWER_STAMP_SQL).
 */
const STAMP_HEAD_SQL = `concat_ws('|', weddings.xmin,
  row(guests.name, guests.last_name, guests.max_guests_allowed, guests.confirmation,
    guests.confirmed_guests, guests.food_restrictions, guests.message, guests.special_message,
    guests.answers, guests.confirmed_at, guests.left_at)::text)`;
const MEMBERS_SQL = membersJsonSql('guests.id');
const SEAT_TABLES_SQL = seatTablesJsonSql('guests.id');
const ANSWER_STAMP_SQL = `md5(concat_ws('|', ${STAMP_HEAD_SQL}, (${MEMBERS_SQL})::text,
  (${SEAT_TABLES_SQL})::text, (${GUEST_EVENTS_SQL})::text))`;

/** What a GET read that its answer stamp is made of (answerStampOf). */
export type StampTexts = { head: string; household: HouseholdTexts };

/**
 * ANSWER_STAMP_SQL from the texts a head read (the same MD5 of the same UTF-8 text); made only when
 * a context is sealed, not on every read.
 */
export function answerStampOf({ head, household }: StampTexts): string {
  return createHash('md5')
    .update([head, household.members, household.seatTables, household.eventIds].join('|'))
    .digest('hex');
}

/** A guest's household as the head reads it: JSON texts, parsed here and hashed for the stamp. */
const householdTextColumns = {
  members: sql<string>`(${sql.raw(MEMBERS_SQL)})::text`,
  seatTables: sql<string>`(${sql.raw(SEAT_TABLES_SQL)})::text`,
  eventIds: sql<string>`(${sql.raw(GUEST_EVENTS_SQL)})::text`,
};
type HouseholdTexts = { members: string; seatTables: string; eventIds: string };

/** The guest of a head's row: their columns and their household, parsed. */
function guestOfHead(
  guest: Omit<InvitationGuestRow, 'members' | 'seatTables' | 'eventIds'> | null,
  household: HouseholdTexts,
): InvitationGuestRow | null {
  if (guest === null) return null;
  return {
    ...guest,
    members: JSON.parse(household.members) as HouseholdMemberJson[],
    seatTables: JSON.parse(household.seatTables) as Record<string, string>,
    eventIds: JSON.parse(household.eventIds) as number[],
  };
}

/**
 * The guest's fields their own invitation shows: never the phone. The special message is the couple's
 * note to this guest, read only with their code (the statement joins the guest on it).
 */
const guestColumns = {
  id: guests.id,
  name: guests.name,
  lastName: guests.lastName,
  maxGuestsAllowed: guests.maxGuestsAllowed,
  confirmation: guests.confirmation,
  confirmedGuests: guests.confirmedGuests,
  foodRestrictions: guests.foodRestrictions,
  message: guests.message,
  specialMessage: guests.specialMessage,
  answers: guests.answers,
  confirmedAt: guests.confirmedAt,
  leftAt: guests.leftAt,
};

export type InvitationGuestRow = {
  id: number;
  name: string;
  lastName: string | null;
  maxGuestsAllowed: number;
  confirmation: boolean | null;
  confirmedGuests: number | null;
  foodRestrictions: string | null;
  message: string | null;
  specialMessage: string | null;
  /** Answers to the couple's per-household questions. */
  answers: QuestionAnswers;
  confirmedAt: Date | null;
  /** The guest asked for their data to be removed (modules/retention): their link says so. */
  leftAt: Date | null;
  /** The seats, named ones first, each with its answers for the events the invitation includes. */
  members: HouseholdMemberJson[];
  /** Member id → the name of the table they sit at (for the household's pass). */
  seatTables: Record<string, string>;
  /** The exclusive events the guest is invited to. */
  eventIds: number[];
};

type InvitationJson = NonNullable<InvitationContentJson['invitation']>;

/** What one request reads every time: the wedding (with its content version) and the guest. */
export type InvitationHeadRow = {
  wedding: WeddingRow;
  guest: InvitationGuestRow | null;
  /** The dress code's icons follow columns of the wedding's own row, so they are read with it. */
  dressIcon: DressIconJson | null;
  suitIcon: DressIconJson | null;
};

/** The content every guest of the wedding shares, as of `version` (weddings.content_version). */
export type InvitationContentRow = {
  version: number;
  /** The published theme's content as stored (JSON text), or null. */
  themeContent: string | null;
  content: InvitationContentJson & { invitation: InvitationJson };
};

export type StoredResponse = { requestHash: string; status: number; body: unknown };

export type AnswerValues = {
  confirmation: boolean;
  confirmedGuests: number | null;
  foodRestrictions: string | null;
  message: string | null;
  answers: QuestionAnswers;
};

/** What an answer reads in its first statement (findAnswerHead). */
export type AnswerHeadInput = {
  slug: string;
  code: string;
  counters: GuessCounters;
  /** The answer's idempotency record. */
  scope: string;
  key: string;
};

/** What an answer reads of the invitation: the wedding and the guest. */
export type AnswerHeadRow = Pick<InvitationHeadRow, 'wedding' | 'guest'>;

/** The wedding's row version (its xmin) as read with it: a row read at one version is that row. */
export type WeddingVersion = string;

export type AnswerHead = {
  head: AnswerHeadRow | null;
  weddingVersion: WeddingVersion | null;
  counts: number[];
  /** The response stored under the key, when an earlier request with it was answered. */
  stored: StoredResponse | null;
};

export type SaveAnswerInput = {
  scope: string;
  key: string;
  requestHash: string;
  guestId: number;
  values: AnswerValues;
  seats: SeatAnswerValues[];
  at: Date;
  /** The guest as the answer leaves them, and the language it is answered in: stored for replays. */
  savedGuest: InvitationGuestRow;
  language: Language;
  /** The guest's answer counter, hit by the write (the guest's id is its subject): past `max`
   * hits in the window, nothing is written. */
  hit: { bucket: string; windowStart: Date; max: number };
  /** Idempotency records older than this are deleted. */
  purgeBefore: Date;
  /**
   * The answer stamp (ANSWER_STAMP_SQL) of what the answer was checked against, when that was the
   * guest's page: the write does nothing unless it is still current (`stale`). Null: checked against
   * the invitation read for this request.
   */
  stamp: string | null;
};

/**
 * What an answer's write did, with the answer counter's hits in the window (that hit included):
 * saved (replays rebuild the response from the guest stored with it, see savedAnswerOf); or
 * nothing, because the counter passed its limit, another request had the key (its response), the
 * count exceeds a maximum the couple lowered, or the guest asked to be removed meanwhile; or, for an
 * answer checked against the guest's page, nothing at all (not even the hit) because what the page
 * was read from has changed.
 */
export type SaveAnswerResult =
  | { kind: 'saved'; hits: number }
  | { kind: 'limited'; hits: number }
  | { kind: 'replay'; stored: StoredResponse }
  | { kind: 'overMaximum'; hits: number }
  | { kind: 'left'; hits: number }
  | { kind: 'stale' };

/** A saved answer's stored response: the guest as saved and the language they were answered in. */
/** A guest written as JSON: their dates are strings once read back. */
export type InvitationGuestJson = Omit<InvitationGuestRow, 'confirmedAt' | 'leftAt'> & {
  confirmedAt: Date | string | null;
  leftAt: Date | string | null;
};

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A guest read back from JSON, with their dates as the repository reads them. */
export function guestFromJson(guest: InvitationGuestJson): InvitationGuestRow {
  return { ...guest, confirmedAt: dateOrNull(guest.confirmedAt), leftAt: dateOrNull(guest.leftAt) };
}

type SavedAnswerJson = { savedGuest: InvitationGuestJson; language: string };

/**
 * What an answer's stored response holds, for its replay to answer the same (the guest as saved, in
 * the first request's language); null for a response stored whole by an older version (answered as
 * stored).
 */
export function savedAnswerOf(
  stored: StoredResponse,
): { guest: InvitationGuestRow; language: Language } | null {
  const body = stored.body as Partial<SavedAnswerJson> | null;
  const saved = body?.savedGuest;
  if (saved === undefined || body?.language === undefined) return null;
  // Written by saveAnswer from a Language.
  const language = body.language === 'en' ? 'en' : 'es';
  return { guest: guestFromJson(saved), language };
}

/** How often a process purges expired answer keys. */
const PURGE_EVERY_MS = 60_000;

/**
 * The whole write of an answer, one statement and so atomic without a transaction around it: it hits
 * the guest's answer counter (`hits`, that hit included); within the limit, saves the guest's answer
 * unless the count passes a maximum the couple lowered meanwhile or the guest asked to be removed
 * (`saved` is false: nothing else is written), writes the seats (seat-answers.repository.ts) and
 * stores the response under the idempotency key. A request holding the same key meanwhile makes
 * this one fail on the key's unique index once that one committed, undoing all of it: the caller
 * replays that one's.
 */
const WRITE_ANSWER_QUERY = new PgDialect().sqlToQuery(sql`
  with current as (
    select ${sql.placeholder('stamp')}::text is null or exists (
      select 1 from guests join weddings on weddings.id = guests.wedding_id
      where guests.id = ${sql.placeholder('guestId')}::integer
        and ${sql.raw(ANSWER_STAMP_SQL)} = ${sql.placeholder('stamp')}::text) as is_current
  ),
  hit as (${counterHitSql(
    sql.placeholder('hitBucket'),
    sql.placeholder('hitWindowStart'),
    sql`select ${sql.placeholder('guestId')}::integer::text from current where is_current`,
  )}),
  saved as (
    update guests set confirmation = ${sql.placeholder('confirmation')}::boolean,
      confirmed_guests = ${sql.placeholder('confirmedGuests')}::integer,
      food_restrictions = ${sql.placeholder('foodRestrictions')}::text,
      message = ${sql.placeholder('message')}::text,
      answers = ${sql.placeholder('answers')}::jsonb,
      confirmed_at = ${sql.placeholder('at')}::timestamptz,
      updated_at = ${sql.placeholder('at')}::timestamptz
    where id = ${sql.placeholder('guestId')}::integer and left_at is null
      and exists (select 1 from hit where hits <= ${sql.placeholder('hitMax')}::integer)
      and (${sql.placeholder('confirmedGuests')}::integer is null
        or max_guests_allowed >= ${sql.placeholder('confirmedGuests')}::integer)
    returning id
  ),
  ${seatAnswersSql(
    sql`${sql.placeholder('guestId')}::integer`,
    sql.placeholder('seats'),
    sql.placeholder('events'),
    sql`exists (select 1 from saved)`,
  )},
  claim as (
    insert into ${idempotencyKeys} (scope, key, request_hash, response_status, response_body,
      completed_at)
    select ${sql.placeholder('scope')}, ${sql.placeholder('key')}, ${sql.placeholder('requestHash')},
      200, ${sql.placeholder('response')}::jsonb, ${sql.placeholder('at')}::timestamptz
    from saved
  )
  select (select hits from hit) as hits, exists (select 1 from saved) as saved,
    not exists (select 1 from saved) and exists (select 1 from guests g
      where g.id = ${sql.placeholder('guestId')}::integer and g.left_at is not null) as left,
    not (select is_current from current) as stale`);

type WrittenAnswerRow = { hits: number; saved: boolean; left: boolean; stale: boolean };

export function createPublicInvitationRepository(db: Db) {
  // What a guest's GET and an answer both read first: the wedding, the guest by code with their
  // events, and the guess counters of the caller.
  const answerHeadColumns = {
    wedding: weddings,
    weddingVersion: sql<WeddingVersion>`weddings.xmin::text`,
    guest: guestColumns,
    // The seats with their answers, the tables the pass shows (so the ETag changes when someone is
    // seated elsewhere), the exclusive events.
    household: householdTextColumns,
    guessCounts: countersInWindowJson(
      sql.placeholder('windowStart'),
      sql.placeholder('buckets'),
      sql.placeholder('subjects'),
    ),
  };
  // The GET's page shows the dress code's icons besides, and seals the answer stamp for the answer.
  const headColumns = {
    ...answerHeadColumns,
    stampHead: sql<string>`${sql.raw(STAMP_HEAD_SQL)}`,
    dressIcon: sql<DressIconJson | null>`${sql.raw(dressIconJson('dress_icon_id'))}`,
    suitIcon: sql<DressIconJson | null>`${sql.raw(dressIconJson('suit_icon_id'))}`,
  };
  // Prepared once per connection: PostgreSQL parses and plans them once, not on every guest's request.
  const headQuery = db
    .select(headColumns)
    .from(weddings)
    // A null code matches no guest (`= null` is never true).
    .leftJoin(
      guests,
      and(eq(guests.weddingId, weddings.id), eq(guests.code, sql.placeholder('code'))),
    )
    .where(eq(weddings.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('public_invitation_head');

  // The answer's first statement: what it needs of the head, with the response stored under the
  // answer's idempotency key. It only reads: the answer counter is hit by the write.
  const answerHeadQuery = db
    .select({
      ...answerHeadColumns,
      stored: sql<{ requestHash: string; status: number; body: unknown } | null>`(
        select json_build_object('requestHash', k.request_hash, 'status', k.response_status,
          'body', k.response_body)
        from ${idempotencyKeys} k
        where k.scope = ${sql.placeholder('scope')} and k.key = ${sql.placeholder('key')}
          and k.response_status is not null)`,
    })
    .from(weddings)
    .leftJoin(
      guests,
      and(eq(guests.weddingId, weddings.id), eq(guests.code, sql.placeholder('code'))),
    )
    .where(eq(weddings.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('public_invitation_answer_head');

  const contentQuery = db
    .select({
      version: weddings.contentVersion,
      themeContent: sql<string | null>`${sql.raw(THEME_SQL)}`,
      content: sql<InvitationContentJson>`${sql.raw(CONTENT_SQL)}`,
    })
    .from(weddings)
    .where(eq(weddings.id, sql.placeholder('weddingId')))
    .prepare('public_invitation_content');

  const storedResponseQuery = db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .limit(1)
    .prepare('public_invitation_stored_response');

  /** When this process last purged expired answer keys (see saveAnswer). */
  let purgedAt = 0;

  return {
    /**
     * The wedding of the slug and the guest of `code` (none for null), null when there is no
     * wedding; with the counts of the guess counters, read in the same statement (none when there
     * is no wedding: a slug is no secret, it is in every link).
     */
    async findInvitationHead(
      slug: string,
      code: string | null,
      counters: GuessCounters,
    ): Promise<{
      head: InvitationHeadRow | null;
      counts: number[];
      /** What an answer checked against this read must find unchanged (see ANSWER_STAMP_SQL). */
      readAt: { weddingVersion: WeddingVersion; stampTexts: StampTexts } | null;
    }> {
      const [row] = await headQuery.execute({
        slug,
        code,
        windowStart: counters.windowStart.toISOString(),
        buckets: counters.keys.map((key) => key.bucket),
        subjects: counters.keys.map((key) => key.subject),
      });
      if (row === undefined) return { head: null, counts: [], readAt: null };
      return {
        head: {
          wedding: row.wedding,
          guest: guestOfHead(row.guest, row.household),
          dressIcon: row.dressIcon,
          suitIcon: row.suitIcon,
        },
        counts: countsInOrder(counters.keys, row.guessCounts),
        readAt: {
          weddingVersion: row.weddingVersion,
          stampTexts: { head: row.stampHead, household: row.household },
        },
      };
    },

    /** The code of a guest of the wedding at `slug` (a preview names its guest by id); null if none. */
    async findGuestCode(slug: string, guestId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: guests.code })
        .from(guests)
        .innerJoin(weddings, eq(weddings.id, guests.weddingId))
        .where(and(eq(guests.id, guestId), eq(weddings.slug, slug)))
        .limit(1);
      return row?.code ?? null;
    },

    /** The wedding's shared content with the version it was read at; null when the wedding is gone. */
    async findInvitationContent(weddingId: number): Promise<InvitationContentRow | null> {
      const [row] = await contentQuery.execute({ weddingId });
      if (row === undefined) return null;
      // Every wedding is created with its invitation; the fallback only mends one that lost it.
      const invitation =
        row.content.invitation ?? (await findOrCreateInvitationOfWedding(db, weddingId));
      return {
        version: row.version,
        themeContent: row.themeContent,
        content: { ...row.content, invitation },
      };
    },

    /**
     * Counts an opening of the guest's link unless one was counted after `windowStart`: the first
     * opening is set once, the last and the count move together. Within the window nothing is
     * written (a flood of reloads costs one indexed read each). An opening is no edit of the guest:
     * updated_at stays.
     */
    async recordOpening(guestId: number, at: Date, windowStart: Date): Promise<boolean> {
      const counted = await db
        .update(guests)
        .set({
          firstOpenedAt: sql`coalesce(${guests.firstOpenedAt}, ${at.toISOString()}::timestamptz)`,
          lastOpenedAt: at,
          openCount: sql`${guests.openCount} + 1`,
          updatedAt: sql`${guests.updatedAt}`,
        })
        .where(
          and(
            eq(guests.id, guestId),
            or(isNull(guests.lastOpenedAt), lte(guests.lastOpenedAt, windowStart)),
          ),
        )
        .returning({ id: guests.id });
      return counted.length > 0;
    },

    /**
     * What an answer reads, in one statement: the head of the slug and code (as findInvitationHead,
     * with the guess counters' counts) and the response stored under the idempotency key.
     */
    async findAnswerHead(input: AnswerHeadInput): Promise<AnswerHead> {
      const [row] = await answerHeadQuery.execute({
        slug: input.slug,
        code: input.code,
        windowStart: input.counters.windowStart.toISOString(),
        buckets: input.counters.keys.map((key) => key.bucket),
        subjects: input.counters.keys.map((key) => key.subject),
        scope: input.scope,
        key: input.key,
      });
      if (row === undefined) return { head: null, weddingVersion: null, counts: [], stored: null };
      return {
        head: {
          wedding: row.wedding,
          guest: guestOfHead(row.guest, row.household),
        },
        weddingVersion: row.weddingVersion,
        counts: countsInOrder(input.counters.keys, row.guessCounts),
        stored: row.stored,
      };
    },

    /** Writes a guest's answer in one statement (WRITE_ANSWER_QUERY). */
    async saveAnswer(input: SaveAnswerInput): Promise<SaveAnswerResult> {
      const seats = seatAnswerParams(input.seats);
      let row: WrittenAnswerRow | undefined;
      try {
        const written = (await db._.session
          .prepareQuery(WRITE_ANSWER_QUERY, undefined, 'answer_write', false)
          .execute({
            scope: input.scope,
            key: input.key,
            requestHash: input.requestHash,
            guestId: input.guestId,
            confirmation: input.values.confirmation,
            confirmedGuests: input.values.confirmedGuests,
            foodRestrictions: input.values.foodRestrictions,
            message: input.values.message,
            answers: JSON.stringify(input.values.answers),
            at: input.at.toISOString(),
            seats: seats.seats,
            events: seats.events,
            hitBucket: input.hit.bucket,
            hitWindowStart: input.hit.windowStart.toISOString(),
            hitMax: input.hit.max,
            response: JSON.stringify({
              savedGuest: input.savedGuest,
              language: input.language,
            } satisfies SavedAnswerJson),
            stamp: input.stamp,
          })) as { rows: WrittenAnswerRow[] };
        [row] = written.rows;
      } catch (error) {
        // Another request with the key committed first: this statement wrote nothing; its
        // response is stored.
        if (!isUniqueViolation(error)) throw error;
        const stored = await findStoredResponse(input.scope, input.key);
        if (stored === null) throw error;
        return { kind: 'replay', stored };
      }
      if (row === undefined) throw new Error('the answer statement returned no row');
      if (row.stale) return { kind: 'stale' };
      await purgeExpiredKeys(input);
      const { hits } = row;
      if (row.saved) return { kind: 'saved', hits };
      if (hits > input.hit.max) return { kind: 'limited', hits };
      return { kind: row.left ? 'left' : 'overMaximum', hits };
    },
  };

  async function findStoredResponse(scope: string, key: string): Promise<StoredResponse | null> {
    const [row] = await storedResponseQuery.execute({ scope, key });
    if (row === undefined || row.responseStatus === null) return null;
    return { requestHash: row.requestHash, status: row.responseStatus, body: row.responseBody };
  }

  /**
   * Expired keys go once a minute per process, not with every answer (they are refused by nothing:
   * a replay past the TTL is a new answer anyway).
   */
  async function purgeExpiredKeys(input: SaveAnswerInput): Promise<void> {
    if (input.at.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = input.at.getTime();
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          sql`${idempotencyKeys.scope} like 'confirmation:%'`,
          lt(idempotencyKeys.createdAt, input.purgeBefore),
        ),
      );
  }
}

export type PublicInvitationRepository = ReturnType<typeof createPublicInvitationRepository>;
