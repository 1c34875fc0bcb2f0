import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz } from './columns.ts';
import { guests } from './guests.ts';
import { weddings } from './weddings.ts';
import { whatsAppMessages } from './whatsapp.ts';

/**
 * When the couple's guests are reminded by themselves (modules/reminders): on each of `daysBefore`
 * days before the answer deadline (or the wedding, without one), from the morning in Mexico City.
 * A wedding without a row has reminders off.
 */
export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    weddingId: integer('wedding_id')
      .primaryKey()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    daysBefore: integer('days_before')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps(),
  },
  (t) => [check('reminder_schedules_days_count', sql`cardinality(${t.daysBefore}) <= 3`)],
);

export const REMINDER_CHANNELS = ['whatsapp', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * A wedding's reminder day, worked once: claimed by one sweep (another waits out `claimedAt`'s lease,
 * a crashed one), then completed. The email to the couple goes once per row.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** The reminder's calendar day in Mexico City. */
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ReminderChannel>().notNull(),
    claimedAt: timestamptz('claimed_at'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'reminder_runs_pkey', columns: [t.weddingId, t.day] }),
    check('reminder_runs_channel', sql`${t.channel} IN ('whatsapp', 'email')`),
  ],
);

/** A guest reminded on a reminder day through the Cloud API: at most one a guest and day. */
export const guestReminders = pgTable(
  'guest_reminders',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    whatsAppMessageId: integer('whatsapp_message_id').references(() => whatsAppMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('guest_reminders_guest_day_unique').on(t.guestId, t.day),
    index('guest_reminders_wedding_day_idx').on(t.weddingId, t.day),
  ],
);
