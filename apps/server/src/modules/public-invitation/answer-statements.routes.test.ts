// What a guest's answer costs the database, counted in statements: each is a round trip to
// PostgreSQL (a write and a read of the socket on both sides), which was more of an answer's cost
// than any one statement, and a transaction's BEGIN and COMMIT are two more (bench/answers.bench.ts;
// docs/decisions.md, "Notices, the queue's pace and the cost of an answer"). Counted at drizzle's
// prepared queries, which every statement of the app's database goes through (begin and commit
// too); pg-boss's own are not the answer's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectBesideApp, waitForLockWaiters } from '../../test/lock-waits.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { createPublicInvitationRoutes } from './public-invitation.routes.ts';

/**
 * The statements `run` sends (spied here: the suite's settings restore spies between tests); only
 * its own, not those of the app's jobs working meanwhile (they run outside its async context).
 */
async function countStatements<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const counting = new AsyncLocalStorage<true>();
  const spies = [NodePgPreparedQuery.prototype, PglitePreparedQuery.prototype].map((prepared) => {
    const execute = prepared.execute;
    return vi.spyOn(prepared, 'execute').mockImplementation(function (
      this: typeof prepared,
      ...args: Parameters<typeof execute>
    ) {
      if (counting.getStore() === true) statements += 1;
      return execute.apply(this, args);
    });
  });
  try {
    // Awaited inside: an inject is a thenable that sends its request when awaited.
    return { result: await counting.run(true, async () => await run()), statements };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("a guest's answer", () => {
  let t: TestApp;
  let slug: string;
  let codes: string[];
  let guestIds: number[];
  // A fixed clock: the once-a-minute purges of expired keys and counters run on the first answer only.
  const at = new Date('2030-01-01T12:00:10Z');

  beforeAll(async () => {
    t = await createTestApp({ modules: [createPublicInvitationRoutes({ now: () => at })] });
    const couple = await insertCouple(t.app.db);
    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date('2031-01-01T00:00:00Z') })
      .where(eq(weddings.id, couple.weddingId));
    slug = couple.slug;
    const rows = await t.app.db
      .insert(guests)
      .values(
        [1, 2, 3, 4].map((n) => ({
          weddingId: couple.weddingId,
          name: `Invitado ${n}`,
          maxGuestsAllowed: 2,
          code: `S${n}${randomUUID().slice(0, 6).toUpperCase()}`,
        })),
      )
      .returning({ id: guests.id, code: guests.code });
    codes = rows.map((row) => row.code);
    guestIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const answer = (code: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      payload: { code, confirmation: true, confirmedGuests: 2 },
      headers: { 'idempotency-key': key },
    });

  it('is two statements: the invitation with its counters and stored response, then the whole write', async () => {
    // The first answer of the process also purges what expired, and queues the couple's notice.
    expect((await answer(codes[0] ?? '', randomUUID())).statusCode).toBe(200);

    const { result: response, statements } = await countStatements(() =>
      answer(codes[1] ?? '', randomUUID()),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ guest: { confirmedGuests: number } }>().guest.confirmedGuests).toBe(2);
    expect(statements).toBe(2);
  });

  it('replayed, is the one statement that finds its stored response', async () => {
    const key = randomUUID();
    const first = await answer(codes[2] ?? '', key);
    const { result: again, statements } = await countStatements(() => answer(codes[2] ?? '', key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(statements).toBe(1);
  });

  it.skipIf(process.env.TEST_DATABASE !== 'postgres')(
    'sent twice at once with one key, writes once: the second waits for the first, undoes its own write and answers the same',
    async () => {
      const key = randomUUID();
      const guestId = guestIds[3] ?? 0;
      // The couple's editor holds the guest's row: both answers read their invitation, then wait in
      // their write (the first on the row, the second on the first's hit of the answer counter).
      const { editor, observer, end } = await connectBesideApp(t.config.databaseUrl);
      try {
        await editor.query('begin');
        await editor.query('select 1 from guests where id = $1 for update', [guestId]);
        const both = [answer(codes[3] ?? '', key), answer(codes[3] ?? '', key)];
        await waitForLockWaiters(observer, 2);
        await editor.query('commit');
        const [first, second] = await Promise.all(both);
        expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
        expect(second?.json()).toEqual(first?.json());
      } finally {
        await end();
      }
      const keys = await t.app.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      expect(keys).toHaveLength(1);
      // The second's hit of the answer counter went with the rest of its write.
      const [counter] = await t.app.db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.bucket, 'invitation-answer-guest'),
            eq(rateLimitCounters.subject, String(guestId)),
          ),
        );
      expect(counter?.hits).toBe(1);
    },
  );
});
