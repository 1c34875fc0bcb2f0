import { integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { weddings } from './weddings.ts';

// Guests' data does not outlive its purpose (modules/retention): a set time after the wedding
// (GUEST_DATA_RETENTION_DAYS) every guest of it is deleted, and only the counts below are kept.
// The couple is told 30 days before. One row a wedding, written by the daily job: the notice and
// the erasure are each claimed here, so each happens once whatever the replicas.

/** A wedding's guest-data retention: its notice and its erasure, each once. */
export const guestDataRetention = pgTable('guest_data_retention', {
  weddingId: integer('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  /** A sweep is sending the notice (another waits out this lease: a crashed one). */
  noticeClaimedAt: timestamptz('notice_claimed_at'),
  /** The couple was emailed that their guests' data will be erased (the erasure waits 30 days). */
  noticeSentAt: timestamptz('notice_sent_at'),
  /** The guests were deleted; the counts below are what remains, with no person in them. */
  erasedAt: timestamptz('erased_at'),
  /** Invitations (households) the wedding had. */
  households: integer('households'),
  /** Seats invited (the sum of every household's maximum). */
  invitedPeople: integer('invited_people'),
  /** People confirmed as attending. */
  confirmedPeople: integer('confirmed_people'),
  /** People checked in at the door. */
  arrivedPeople: integer('arrived_people'),
  /** Guests who had asked for their own data to be removed before. */
  guestsWhoLeft: integer('guests_who_left'),
  createdAt: createdAt(),
});
export type GuestDataRetentionRow = typeof guestDataRetention.$inferSelect;
