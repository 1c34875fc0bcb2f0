import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { guestMembers } from './households.ts';
import { weddings } from './weddings.ts';

// The wedding day's door. A couple invites helpers ("anfitriones") by link; a helper's session checks
// guests in at that one wedding and ends the day after it. Each check-in is an event with an id the
// phone made, so a queue sent twice or two phones marking the same person count once; a person's
// arrival is their earliest event.

/**
 * A helper's link. The key is the link's secret, kept as it is (like a guest's code) so the couple
 * can copy the link again; deleting the row ends the link and every session started from it.
 */
export const doorHelpers = pgTable(
  'door_helpers',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('door_helpers_wedding_idx').on(t.weddingId)],
);
export type DoorHelperRow = typeof doorHelpers.$inferSelect;

/** One check-in of one person, as a phone recorded it. */
export const arrivalEvents = pgTable(
  'arrival_events',
  {
    /** Made by the phone: the same event sent again is the same row. */
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => guestMembers.id, { onDelete: 'cascade' }),
    /** Who marked the person; null once the couple took that helper's link back. */
    helperId: integer('helper_id').references(() => doorHelpers.id, { onDelete: 'set null' }),
    /** When the helper marked the person (the phone's clock, never later than when it reached us). */
    arrivedAt: timestamptz('arrived_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('arrival_events_member_idx').on(t.memberId, t.arrivedAt)],
);
