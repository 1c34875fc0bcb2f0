import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients, oneTimeTokens } from '../../db/schema/accounts.ts';
import type { OneTimeTokenPurpose } from '../../security/one-time-tokens.ts';

export type TokenRefusal = 'unknown' | 'used' | 'expired';

export function createOneTimeTokensRepository(db: Db) {
  return {
    async create(input: {
      clientId: number;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(oneTimeTokens).values(input);
    },

    /** Issues a token after voiding the client's unused ones of the same purpose (one live reset link at a time). */
    async replace(input: {
      clientId: number;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeTokens.clientId, input.clientId),
              eq(oneTimeTokens.purpose, input.purpose),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        await tx.insert(oneTimeTokens).values(input);
      });
    },

    /** The client a token was issued to, whether or not it can still be used. */
    async ownerOf(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<number | null> {
      const [row] = await db
        .select({ clientId: oneTimeTokens.clientId })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
        .limit(1);
      return row?.clientId ?? null;
    },

    /** Why a token cannot be used (after a failed consume). */
    async refusal(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<TokenRefusal> {
      const [row] = await db
        .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
        .limit(1);
      if (!row) return 'unknown';
      return row.usedAt ? 'used' : 'expired';
    },

    /**
     * Spends a verification token and verifies its client in one transaction. The token is marked
     * used only if it is unused and unexpired (one atomic UPDATE), so two requests cannot both use it.
     */
    async consumeVerification(tokenHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeTokens.tokenHash, tokenHash),
              eq(oneTimeTokens.purpose, 'verification'),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ clientId: oneTimeTokens.clientId });
        if (!token) return null;
        await tx.update(clients).set({ verified: true }).where(eq(clients.id, token.clientId));
        // The account is verified now: its other links have nothing left to do.
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeTokens.clientId, token.clientId),
              eq(oneTimeTokens.purpose, 'verification'),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        return token.clientId;
      });
    },

    /**
     * Spends a reset token, sets the new password (a reset proves the email, so it also verifies)
     * and voids the client's other unused reset links, in one transaction.
     */
    async consumeReset(tokenHash: string, passwordHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeTokens.tokenHash, tokenHash),
              eq(oneTimeTokens.purpose, 'reset'),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ clientId: oneTimeTokens.clientId });
        if (!token) return null;
        await tx
          .update(clients)
          .set({ passwordHash, verified: true })
          .where(eq(clients.id, token.clientId));
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeTokens.clientId, token.clientId),
              eq(oneTimeTokens.purpose, 'reset'),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        return token.clientId;
      });
    },
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
