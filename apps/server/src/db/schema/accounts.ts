import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, timestamptz } from './columns.ts';

export const accountKind = pgEnum('account_kind', ['client', 'admin', 'promoter']);
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['verification', 'reset']);
/** How a couple hears of their guests' answers: an email each time, a daily digest, or not at all. */
export const answerNotices = pgEnum('answer_notices', ['each', 'daily', 'off']);

// Emails are unique case-insensitively (unique index on lower(email)); store them lower-cased.
export const clients = pgTable(
  'clients',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name'),
    lastName: text('last_name'),
    verified: boolean('verified').notNull().default(false),
    externalAuth: text('external_auth'),
    googleSubject: text('google_subject').unique('clients_google_subject_unique'),
    /** Raised by a trigger whenever the password changes: sessions signed with an older one end. */
    tokenVersion: integer('token_version').notNull().default(0),
    answerNotices: answerNotices('answer_notices').notNull().default('each'),
    /** The language of the couple's notices: the one their dashboard spoke when they last chose. */
    noticesLanguage: text('notices_language').notNull().default('es'),
    /**
     * Answers confirmed up to this instant have been told to the couple (or fell while notices were
     * off): the notice jobs send what comes after it, so a retried or crashed job loses nothing.
     */
    answersNoticedUntil: timestamptz('answers_noticed_until').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('clients_email_lower_unique').on(sql`lower(${t.email})`),
    check('clients_notices_language', sql`${t.noticesLanguage} in ('es', 'en')`),
  ],
);
export type ClientRow = typeof clients.$inferSelect;

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by a trigger whenever the password changes: sessions signed with an older one end. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`)],
);
export type AdminRow = typeof admins.$inferSelect;

// Promoters are soft-deleted (deleted_at) so payments and commissions keep their history.
export const promoters = pgTable(
  'promoters',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by a trigger whenever the password changes: sessions signed with an older one end. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [uniqueIndex('promoters_email_lower_unique').on(sql`lower(${t.email})`)],
);
export type PromoterRow = typeof promoters.$inferSelect;

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_client_purpose_idx').on(t.clientId, t.purpose)],
);

// Sessions ended before their token expires ("Cerrar sesión"). A token names its session (jti); a
// row is kept until the token would have expired anyway.
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('ended_sessions_expires_at_idx').on(t.expiresAt)],
);

// Read by no code since login limits moved to rate_limit_counters (security/login-limits.ts); kept
// one release so the previous build still signs in after a rollback (expand, then contract), and
// dropped by a later migration.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    accountKind: accountKind('account_kind').notNull(),
    email: text('email').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_kind_email_time_idx').on(t.accountKind, t.email, t.attemptedAt)],
);
