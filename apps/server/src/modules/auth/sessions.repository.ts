// Whether a signed access token's session still stands: its account exists (a promoter not deleted),
// the password has not changed since it was signed (the token version, raised by a trigger: migration
// 0007), and it was not ended by "Cerrar sesión". Tokens stay signed and stateless otherwise; this is
// one indexed read per authenticated request, so a session ends on every replica at once.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { admins, clients, endedSessions, promoters } from '../../db/schema/accounts.ts';
import type { Role, VerifiedAccessToken } from '../../security/tokens.ts';

export type SessionStore = {
  isCurrent(token: VerifiedAccessToken): Promise<boolean>;
  /** Ends the token's session; the row is kept until the token would have expired. */
  end(token: VerifiedAccessToken): Promise<void>;
};

export function createSessionsRepository(db: Db): SessionStore {
  const notEnded = sql<boolean>`not exists (select 1 from ${endedSessions} where ${endedSessions.sessionId} = ${sql.placeholder('sessionId')})`;
  const byRole: Record<Role, { execute(values: Record<string, unknown>): Promise<unknown[]> }> = {
    client: db
      .select({ current: notEnded })
      .from(clients)
      .where(
        and(
          eq(clients.id, sql.placeholder('id')),
          eq(clients.tokenVersion, sql.placeholder('version')),
        ),
      )
      .prepare('client_session'),
    admin: db
      .select({ current: notEnded })
      .from(admins)
      .where(
        and(
          eq(admins.id, sql.placeholder('id')),
          eq(admins.tokenVersion, sql.placeholder('version')),
        ),
      )
      .prepare('admin_session'),
    promoter: db
      .select({ current: notEnded })
      .from(promoters)
      .where(
        and(
          eq(promoters.id, sql.placeholder('id')),
          eq(promoters.tokenVersion, sql.placeholder('version')),
          isNull(promoters.deletedAt),
        ),
      )
      .prepare('promoter_session'),
  };

  return {
    async isCurrent(token) {
      const [row] = (await byRole[token.role].execute({
        id: token.id,
        version: token.version,
        sessionId: token.sessionId,
      })) as { current: boolean }[];
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
