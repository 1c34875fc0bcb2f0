import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { events } from './content.ts';
import { guests } from './guests.ts';
import { weddings } from './weddings.ts';

// A guest (the specification's invitation) is a household: one seat per person it admits. A seat
// is named by the couple or by the guest (first name, last name, child or adult) or left open; a
// trigger (migration 0019) keeps exactly maxGuestsAllowed seats, adding open ones and dropping the
// open ones above a lower maximum (the service refuses to drop a named one).

/** A question's answers, keyed by the question's id: 'yes' | 'no', an option's text, or free text. */
export type QuestionAnswers = Record<string, string>;

/** Most seats one table may have (a long imperial table; a round one has 8 to 12). */
export const MAX_TABLE_SEATS = 60;

/**
 * The wedding's tables: a name or number as the couple writes it ("Mesa 1", "Novios") and how many
 * seats it has. People sit at them through guest_members.table_id; deleting a table unseats them.
 */
export const weddingTables = pgTable(
  'wedding_tables',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** 1.. : the table's place in the couple's list. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('wedding_tables_wedding_idx').on(t.weddingId, t.position),
    check(
      'wedding_tables_seats_range',
      sql`${t.seats} between 1 and ${sql.raw(String(MAX_TABLE_SEATS))}`,
    ),
  ],
);
export type WeddingTableRow = typeof weddingTables.$inferSelect;

export const guestMembers = pgTable(
  'guest_members',
  {
    id: id(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** 1..maxGuestsAllowed: the seat's place in the household (named seats come first in lists). */
    position: integer('position').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isChild: boolean('is_child').notNull().default(false),
    /** The guest named this open seat when answering: the guest may still correct the name. */
    namedByGuest: boolean('named_by_guest').notNull().default(false),
    /** Allergies or a diet, in the person's own words. */
    diet: text('diet'),
    /** Answers to the couple's per-person questions. */
    answers: jsonb('answers').$type<QuestionAnswers>().notNull().default({}),
    /** The table the couple seated the person at, of the same wedding; null: not seated. */
    tableId: integer('table_id').references(() => weddingTables.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('guest_members_guest_position_unique').on(t.guestId, t.position),
    index('guest_members_table_idx').on(t.tableId),
    check('guest_members_position_positive', sql`${t.position} >= 1`),
  ],
);
export type GuestMemberRow = typeof guestMembers.$inferSelect;

/** The meal options the couple offers at an event (Res, Pescado, Vegetariano, Menú infantil…). */
export const eventMealOptions = pgTable(
  'event_meal_options',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('event_meal_options_event_idx').on(t.eventId, t.position)],
);
export type EventMealOptionRow = typeof eventMealOptions.$inferSelect;

/** Whether a seat attends an event of its invitation, and the meal it chose there. */
export const memberEventAnswers = pgTable(
  'member_event_answers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => guestMembers.id, { onDelete: 'cascade' }),
    // No foreign keys to the event and the menu: a key locks its parent row (FOR KEY SHARE) in
    // every writing transaction, and a wedding's answers all name the same few events and meals,
    // so a burst of them turned each lock into a MultiXact of every concurrent answer. Triggers
    // do what the keys did on delete, and the answer's write keeps only existing ones (migration
    // 0029; docs/decisions.md, "An event's answers without a key to the event").
    eventId: integer('event_id').notNull(),
    attending: boolean('attending').notNull(),
    mealOptionId: integer('meal_option_id'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.eventId] }),
    index('member_event_answers_event_idx').on(t.eventId),
  ],
);
export type MemberEventAnswerRow = typeof memberEventAnswers.$inferSelect;

export const questionKind = pgEnum('question_kind', ['yesNo', 'choice', 'text']);

/** The couple's own questions (at most five), asked of each household or of each attending person. */
export const weddingQuestions = pgTable(
  'wedding_questions',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: questionKind('kind').notNull(),
    perPerson: boolean('per_person').notNull().default(false),
    /** The choices of a 'choice' question; empty for the others. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('wedding_questions_wedding_idx').on(t.weddingId, t.position)],
);
export type WeddingQuestionRow = typeof weddingQuestions.$inferSelect;
