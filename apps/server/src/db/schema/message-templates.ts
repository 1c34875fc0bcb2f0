import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { MESSAGE_KINDS } from '@convite/rules/message-template';
import { id, timestamps } from './columns.ts';
import { weddings } from './weddings.ts';

// The couple's own WhatsApp messages, one per kind (invitation, reminder, pass), in the language they wrote
// it in. No row: the app's default text of that kind.
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    language: text('language', { enum: ['es', 'en'] }).notNull(),
    text: text('text').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('message_templates_wedding_kind_unique').on(t.weddingId, t.kind),
    check(
      'message_templates_kind',
      sql`${t.kind} IN (${sql.raw(MESSAGE_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check('message_templates_language', sql`${t.language} IN ('es', 'en')`),
  ],
);
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
