// Reconciliation at start-up (issue 32, point 1): the API dies between the provider's charge and the
// grant, leaving a pending payment (the couple's "Pagar" refused meanwhile: a payment is in
// progress). Started again, it settles that payment within seconds: not by the five-minute sweep
// (which only takes payments pending more than five minutes) nor by the checkout's own job (five
// minutes ahead), but by the sweep every working process queues when it starts, over the payments
// recorded before it started. Before, the couple waited 300 to 319 s.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createPaymentsRoutes } from '../modules/payments/payments.routes.ts';
import type { PaymentGateway } from '../payment-gateway/payment-gateway.ts';
import { createStripeGateway } from '../payment-gateway/stripe-gateway.ts';
import { checkoutState, insertPricedPlan } from '../test/payments-test-kit.ts';
import { startStripeFakeServer, type StripeFakeServer } from '../test/stripe-fake-server.ts';
import { createTestDatabase, injectAsClient } from '../test/test-app.ts';
import { insertCouple } from '../test/wedding-fixtures.ts';

describe('reconciliation at start-up', () => {
  let fake: StripeFakeServer;
  let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    fake = await startStripeFakeServer();
    scratch = await createTestDatabase({
      env: { STRIPE_SECRET_KEY: 'sk_test_startup', STRIPE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await scratch?.close();
    await fake?.close();
  });

  async function start(gateway?: PaymentGateway) {
    const app = await buildApp({
      config: scratch.config,
      database: scratch.database,
      modules: [createPaymentsRoutes(gateway === undefined ? {} : { gateway })],
    });
    apps.push(app);
    return app;
  }

  it('settles a payment left pending by a crash within seconds of starting again, charging nothing more', async () => {
    const db = scratch.database.db;
    const couple = await insertCouple(db);
    const planId = await insertPricedPlan(db, 1100);
    const stripe = createStripeGateway({ secretKey: 'sk_test_startup', api: fake.address });
    // The first process charges, then dies before it records anything.
    const dying: PaymentGateway = {
      ...stripe,
      async charge(request) {
        await stripe.charge(request);
        throw new Error('killed after the charge');
      },
    };
    const first = await start(dying);
    const checkout = () =>
      injectAsClient(first, couple.clientId, {
        method: 'POST',
        url: '/v1/payments/checkout',
        payload: {
          weddingId: couple.weddingId,
          invitationPlanId: planId,
          paymentMethodId: 'pm_card_visa',
        },
      });
    expect((await checkout()).statusCode).toBe(500);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect((await checkoutState(db, couple.weddingId)).payments.map((p) => p.status)).toEqual([
      'pending',
    ]);
    const charges = fake.chargeCount();

    // Two replicas start again together: one start-up sweep between them.
    const restarting = performance.now();
    await Promise.all([start(), start()]);
    const started = performance.now();
    await vi.waitFor(
      async () => {
        const state = await checkoutState(db, couple.weddingId);
        expect(state.payments.map((p) => p.status)).toEqual(['succeeded']);
        expect(state.planId).toBe(planId);
      },
      { timeout: 20_000, interval: 100 },
    );
    const settled = performance.now();
    console.log(
      `start-up reconciliation: replicas ready in ${Math.round(started - restarting)} ms, ` +
        `the payment settled ${Math.round(settled - started)} ms later`,
    );
    expect(fake.chargeCount()).toBe(charges);
    // One start-up sweep a start: the first process's, then one for each replica.
    const queued = (await db.execute(
      sql`select count(*)::int as n from pgboss.job
          where name = 'payments-reconcile-sweep' and singleton_key = 'at-start'`,
    )) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(3);
  });
});
