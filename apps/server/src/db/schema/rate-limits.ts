import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// Fixed-window request counters (src/security/rate-limit.ts), kept in PostgreSQL so every replica
// counts the same requests: one row per limit (bucket), subject (an address, a code) and window.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);
