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
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers } from '../../db/schema/households.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectBesideApp, waitForLockWaiters } from '../../test/lock-waits.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { createAnswerContexts } from '../../security/answer-contexts.ts';
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

/** An app whose clock is `at`, with a couple's wedding open to answers (its trial runs past it). */
async function openWedding(at: Date): Promise<{ t: TestApp; slug: string; weddingId: number }> {
  const t = await createTestApp({ modules: [createPublicInvitationRoutes({ now: () => at })] });
  const couple = await insertCouple(t.app.db);
  await t.app.db
    .update(weddings)
    .set({ trialEndsAt: new Date('2031-01-01T00:00:00Z') })
    .where(eq(weddings.id, couple.weddingId));
  return { t, slug: couple.slug, weddingId: couple.weddingId };
}

/** The hits of the guest's answer counter (none: 0). */
async function answerHits(t: TestApp, guestId: number): Promise<number> {
  const [counter] = await t.app.db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, 'invitation-answer-guest'),
        eq(rateLimitCounters.subject, String(guestId)),
      ),
    );
  return counter?.hits ?? 0;
}

describe("a guest's answer", () => {
  let t: TestApp;
  let slug: string;
  let codes: string[];
  let guestIds: number[];
  // A fixed clock: the once-a-minute purges of expired keys and counters run on the first answer only.
  const at = new Date('2030-01-01T12:00:10Z');

  beforeAll(async () => {
    const opened = await openWedding(at);
    t = opened.t;
    slug = opened.slug;
    const rows = await t.app.db
      .insert(guests)
      .values(
        [1, 2, 3, 4].map((n) => ({
          weddingId: opened.weddingId,
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
      expect(await answerHits(t, guestId)).toBe(1);
    },
  );
});

describe("a guest's answer with the context their page carries", () => {
  let t: TestApp;
  let slug: string;
  let weddingId: number;
  const at = new Date('2030-01-01T12:00:10Z');
  let made = 0;

  beforeAll(async () => {
    ({ t, slug, weddingId } = await openWedding(at));
    // The process's first answer also purges what expired: not counted below.
    const [first] = await newGuests(1);
    await answer(first?.code ?? '', {}, randomUUID());
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newGuests(count: number) {
    return t.app.db
      .insert(guests)
      .values(
        Array.from({ length: count }, () => {
          made += 1;
          return {
            weddingId,
            name: `Invitada ${made}`,
            maxGuestsAllowed: 2,
            code: `C${made}${randomUUID().slice(0, 6).toUpperCase()}`,
          };
        }),
      )
      .returning({ id: guests.id, code: guests.code });
  }

  type GuestBody = {
    name: string;
    specialMessage: string | null;
    events: number[];
    confirmedGuests: number | null;
    members: { id: number; firstName: string | null }[];
    answerContext?: string;
  };

  const read = async (code: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/v1/public/invitations/${slug}?code=${code}` })
    ).json<{ guest: GuestBody }>().guest;

  const answer = (code: string, extra: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      payload: { code, confirmation: true, confirmedGuests: 2, ...extra },
      headers: { 'idempotency-key': key },
    });

  it('is one statement, and answers and saves what the full way does', async () => {
    const [withIt, without] = await newGuests(2);
    const context = (await read(withIt?.code ?? '')).answerContext;
    expect(context).toEqual(expect.any(String));

    const one = await countStatements(() =>
      answer(withIt?.code ?? '', { answerContext: context }, randomUUID()),
    );
    const two = await countStatements(() => answer(without?.code ?? '', {}, randomUUID()));
    expect([one.result.statusCode, two.result.statusCode]).toEqual([200, 200]);
    expect([one.statements, two.statements]).toEqual([1, 2]);
    // The same reply but for the guest's own name, seats and pass.
    const reply = (response: typeof one.result) => {
      const { guest } = response.json<{ message: string; guest: GuestBody }>();
      return { ...guest, name: null, members: guest.members.map(() => null), pass: null };
    };
    expect(reply(one.result)).toEqual(reply(two.result));
    // As stored: the next read shows it.
    const after = await read(withIt?.code ?? '');
    const { answerContext: _next, ...readBack } = after;
    expect(one.result.json<{ guest: object }>().guest).toEqual(readBack);
  });

  it('replays an answer sent again with its key, written once', async () => {
    const [guest] = await newGuests(1);
    const context = (await read(guest?.code ?? '')).answerContext;
    const key = randomUUID();
    const first = await answer(guest?.code ?? '', { answerContext: context }, key);
    const again = await answer(guest?.code ?? '', { answerContext: context }, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await answerHits(t, guest?.id ?? 0)).toBe(1);
  });

  // What the couple changes between the guest's GET and their answer: the answer is then judged on
  // the invitation as it is now, never on what the page read. Its statements: the write that found
  // the household changed, then the full way (the read, the content again when it moved, the write).
  const changes: [
    string,
    (guest: { id: number }) => Promise<unknown>,
    (reply: Response) => void,
    number,
  ][] = [
    [
      'the wedding closes its answers',
      () =>
        t.app.db
          .update(weddings)
          .set({ confirmationEnabled: false })
          .where(eq(weddings.id, weddingId)),
      (reply) => expect(reply.statusCode).toBe(409),
      2,
    ],
    [
      "the guest's note from the couple",
      ({ id }) =>
        t.app.db.update(guests).set({ specialMessage: 'Nueva nota' }).where(eq(guests.id, id)),
      (reply) => expect(reply.json<{ guest: GuestBody }>().guest.specialMessage).toBe('Nueva nota'),
      3,
    ],
    [
      'a seat the couple names',
      ({ id }) =>
        t.app.db
          .update(guestMembers)
          .set({ firstName: 'Lupita' })
          .where(eq(guestMembers.guestId, id)),
      (reply) =>
        expect(
          reply.json<{ guest: GuestBody }>().guest.members.map((member) => member.firstName),
        ).toContain('Lupita'),
      3,
    ],
    [
      'an exclusive event the guest is now invited to',
      async ({ id }) => {
        const [event] = await t.app.db
          .insert(events)
          .values({ weddingId, name: 'Cena íntima', isExclusive: true })
          .returning({ id: events.id });
        await t.app.db.insert(eventGuests).values({ eventId: event?.id ?? 0, guestId: id });
      },
      (reply) => expect(reply.json<{ guest: GuestBody }>().guest.events).toHaveLength(1),
      4,
    ],
  ];
  type Response = Awaited<ReturnType<typeof answer>>;

  for (const [change, make, judged, expectedStatements] of changes) {
    it(`judges it on the invitation as it is now after ${change}`, async () => {
      const [guest] = await newGuests(1);
      const context = (await read(guest?.code ?? '')).answerContext;
      await make({ id: guest?.id ?? 0 });
      try {
        const { result, statements } = await countStatements(() =>
          answer(guest?.code ?? '', { answerContext: context }, randomUUID()),
        );
        judged(result);
        expect(statements).toBe(expectedStatements);
      } finally {
        await t.app.db
          .update(weddings)
          .set({ confirmationEnabled: true })
          .where(eq(weddings.id, weddingId));
      }
    });
  }

  it("takes the full way with a context altered, sealed by another key, or another guest's", async () => {
    const [owner, other] = await newGuests(2);
    const context = (await read(owner?.code ?? '')).answerContext ?? '';
    const bytes = Buffer.from(context, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const altered = bytes.toString('base64url');
    const foreign =
      createAnswerContexts<object>('another secret of 32 characters or more').seal({}) ?? '';
    for (const [code, sent] of [
      [owner?.code ?? '', altered],
      [owner?.code ?? '', foreign],
      [other?.code ?? '', context],
    ] as const) {
      const { result, statements } = await countStatements(() =>
        answer(code, { answerContext: sent }, randomUUID()),
      );
      expect(result.statusCode, result.body).toBe(200);
      expect(statements).toBe(2);
    }
    // The other guest's answer is theirs: the owner of the context is untouched.
    const [owned] = await t.app.db
      .select({ confirmedGuests: guests.confirmedGuests, confirmedAt: guests.confirmedAt })
      .from(guests)
      .where(eq(guests.id, owner?.id ?? 0));
    expect(owned?.confirmedGuests).toBe(2);
    expect((await read(other?.code ?? '')).confirmedGuests).toBe(2);
  });
});
