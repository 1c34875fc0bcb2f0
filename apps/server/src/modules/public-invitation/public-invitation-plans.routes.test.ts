// The guest's GET is one prepared statement (public_invitation_head) that also reads the guess
// counters of rate_limit_counters. PostgreSQL plans a prepared statement's first five executions
// with their values (custom plans), then keeps the generic plan unless the custom ones looked
// cheaper; once the counters table had rows, they did, and every GET was planned again (0.3 ms of
// PostgreSQL CPU more a request). The statement must stay on its generic plan whatever the tables
// hold (docs/decisions.md, "One plan for the guest's GET"); so must a guest's answer's two
// statements (public_invitation_answer_head, answer_write), which read and write the same tables.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { createPublicInvitationRoutes } from './public-invitation.routes.ts';

type PlanCounts = { connections: number; generic: number; custom: number; worst: number };

/** The plans of `name` on every connection of the app's pool that prepared it. */
async function plansOf(t: TestApp, name: string): Promise<PlanCounts> {
  const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
  // Every connection of the pool at once, so each is asked (a statement is prepared per connection).
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  const counts: PlanCounts = { connections: 0, generic: 0, custom: 0, worst: 0 };
  try {
    for (const client of clients) {
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [name],
      );
      for (const row of rows) {
        counts.connections += 1;
        counts.generic += Number(row.generic_plans);
        counts.custom += Number(row.custom_plans);
        counts.worst = Math.max(counts.worst, Number(row.custom_plans));
      }
    }
  } finally {
    for (const client of clients) client.release();
  }
  return counts;
}

/** What a busy day leaves: wrong-code counters of thousands of addresses over the last hours, in the
 * current window too, as autovacuum's ANALYZE sees them. */
async function fillCounters(t: TestApp) {
  await t.app.db.execute(sql`
    insert into rate_limit_counters (bucket, subject, window_start, hits)
    select bucket, 'ip:203.0.' || (n / 250) || '.' || (n % 250), window_start, 1 + n % 7
    from generate_series(0, 999) n,
      unnest(array['invitation-guess-address', 'invitation-guess-wedding',
        'invitation-guess-address-wedding']) bucket,
      (select to_timestamp(floor(extract(epoch from now()) / 900) * 900 - 900 * h) as window_start
        from generate_series(0, 1) h) w
    on conflict do nothing`);
  await t.app.db.execute(sql`analyze rate_limit_counters`);
}

/** At most five executions of each connection planned with their values, every later one generic. */
function expectGenericAfterFive(plans: PlanCounts, executions: number) {
  expect(plans.connections).toBeGreaterThan(0);
  expect(plans.generic + plans.custom).toBe(executions);
  expect(plans.worst).toBeLessThanOrEqual(5);
  expect(plans.generic).toBeGreaterThanOrEqual(executions - 5 * plans.connections);
}

describe('the guest GET keeps one plan (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [createPublicInvitationRoutes()] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('with thousands of counters, the statement is planned at most five times, then runs its generic plan', async (context) => {
    // PGlite's driver sends no named statements: there is no plan cache of ours to watch.
    if (t.database.kind !== 'postgres') context.skip();
    const couple = await insertCouple(t.app.db);
    const [guest] = await t.app.db
      .insert(guests)
      .values({ weddingId: couple.weddingId, name: 'Invitada', code: 'PLAN0001' })
      .returning({ code: guests.code });
    await fillCounters(t);

    const url = `/v1/public/invitations/${couple.slug}?code=${guest?.code}`;
    const gets = 15;
    for (let index = 0; index < gets; index += 1) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.9' });
      expect(response.statusCode).toBe(200);
    }

    expectGenericAfterFive(await plansOf(t, 'public_invitation_head'), gets);
  });

  it("a guest's answers too: their read and their write run their generic plans after five", async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const couple = await insertCouple(t.app.db);
    const answers = 15;
    const answering = await t.app.db
      .insert(guests)
      .values(
        Array.from({ length: answers }, (_, index) => ({
          weddingId: couple.weddingId,
          name: `Familia ${index + 1}`,
          code: `PLANA${String(index).padStart(3, '0')}`,
          maxGuestsAllowed: 2,
        })),
      )
      .returning({ code: guests.code });
    await fillCounters(t);
    for (const { code } of answering) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/public/invitations/${couple.slug}/confirmation`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { code, confirmation: true, confirmedGuests: 2 },
        remoteAddress: '198.51.100.9',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectGenericAfterFive(await plansOf(t, 'public_invitation_answer_head'), answers);
    expectGenericAfterFive(await plansOf(t, 'answer_write'), answers);
  });
});
