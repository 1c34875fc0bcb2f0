// A charge that succeeds on a payment already failed or cancelled (issue 32, point 1): applied if
// the wedding still lacks the plan, otherwise refunded through the gateway (Stripe's Refunds API,
// at the local Stripe-speaking server), logged at warn either way and marked for staff
// (`lateCharge`). Before, a late payment_intent.succeeded was an info line and the money stayed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import {
  PaymentGatewayUnavailableError,
  type PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { createStripeGateway } from '../../payment-gateway/stripe-gateway.ts';
import {
  checkoutState,
  insertPricedPlan,
  reconcilerOn,
  setWeddingPlan,
} from '../../test/payments-test-kit.ts';
import {
  deliverStripeEvent,
  startStripeFakeServer,
  type StripeFakeServer,
} from '../../test/stripe-fake-server.ts';
import { createTestApp, injectAsClient, type TestApp } from '../../test/test-app.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { modules } from '../modules.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';

const WEBHOOK_SECRET = 'whsec_test_late_charges';

type LogLine = { level: number; msg: string; paymentId?: number };

describe('a late charge on a failed or cancelled payment', () => {
  let fake: StripeFakeServer;
  let stripe: PaymentGateway;
  /** Runs between the checkout's request and its answer while set (what happened meanwhile). */
  let meanwhile: ((paymentId: number) => Promise<void>) | null = null;
  /** While true, the checkout's gateway cannot reach the provider to refund. */
  let refundsAway = false;
  let t: TestApp;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    fake = await startStripeFakeServer();
    stripe = createStripeGateway({ secretKey: 'sk_test_late', api: fake.address });
    const gateway: PaymentGateway = {
      ...stripe,
      async charge(request) {
        const result = await stripe.charge(request);
        if (meanwhile !== null) await meanwhile(Number(request.metadata.paymentId));
        return result;
      },
      refund: (request) =>
        refundsAway
          ? Promise.reject(new PaymentGatewayUnavailableError('Stripe is away'))
          : stripe.refund(request),
    };
    t = await createTestApp({
      // The app's own driver (its jobs refund through it) is the same Stripe server.
      env: {
        STRIPE_SECRET_KEY: 'sk_test_late',
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LOG_LEVEL: 'warn',
      },
      modules: modules.map((m) => (m === paymentsRoutes ? createPaymentsRoutes({ gateway }) : m)),
      logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const pay = (couple: Couple, planId: number, paymentMethodId: string) =>
    injectAsClient(t.app, couple.clientId, {
      method: 'POST',
      url: '/v1/payments/checkout',
      payload: { weddingId: couple.weddingId, invitationPlanId: planId, paymentMethodId },
    });

  /** An OXXO voucher issued; the payment then failed on our side while the voucher stays payable. */
  async function failedVoucher(couple: Couple, planId: number) {
    const answer = await pay(couple, planId, 'pm_oxxo');
    expect(answer.statusCode).toBe(202);
    const paymentId = (answer.json() as { payment: { id: number } }).payment.id;
    await createPaymentsRepository(t.database.db).fail(paymentId, new Date());
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    if (row?.stripePaymentIntentId == null) throw new Error('no intent');
    return { paymentId, intentId: row.stripePaymentIntentId };
  }

  /** The voucher paid at OXXO after all: Stripe's payment_intent.succeeded, delivered. */
  async function paidLate(intentId: string) {
    const response = await deliverStripeEvent(t.app, WEBHOOK_SECRET, fake.settle(intentId, 'paid'));
    expect(response.statusCode).toBe(200);
  }

  const warnings = (paymentId: number) =>
    logs.filter((line) => line.level === 40 && line.paymentId === paymentId).map((l) => l.msg);

  it('on a failed payment of a wedding still without the plan: applied, the plan granted, logged at warn', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1300);
    const { paymentId, intentId } = await failedVoucher(couple, planId);
    expect((await checkoutState(t.database.db, couple.weddingId)).planId).toBeNull();

    await paidLate(intentId);

    const state = await checkoutState(t.database.db, couple.weddingId);
    expect(state.planId).toBe(planId);
    expect(state.payments.map((p) => [p.status, p.lateCharge])).toEqual([['succeeded', 'applied']]);
    expect(fake.refunds.filter((refund) => refund.intentId === intentId)).toEqual([]);
    expect(warnings(paymentId)).toEqual([
      'late charge on a failed payment: applied, the plan granted',
    ]);
  });

  it('on a cancelled payment of a wedding that paid for the plan another way: refunded in full, once', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1300);
    const { paymentId, intentId } = await failedVoucher(couple, planId);
    // "Pagar de otra forma": the card pays, the plan is theirs.
    expect((await pay(couple, planId, 'pm_card_visa')).statusCode).toBe(201);

    await paidLate(intentId);
    // The webhook queued the refund as a job; reconciliation is the same work, done here and now.
    const reconciler = reconcilerOn(t.database.db, stripe, t.app.jobs, {
      log: {
        info: () => {},
        error: () => {},
        warn: (details, msg) => logs.push({ level: 40, msg, ...details }),
      },
    });
    expect(['refunded', 'not-pending']).toContain(await reconciler.reconcilePayment(paymentId));
    expect(await reconciler.reconcilePayment(paymentId)).toBe('not-pending');

    const state = await checkoutState(t.database.db, couple.weddingId);
    expect(state.planId).toBe(planId);
    const late = state.payments.find((p) => p.id === paymentId);
    expect(late).toMatchObject({
      status: 'refunded',
      lateCharge: 'refunded',
      refundedCentavos: 130_000,
    });
    expect(fake.refunds.filter((refund) => refund.intentId === intentId)).toEqual([
      expect.objectContaining({ amount: 130_000 }),
    ]);
    expect(warnings(paymentId)).toEqual(
      expect.arrayContaining([
        'late charge on a failed payment: the wedding has the plan, refunding',
        'late charge refunded',
      ]),
    );
  });

  it("on a payment failed while the checkout's charge was on its way: the couple's answer is the plan", async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1300);
    meanwhile = async (paymentId) => {
      await createPaymentsRepository(t.database.db).fail(paymentId, new Date());
    };
    const answer = await pay(couple, planId, 'pm_card_visa');
    meanwhile = null;

    expect(answer.statusCode, answer.body).toBe(201);
    const state = await checkoutState(t.database.db, couple.weddingId);
    expect(state.planId).toBe(planId);
    expect(state.payments.map((p) => [p.status, p.lateCharge])).toEqual([['succeeded', 'applied']]);
  });

  it('a late charge the provider cannot refund yet stays refund_due (the couple told, staff shown) until a sweep refunds it', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertPricedPlan(t.database.db, 1300);
    // While the charge is on its way the payment fails, and the wedding gets the plan another way.
    meanwhile = async (paymentId) => {
      await createPaymentsRepository(t.database.db).fail(paymentId, new Date());
      await setWeddingPlan(t.database.db, couple.weddingId, planId);
    };
    refundsAway = true;
    const answer = await pay(couple, planId, 'pm_card_visa');
    meanwhile = null;
    refundsAway = false;

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      message: expect.stringContaining('te devolvemos el cobro completo'),
    });
    const [pending] = (await checkoutState(t.database.db, couple.weddingId)).payments;
    expect(pending).toMatchObject({ status: 'failed', lateCharge: 'refund_due' });
    const intentId = pending?.stripePaymentIntentId ?? '';
    expect(fake.refunds.filter((refund) => refund.intentId === intentId)).toEqual([]);

    const reconciler = reconcilerOn(t.database.db, stripe, t.app.jobs);
    expect(await reconciler.reconcilePending()).toContain('refunded');
    const [refunded] = (await checkoutState(t.database.db, couple.weddingId)).payments;
    expect(refunded).toMatchObject({ status: 'refunded', lateCharge: 'refunded' });
    expect(fake.refunds.filter((refund) => refund.intentId === intentId)).toHaveLength(1);
  });
});
