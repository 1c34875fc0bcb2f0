// Money exactly once whatever the clocks (issue 32, point 1): a replica that works the jobs has a
// clock a day ahead, so by its reckoning every pending payment is a day old. Its reconciliation
// sweep runs while a checkout's charge is still on its way (before the request reaches the provider,
// while the provider holds it, or after its answer was lost), through the real Stripe SDK at the
// local Stripe-speaking server. Each checkout must end with exactly one charge and the plan, and the
// couple's retried "Pagar" must charge nothing. Before, the sweep failed such a payment by its own
// clock (its 23-hour rule) without asking the provider: 402 while charged, no plan, and the retry
// charged again.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { createStripeGateway } from '../../payment-gateway/stripe-gateway.ts';
import { insertPricedPlan, reconcilerOn } from '../../test/payments-test-kit.ts';
import { startStripeFakeServer, type StripeFakeServer } from '../../test/stripe-fake-server.ts';
import { createTestApp, injectAsClient, type TestApp } from '../../test/test-app.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { modules } from '../modules.ts';
import { createPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';

const DAY_MS = 24 * 3600 * 1000;

/** How the checkout's charge lands late, given the real driver, the request and the skewed sweep. */
type Late = (
  stripe: PaymentGateway,
  request: ChargeRequest,
  sweep: () => Promise<unknown>,
) => Promise<ChargeResult>;

describe('reconciliation on a replica whose clock is a day ahead', () => {
  let fake: StripeFakeServer;
  let stripe: PaymentGateway;
  let late: Late | null = null;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startStripeFakeServer();
    stripe = createStripeGateway({ secretKey: 'sk_test_skew', api: fake.address });
    const gateway: PaymentGateway = {
      ...stripe,
      charge: (request) => (late === null ? stripe.charge(request) : late(stripe, request, sweep)),
    };
    t = await createTestApp({
      modules: modules.map((m) => (m === paymentsRoutes ? createPaymentsRoutes({ gateway }) : m)),
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The job-working replica's sweep, its clock a day ahead. */
  const sweep = () =>
    reconcilerOn(t.database.db, stripe, t.app.jobs, {
      now: () => new Date(Date.now() + DAY_MS),
    }).reconcilePending();

  const pay = (app: FastifyInstance, couple: Couple, planId: number) =>
    injectAsClient(app, couple.clientId, {
      method: 'POST',
      url: '/v1/payments/checkout',
      payload: {
        weddingId: couple.weddingId,
        invitationPlanId: planId,
        paymentMethodId: 'pm_card_visa',
      },
    });

  async function waitFor(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  const cases: { lands: string; status: number; late: Late }[] = [
    {
      lands: 'after the sweep (the request not yet at the provider)',
      status: 201,
      async late(driver, request, sweepNow) {
        await sweepNow();
        return driver.charge(request);
      },
    },
    {
      lands: 'while the provider holds it (the sweep runs before its answer)',
      status: 201,
      async late(driver, request, sweepNow) {
        const sent = fake.requests.length;
        const answer = driver.charge(request);
        await waitFor(() => fake.requests.length > sent);
        await sweepNow();
        return answer;
      },
    },
    {
      lands: 'with its answer lost (every retry), then the sweep',
      status: 503,
      async late(driver, request, sweepNow) {
        fake.failNext(3, 'drop-after');
        try {
          return await driver.charge(request);
        } finally {
          await sweepNow();
        }
      },
    },
  ];

  for (const landing of cases) {
    it(`a charge that lands ${landing.lands}: one charge, the plan; "Pagar" again charges nothing`, async () => {
      const couple = await insertCouple(t.database.db);
      const planId = await insertPricedPlan(t.database.db, 1500);
      const charges = fake.chargeCount();

      late = landing.late;
      const first = await pay(t.app, couple, planId);
      late = null;
      expect(first.statusCode, first.body).toBe(landing.status);
      await sweep();

      // The couple tries again, as they would after a refusal or an error.
      const again = await pay(t.app, couple, planId);
      expect(again.statusCode).toBe(409);

      expect(fake.chargeCount() - charges).toBe(1);
      const [wedding] = await t.database.db
        .select({ planId: weddings.invitationPlanId })
        .from(weddings)
        .where(eq(weddings.id, couple.weddingId));
      expect(wedding?.planId).toBe(planId);
      const recorded = await t.database.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.weddingId, couple.weddingId));
      expect(recorded.map((payment) => payment.status)).toEqual(['succeeded']);
    });
  }

  it('a payment the provider charged a day ago (its idempotency key forgotten) is found, not charged again', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1500);
    const charges = fake.chargeCount();

    // The process dies once the provider has charged: the payment stays pending, no plan.
    late = async (driver, request) => {
      await driver.charge(request);
      throw new Error('killed after the charge');
    };
    expect((await pay(t.app, couple, planId)).statusCode).toBe(500);
    late = null;
    fake.forgetIdempotencyKeys();

    // Asked with a right clock: only the provider's own forgetting is in play here.
    const reconciled = await reconcilerOn(t.database.db, stripe, t.app.jobs).reconcilePending(0);
    expect(reconciled).toEqual(['succeeded']);
    expect(fake.chargeCount() - charges).toBe(1);
    const [wedding] = await t.database.db
      .select({ planId: weddings.invitationPlanId })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    expect(wedding?.planId).toBe(planId);
  });

  it("a couple's 3-D Secure step is not given up by the replica's clock: only an hour by the database's", async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1500);
    const answer = await injectAsClient(t.app, couple.clientId, {
      method: 'POST',
      url: '/v1/payments/checkout',
      payload: {
        weddingId: couple.weddingId,
        invitationPlanId: planId,
        paymentMethodId: 'pm_card_threeDSecure2Required',
      },
    });
    expect(answer.statusCode).toBe(202);
    const paymentId = (answer.json() as { payment: { id: number } }).payment.id;

    // By the skewed replica's clock the step was offered a day ago: it stays, the couple at their bank.
    await sweep();
    const [waiting] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(waiting?.status).toBe('pending');
    expect(fake.intent(waiting?.stripePaymentIntentId ?? '')?.status).toBe('requires_action');

    // An hour later by the database's clock it is given up at the provider, freeing the wedding.
    await t.database.db.execute(
      sql`update payments set updated_at = now() - interval '61 minutes' where id = ${paymentId}`,
    );
    await sweep();
    const [givenUp] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(givenUp?.status).toBe('failed');
    expect(fake.intent(givenUp?.stripePaymentIntentId ?? '')?.status).toBe('canceled');
  });
});
