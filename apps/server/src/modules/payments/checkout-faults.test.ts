// Faults at each step of a checkout (intent first, payments.service.ts), through the real Stripe SDK
// at the local Stripe-speaking server: the process dies (the rest of the checkout never runs, as
// after a SIGKILL: what was committed stays, nothing after it happens), the provider's answer is
// lost, or the webhook arrives before the answer. Then reconciliation runs, and a retry with another
// card is tried before and after it. Each case must end with exactly one charge at the provider,
// one paid payment and the plan, and the retries charge nothing. Prints the fault matrix.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, payments } from '../../db/schema/payments.ts';
import { createStripeGateway } from '../../payment-gateway/stripe-gateway.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { insertPricedPlan, promoUsedCount, reconcilerOn } from '../../test/payments-test-kit.ts';
import { insertPromoCode } from '../../test/promo-codes-test-kit.ts';
import {
  deliverStripeEvent,
  startStripeFakeServer,
  type StripeFakeServer,
} from '../../test/stripe-fake-server.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { currentEnvironment } from '../../config/config.ts';
import { openPostgres, type Database, type Db } from '../../db/database.ts';
import { configThroughProxy, startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import {
  createTestApp,
  createTestDatabase,
  injectAsClient,
  type TestApp,
} from '../../test/test-app.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { modules } from '../modules.ts';
import { createPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';
import type { Reconciliation } from './payments.service.ts';
import { weddings } from '../../db/schema/weddings.ts';

const WEBHOOK_SECRET = 'whsec_test_faults';
const isPostgres = currentEnvironment().TEST_DATABASE === 'postgres';

/** Every case's outcome, printed at the end: the fault matrix. */
const matrix: Row[] = [];
afterAll(() => {
  console.log(`checkout fault matrix (${isPostgres ? 'PostgreSQL' : 'PGlite'}):\n${table(matrix)}`);
});

const checkoutOn = (
  app: FastifyInstance,
  couple: Couple,
  planId: number,
  card: string,
  promoCodeId: number,
) =>
  injectAsClient(app, couple.clientId, {
    method: 'POST',
    url: '/v1/payments/checkout',
    payload: {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: card,
      currentPlanId: null,
      promoCodeId,
    },
  });

/** The process ending at this point: nothing after it in the checkout runs. */
class Crash extends Error {
  override name = 'Crash';
}

/** How the charge goes wrong in one case: given the real driver and the request. */
type Fault = (stripe: PaymentGateway, request: ChargeRequest) => Promise<ChargeResult>;

type Row = {
  step: string;
  fault: string;
  status: number;
  retryBefore: number;
  reconciled: string;
  retryAfter: number;
  charges: number;
  payments: string;
  plans: number;
  promoUses: number;
};

/**
 * The Stripe driver at the local Stripe-speaking server, and the gateway the checkout is given: the
 * driver, or the case's fault around it while `fault` is set.
 */
async function startFaultyStripe() {
  const fake = await startStripeFakeServer();
  const stripe = createStripeGateway({ secretKey: 'sk_test_faults', api: fake.address });
  const faulty: {
    fake: StripeFakeServer;
    fault: Fault | null;
    gateway: PaymentGateway;
    reconcilePending(db: Db, jobs: JobQueue): Promise<Reconciliation[]>;
  } = {
    fake,
    fault: null,
    gateway: {
      ...stripe,
      charge: (request) =>
        faulty.fault === null ? stripe.charge(request) : faulty.fault(stripe, request),
    },
    /** Reconciliation as its jobs run it, asking the plain driver. */
    reconcilePending: (db: Db, jobs: JobQueue) =>
      reconcilerOn(db, stripe, jobs).reconcilePending(0),
  };
  return faulty;
}

describe('checkout faults at each step, then reconciliation', () => {
  let faulty: Awaited<ReturnType<typeof startFaultyStripe>>;
  let fake: StripeFakeServer;
  let t: TestApp;

  beforeAll(async () => {
    faulty = await startFaultyStripe();
    fake = faulty.fake;
    t = await createTestApp({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      modules: modules.map((m) =>
        m === paymentsRoutes ? createPaymentsRoutes({ gateway: faulty.gateway }) : m,
      ),
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const checkout = (couple: Couple, planId: number, card: string, promoCodeId: number) =>
    checkoutOn(t.app, couple, planId, card, promoCodeId);

  /** Stripe's webhook for a charge, signed, delivered to the app. */
  async function deliverSucceeded(request: ChargeRequest, intentId: string) {
    const response = await deliverStripeEvent(t.app, WEBHOOK_SECRET, {
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent', metadata: request.metadata } },
    });
    expect(response.statusCode).toBe(200);
  }

  const reconcilePending = () => faulty.reconcilePending(t.database.db, t.app.jobs);

  const cases: { step: string; fault: string; charge: Fault; status: number }[] = [
    {
      step: 'after the pending row',
      fault: 'crash',
      status: 500,
      charge: () => Promise.reject(new Crash('before the provider is called')),
    },
    {
      step: 'during the provider call',
      fault: 'crash',
      status: 500,
      // The request is on its way when the process dies: the provider charges, nobody listens.
      async charge(driver, request) {
        const sent = fake.requests.length;
        void driver.charge(request).catch(() => {});
        await waitFor(() => fake.requests.length > sent);
        throw new Crash('while the provider works');
      },
    },
    {
      step: 'during the provider call',
      fault: 'answer lost (every retry)',
      status: 503,
      charge(driver, request) {
        fake.failNext(3, 'drop-after');
        return driver.charge(request);
      },
    },
    {
      step: 'after the answer, before the grant',
      fault: 'crash',
      status: 500,
      async charge(driver, request) {
        await driver.charge(request);
        throw new Crash('after the provider answered');
      },
    },
    {
      step: 'after the answer, before the grant',
      fault: 'webhook first',
      status: 201,
      async charge(driver, request) {
        const result = await driver.charge(request);
        if (result.status === 'succeeded') await deliverSucceeded(request, result.intentId);
        return result;
      },
    },
  ];

  for (const fault_ of cases) {
    it(`${fault_.step} × ${fault_.fault}: one charge, one payment, one plan; retries charge nothing`, async () => {
      const couple = await insertCouple(t.database.db);
      const planId = await insertPricedPlan(t.database.db, 1200);
      const code = await insertPromoCode(t.database.db, { usageLimit: 1, commission: 10 });
      const charges = fake.chargeCount();

      faulty.fault = fault_.charge;
      const response = await checkout(couple, planId, 'pm_card_visa', code.id);
      faulty.fault = null;
      expect(response.statusCode).toBe(fault_.status);

      // Before reconciliation: the payment is pending (or already settled); another card waits.
      const retryBefore = await checkout(couple, planId, 'pm_card_mastercard', code.id);
      expect(retryBefore.statusCode).toBe(409);

      const outcomes = await reconcilePending();
      const retryAfter = await checkout(couple, planId, 'pm_card_mastercard', code.id);
      expect(retryAfter.statusCode).toBe(409);

      const row = await recordOutcome(t.database.db, {
        step: fault_.step,
        fault: fault_.fault,
        status: response.statusCode,
        retryBefore: retryBefore.statusCode,
        reconciled: outcomes.join(',') || '-',
        retryAfter: retryAfter.statusCode,
        charges: fake.chargeCount() - charges,
        couple,
        planId,
        promoCodeId: code.id,
      });
      matrix.push(row);
      // Nothing left for the next sweep.
      expect(await reconcilePending()).toEqual([]);
    });
  }

  it('a declined card after a crash is cancelled by reconciliation: the code is free again and another card pays once', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1200);
    const code = await insertPromoCode(t.database.db, { usageLimit: 1 });
    const charges = fake.chargeCount();

    faulty.fault = () => Promise.reject(new Crash('before the provider is called'));
    expect((await checkout(couple, planId, 'pm_card_chargeDeclined', code.id)).statusCode).toBe(
      500,
    );
    faulty.fault = null;
    expect(await promoUsedCount(t.database.db, code.id)).toBe(1);
    expect(await reconcilePending()).toEqual(['failed']);
    expect(await promoUsedCount(t.database.db, code.id)).toBe(0);

    expect((await checkout(couple, planId, 'pm_card_mastercard', code.id)).statusCode).toBe(201);
    expect(fake.chargeCount() - charges).toBe(1);
    const recorded = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.weddingId, couple.weddingId))
      .orderBy(payments.id);
    expect(recorded.map((payment) => payment.status)).toEqual(['failed', 'succeeded']);
    expect(await promoUsedCount(t.database.db, code.id)).toBe(1);
  });
});

// The database stops (every connection closed, new ones refused) at a step of the checkout, and comes
// back before reconciliation. PGlite runs in the process: it cannot stop on its own.
describe.skipIf(!isPostgres)('checkout with the database stopped at each step', () => {
  let faulty: Awaited<ReturnType<typeof startFaultyStripe>>;
  let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    faulty = await startFaultyStripe();
    scratch = await createTestDatabase();
    const target = new URL(scratch.config.databaseUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const config = configThroughProxy(proxy, scratch.config, {
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    database = openPostgres(config.databaseUrl ?? '', config.databaseLimits);
    app = await buildApp({
      config,
      database,
      modules: [createPaymentsRoutes({ gateway: faulty.gateway })],
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.close();
    await faulty?.fake.close();
  });

  const cases: { step: string; charge: Fault }[] = [
    {
      step: 'after the pending row',
      async charge(driver, request) {
        await proxy.down();
        return driver.charge(request);
      },
    },
    {
      step: 'during the provider call',
      async charge(driver, request) {
        const charged = driver.charge(request);
        await proxy.down();
        return charged;
      },
    },
    {
      step: 'after the answer, before the grant',
      async charge(driver, request) {
        const result = await driver.charge(request);
        await proxy.down();
        return result;
      },
    },
  ];

  for (const fault_ of cases) {
    it(`${fault_.step} × database stopped: one charge, one payment, one plan; retries charge nothing`, async () => {
      const db = scratch.database.db;
      const couple = await insertCouple(db);
      const planId = await insertPricedPlan(db, 1200);
      const code = await insertPromoCode(db, { usageLimit: 1, commission: 10 });
      const charges = faulty.fake.chargeCount();

      faulty.fault = fault_.charge;
      const response = await checkoutOn(app, couple, planId, 'pm_card_visa', code.id);
      faulty.fault = null;
      expect(response.statusCode).toBe(503);
      await proxy.up();

      const retryBefore = await checkoutOn(app, couple, planId, 'pm_card_mastercard', code.id);
      expect(retryBefore.statusCode).toBe(409);
      const outcomes = await faulty.reconcilePending(db, app.jobs);
      const retryAfter = await checkoutOn(app, couple, planId, 'pm_card_mastercard', code.id);
      expect(retryAfter.statusCode).toBe(409);

      matrix.push(
        await recordOutcome(db, {
          step: fault_.step,
          fault: 'database stopped',
          status: response.statusCode,
          retryBefore: retryBefore.statusCode,
          reconciled: outcomes.join(',') || '-',
          retryAfter: retryAfter.statusCode,
          charges: faulty.fake.chargeCount() - charges,
          couple,
          planId,
          promoCodeId: code.id,
        }),
      );
    });
  }
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * What a case left behind, checked: exactly one charge, one payment (paid, with its intent), the
 * plan, the code used once with one commission.
 */
async function recordOutcome(
  db: Db,
  seen: Omit<Row, 'payments' | 'plans' | 'promoUses'> & {
    couple: Couple;
    planId: number;
    promoCodeId: number;
  },
): Promise<Row> {
  const { couple, planId, promoCodeId, ...row } = seen;
  const recorded = await db.select().from(payments).where(eq(payments.weddingId, couple.weddingId));
  const [wedding] = await db
    .select({ planId: weddings.invitationPlanId })
    .from(weddings)
    .where(eq(weddings.id, couple.weddingId));
  const paidCommissions = await db
    .select()
    .from(commissions)
    .where(eq(commissions.promoCodeId, promoCodeId));
  const outcome: Row = {
    ...row,
    payments: recorded.map((payment) => payment.status).join(','),
    plans: wedding?.planId === planId ? 1 : 0,
    promoUses: await promoUsedCount(db, promoCodeId),
  };
  expect(outcome.charges).toBe(1);
  expect(recorded.map((payment) => payment.status)).toEqual(['succeeded']);
  expect(recorded[0]?.stripePaymentIntentId).toMatch(/^pi_fake_/);
  expect(outcome.plans).toBe(1);
  expect(outcome.promoUses).toBe(1);
  expect(paidCommissions).toHaveLength(1);
  return outcome;
}

function table(rows: Row[]): string {
  const head: (keyof Row)[] = [
    'step',
    'fault',
    'status',
    'retryBefore',
    'reconciled',
    'retryAfter',
    'charges',
    'payments',
    'plans',
    'promoUses',
  ];
  const lines = [head, ...rows.map((row) => head.map((key) => String(row[key])))];
  const widths = head.map((_, i) => Math.max(...lines.map((line) => String(line[i]).length)));
  return lines
    .map((line) => line.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | '))
    .join('\n');
}
