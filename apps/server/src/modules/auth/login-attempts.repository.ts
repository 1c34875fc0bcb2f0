import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/accounts.ts';
import type { LoginAttemptStore } from '../../security/login-throttle.ts';

export function createLoginAttemptsRepository(db: Db): LoginAttemptStore {
  return {
    async recentFailures(kind, email, since) {
      const lastSuccess = db
        .select({ at: sql`coalesce(max(${loginAttempts.attemptedAt}), '-infinity'::timestamptz)` })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.accountKind, kind),
            eq(loginAttempts.email, email),
            eq(loginAttempts.succeeded, true),
            gte(loginAttempts.attemptedAt, since),
          ),
        );
      const rows = await db
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.accountKind, kind),
            eq(loginAttempts.email, email),
            eq(loginAttempts.succeeded, false),
            gte(loginAttempts.attemptedAt, since),
            gt(loginAttempts.attemptedAt, sql`(${lastSuccess})`),
          ),
        )
        .orderBy(asc(loginAttempts.attemptedAt));
      return rows.map((row) => row.at);
    },

    async record(kind, email, succeeded, at) {
      await db
        .insert(loginAttempts)
        .values({ accountKind: kind, email, succeeded, attemptedAt: at });
    },

    async prune(kind, email, before) {
      await db
        .delete(loginAttempts)
        .where(
          and(
            eq(loginAttempts.accountKind, kind),
            eq(loginAttempts.email, email),
            lt(loginAttempts.attemptedAt, before),
          ),
        );
    },
  };
}
