import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { weddings } from './weddings.ts';

export const themeStatus = pgEnum('theme_status', ['published', 'draft']);
// How a wedding's theme was made (limits count them); null for the public catalogue themes.
export const themeOrigin = pgEnum('theme_origin', ['default', 'public', 'prompt']);

// content is the JSON text of the style configuration, kept as sent.
export const themes = pgTable(
  'themes',
  {
    id: id(),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: themeStatus('status').notNull().default('draft'),
    origin: themeOrigin('origin'),
    isPublic: boolean('is_public').notNull().default(false),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    pleased: boolean('pleased'),
    prompt: text('prompt'),
    content: text('content').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('themes_wedding_idx').on(t.weddingId),
    index('themes_public_idx').on(t.isPublic),
    // One published theme per wedding.
    uniqueIndex('themes_one_published_per_wedding')
      .on(t.weddingId)
      .where(sql`${t.status} = 'published' AND ${t.weddingId} IS NOT NULL`),
  ],
);
export type ThemeRow = typeof themes.$inferSelect;
