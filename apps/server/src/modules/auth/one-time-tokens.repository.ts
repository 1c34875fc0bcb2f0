import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients, oneTimeTokens } from '../../db/schema/accounts.ts';
import type { OneTimeTokenPurpose } from '../../security/one-time-tokens.ts';

export type TokenRefusal = 'unknown' | 'used' | 'expired';

/** Marks a client's unused tokens of one purpose as used, so their links stop working. */
async function voidUnused(tx: Db, clientId: number, purpose: OneTimeTokenPurpose) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.clientId, clientId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/**
 * Spends a token in one atomic UPDATE, only if it is unused and unexpired, so two requests cannot
 * both use it; answers its client, or null.
 */
async function spend(tx: Db, tokenHash: string, purpose: OneTimeTokenPurpose) {
  const [token] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ clientId: oneTimeTokens.clientId });
  return token?.clientId ?? null;
}

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
        await voidUnused(tx, input.clientId, input.purpose);
        await tx.insert(oneTimeTokens).values(input);
      });
    },

    /** Forgets tokens that expired before `before` (housekeeping); answers how many. */
    async deleteExpired(before: Date): Promise<number> {
      const deleted = await db
        .delete(oneTimeTokens)
        .where(lt(oneTimeTokens.expiresAt, before))
        .returning({ id: oneTimeTokens.id });
      return deleted.length;
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

    /** Spends a verification token and verifies its client, in one transaction. */
    async consumeVerification(tokenHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const clientId = await spend(tx, tokenHash, 'verification');
        if (clientId === null) return null;
        await tx.update(clients).set({ verified: true }).where(eq(clients.id, clientId));
        // The account is verified now: its other links have nothing left to do.
        await voidUnused(tx, clientId, 'verification');
        return clientId;
      });
    },

    /**
     * Spends a reset token, sets the new password (a reset proves the email, so it also verifies)
     * and voids the client's other unused reset links, in one transaction.
     */
    async consumeReset(tokenHash: string, passwordHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const clientId = await spend(tx, tokenHash, 'reset');
        if (clientId === null) return null;
        await tx
          .update(clients)
          .set({ passwordHash, verified: true })
          .where(eq(clients.id, clientId));
        await voidUnused(tx, clientId, 'reset');
        return clientId;
      });
    },
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
