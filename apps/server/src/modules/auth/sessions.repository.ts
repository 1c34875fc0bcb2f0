// Whether a signed access token's session still stands: its account exists (a promoter not deleted, a
// door helper's link not taken back),
// the password has not changed since it was signed (the token version, raised by a trigger: migration
// 0007), and it was not ended by "Cerrar sesión". Tokens stay signed and stateless otherwise; this is
// one indexed read per authenticated request, so a session ends on every replica at once.
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { admins, clients, endedSessions, promoters } from '../../db/schema/accounts.ts';
import { doorHelpers } from '../../db/schema/door.ts';
import type { Role, SessionStore } from '../../security/tokens.ts';

export function createSessionsRepository(db: Db): SessionStore {
  const notEnded = sql<boolean>`not exists (select 1 from ${endedSessions} where ${endedSessions.sessionId} = ${sql.placeholder('sessionId')})`;
  /** The account's row at the token's version, with whether its session was ended, prepared once. */
  const sessionQuery = (
    table: typeof clients | typeof admins | typeof promoters,
    name: string,
    ...more: SQL[]
  ) =>
    db
      .select({ current: notEnded })
      .from(table)
      .where(
        and(
          eq(table.id, sql.placeholder('id')),
          eq(table.tokenVersion, sql.placeholder('version')),
          ...more,
        ),
      )
      .prepare(name);
  const byRole: Record<Role, ReturnType<typeof sessionQuery>> = {
    client: sessionQuery(clients, 'client_session'),
    admin: sessionQuery(admins, 'admin_session'),
    promoter: sessionQuery(promoters, 'promoter_session', isNull(promoters.deletedAt)),
    // A helper's link has no password to change: its version is always 0.
    helper: db
      .select({ current: notEnded })
      .from(doorHelpers)
      .where(and(eq(doorHelpers.id, sql.placeholder('id')), eq(sql.placeholder('version'), 0)))
      .prepare('helper_session'),
  };

  return {
    async isCurrent(token) {
      const [row] = await byRole[token.role].execute({
        id: token.id,
        version: token.version,
        sessionId: token.sessionId,
      });
      return row?.current === true;
    },

    async end(token) {
      await db.transaction(async (tx) => {
        await tx
          .insert(endedSessions)
          .values({ sessionId: token.sessionId, expiresAt: token.expiresAt })
          .onConflictDoNothing();
        await tx.delete(endedSessions).where(lt(endedSessions.expiresAt, new Date()));
      });
    },
  };
}
