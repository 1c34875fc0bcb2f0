import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz } from './columns.ts';
import { weddings } from './weddings.ts';

// confirmation: null = no reply yet, true = attending, false = not attending.
export const guests = pgTable(
  'guests',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // name and last name lower-cased without accents (set in code: PGlite ships no unaccent), for search.
    searchName: text('search_name').notNull().default(''),
    lastName: text('last_name'),
    phone: text('phone'),
    maxGuestsAllowed: integer('max_guests_allowed').notNull().default(1),
    specialMessage: text('special_message'),
    confirmation: boolean('confirmation'),
    confirmedGuests: integer('confirmed_guests'),
    foodRestrictions: text('food_restrictions'),
    message: text('message'),
    /** Answers to the couple's per-household questions, keyed by the question's id. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    sent: boolean('sent').notNull().default(false),
    // When the couple last opened a reminder to the guest (the walkthrough pauses them for a day).
    remindedAt: timestamptz('reminded_at'),
    // The guest asked for no more WhatsApp messages: the scheduled reminders skip them.
    whatsAppOptedOutAt: timestamptz('whatsapp_opted_out_at'),
    confirmedAt: timestamptz('confirmed_at'),
    // The guest's own openings of their link (not the couple's previews, not link-preview bots):
    // the first, the last, and how many, one per OPENING_WINDOW (public-invitation/openings.ts).
    firstOpenedAt: timestamptz('first_opened_at'),
    lastOpenedAt: timestamptz('last_opened_at'),
    openCount: integer('open_count').notNull().default(0),
    /**
     * The guest asked, from their own link, for their data to be removed (modules/retention): the
     * row is kept anonymised (no name, phone, answer or opening) so the link can say it was done
     * and the couple sees that a guest left, and when.
     */
    leftAt: timestamptz('left_at'),
    ...timestamps(),
  },
  (t) => [
    unique('guests_code_unique').on(t.code),
    index('guests_wedding_name_idx').on(t.weddingId, t.name),
    index('guests_wedding_last_name_idx').on(t.weddingId, t.lastName),
    index('guests_wedding_created_idx').on(t.weddingId, t.createdAt),
    // Pages walk this index only (the page's ids first, then their rows): deep pages stay cheap.
    index('guests_wedding_id_idx').on(t.weddingId, t.id),
    index('guests_wedding_search_name_idx').on(t.weddingId, t.searchName),
    check('guests_max_guests_positive', sql`${t.maxGuestsAllowed} >= 1`),
    check(
      'guests_confirmed_guests_range',
      sql`${t.confirmedGuests} IS NULL OR (${t.confirmedGuests} >= 0 AND ${t.confirmedGuests} <= ${t.maxGuestsAllowed})`,
    ),
  ],
);
export type GuestRow = typeof guests.$inferSelect;
