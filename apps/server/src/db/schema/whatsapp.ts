import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz } from './columns.ts';
import { guests } from './guests.ts';
import { weddings } from './weddings.ts';

export const WHATSAPP_MESSAGE_KINDS = ['invitation', 'reminder', 'pass'] as const;
/**
 * A message's statuses in the order they can only move forward (modules/whatsapp-messages): a late
 * "sent" never hides "failed", and "delivered" after "failed" (another device got it) still counts.
 */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'delivered', 'read'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Template messages sent to guests through the WhatsApp Business Cloud API, with their statuses. */
export const whatsAppMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WhatsAppMessageKind>().notNull(),
    status: text('status').$type<WhatsAppMessageStatus>().notNull().default('queued'),
    /** Meta's message id (wamid.…), once the Cloud API accepted the message. */
    wamid: text('wamid'),
    /** Graph's code and a short title of the last failure (null code: no answer, e.g. a timeout). */
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a delivery is under way: another one waits until it is old (a crashed attempt). */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
    readAt: timestamptz('read_at'),
    failedAt: timestamptz('failed_at'),
    ...timestamps(),
  },
  (t) => [
    unique('whatsapp_messages_wamid_unique').on(t.wamid),
    // A wedding's latest message per guest walks this index.
    index('whatsapp_messages_wedding_guest_idx').on(t.weddingId, t.guestId, t.id),
    check('whatsapp_messages_kind', sql`${t.kind} IN (${listed(WHATSAPP_MESSAGE_KINDS)})`),
    check('whatsapp_messages_status', sql`${t.status} IN (${listed(WHATSAPP_MESSAGE_STATUSES)})`),
  ],
);
export type WhatsAppMessageRow = typeof whatsAppMessages.$inferSelect;
