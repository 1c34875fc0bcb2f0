// The whole path with the Stripe driver: the app configured with STRIPE_SECRET_KEY and
// STRIPE_API_URL charges a checkout through the real SDK at a local Stripe-speaking server, and the
// webhook that Stripe then sends for that PaymentIntent is reconciled with the recorded payment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema/payments.ts';
import { weddings } from '../db/schema/weddings.ts';
import { reconcilerOn } from '../test/payments-test-kit.ts';
import { insertTestPlan } from '../test/plan-fixtures.ts';
import {
  createTestApp,
  injectAsAdmin,
  injectAsClient,
  TEST_ADMIN,
  type TestApp,
} from '../test/test-app.ts';
import { insertCouple } from '../test/wedding-fixtures.ts';
import {
  deliverStripeEvent,
  startStripeFakeServer,
  type StripeFakeServer,
} from '../test/stripe-fake-server.ts';

const WEBHOOK_SECRET = 'whsec_test_checkout';

describe('checkout with the Stripe driver', () => {
  let fake: StripeFakeServer;
  let t: TestApp;
  const logs: { msg: string; paymentId?: number }[] = [];

  beforeAll(async () => {
    fake = await startStripeFakeServer();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_checkout',
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LOG_LEVEL: 'info',
      },
      logStream: { write: (line) => logs.push(JSON.parse(line) as { msg: string }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const statusesOf = async (weddingId: number) =>
    (
      await t.database.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.weddingId, weddingId))
    ).map((row) => row.status);

  const checkout = (clientId: number, body: Record<string, unknown>) =>
    injectAsClient(t.app, clientId, {
      method: 'POST',
      url: '/v1/payments/checkout',
      payload: body,
    });

  it('is the configured card driver', () => {
    expect(t.app.paymentGateway.kind).toBe('stripe');
  });

  it("answers the test gateway's staff controls with test_gateway_only, not a missing payment", async () => {
    const response = await injectAsAdmin(t.app, TEST_ADMIN.id, {
      method: 'POST',
      url: '/v1/payments/1/test-settlement',
      payload: { outcome: 'paid' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('test_gateway_only');
  });

  it('charges the plan in centavos of MXN once, then reconciles Stripe’s webhook', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    const before = fake.chargeCount();

    const response = await checkout(couple.clientId, {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: 'pm_card_visa',
      currentPlanId: null,
      promoCodeId: null,
    });

    expect(response.statusCode).toBe(201);
    expect(fake.chargeCount()).toBe(before + 1);
    const sent = fake.requests.at(-1);
    // A card is first asked for its meses sin intereses (unconfirmed); a Visa with none is then confirmed.
    expect(sent?.params).toMatchObject({ amount: '100000', currency: 'mxn', confirm: 'false' });
    expect(sent?.idempotencyKey).toEqual(expect.any(String));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.weddingId, couple.weddingId));
    expect(payment?.stripePaymentIntentId).toMatch(/^pi_fake_/);

    const webhook = await deliverStripeEvent(t.app, WEBHOOK_SECRET, {
      id: `evt_checkout_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: payment?.stripePaymentIntentId, object: 'payment_intent' } },
    });
    expect(webhook.statusCode).toBe(200);
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'Stripe payment reconciled', paymentId: payment?.id }),
    );
  });

  it("answers a declined card with Stripe's message and records only the failed attempt", async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    const before = fake.chargeCount();

    const response = await checkout(couple.clientId, {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: 'pm_card_chargeDeclined',
      currentPlanId: null,
      promoCodeId: null,
    });

    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('payment_failed');
    expect(fake.chargeCount()).toBe(before);
    expect(await statusesOf(couple.weddingId)).toEqual(['failed']);
    const [wedding] = await t.database.db
      .select({ planId: weddings.invitationPlanId })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    expect(wedding?.planId).toBeNull();
  });

  it("answers an unknown payment method in the couple's language, never Stripe's English", async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    // One after the other: a checkout waits while another of the same wedding is pending.
    const answers = [];
    for (const language of ['es', 'en'] as const) {
      answers.push(
        await injectAsClient(t.app, couple.clientId, {
          method: 'POST',
          url: '/v1/payments/checkout',
          headers: { 'accept-language': language },
          payload: {
            weddingId: couple.weddingId,
            invitationPlanId: planId,
            paymentMethodId: 'pm_made_up',
            currentPlanId: null,
            promoCodeId: null,
          },
        }),
      );
    }
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [
        402,
        'No reconocemos este método de pago. Vuelve a escribir los datos de tu tarjeta, por favor.',
      ],
      [402, 'We do not recognize this payment method. Please enter your card details again.'],
    ]);
  });

  it('answers 503 when Stripe keeps failing, and reconciliation charges the pending payment once', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    fake.failNext(3, 'server-error');
    const before = fake.chargeCount();

    const response = await checkout(couple.clientId, {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: 'pm_card_visa',
      currentPlanId: null,
      promoCodeId: null,
    });

    expect(response.statusCode).toBe(503);
    expect(await statusesOf(couple.weddingId)).toEqual(['pending']);
    const reconciliation = reconcilerOn(t.database.db, t.app.paymentGateway, t.app.jobs);
    expect(await reconciliation.reconcilePending(0)).toEqual(['succeeded']);
    expect(fake.chargeCount()).toBe(before + 1);
    expect(await statusesOf(couple.weddingId)).toEqual(['succeeded']);
  });

  it('an OXXO voucher through the real SDK is pending until Stripe reports it paid, then grants the plan once', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    const response = await checkout(couple.clientId, {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: 'ctoken_oxxo',
      currentPlanId: null,
      promoCodeId: null,
    });
    expect(response.statusCode, response.body).toBe(202);
    const { payment } = response.json();
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'oxxo',
      nextAction: { kind: 'oxxo_voucher', number: expect.any(String), amount: 1000 },
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const intentId = row?.stripePaymentIntentId ?? '';
    expect(intentId).toMatch(/^pi_fake_/);

    const paid = fake.settle(intentId, 'paid');
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await deliverStripeEvent(t.app, WEBHOOK_SECRET, paid)).statusCode).toBe(200);
    }
    expect(await statusesOf(couple.weddingId)).toEqual(['succeeded']);
    const [wedding] = await t.database.db
      .select({ planId: weddings.invitationPlanId })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    expect(wedding?.planId).toBe(planId);
  });

  it('a card asking for 3-D Secure gives the client secret, and refresh settles it after the step', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    const response = await checkout(couple.clientId, {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: 'ctoken_card_threeDSecure2Required',
      currentPlanId: null,
      promoCodeId: null,
    });
    expect(response.statusCode, response.body).toBe(202);
    const { payment } = response.json();
    expect(payment.nextAction).toEqual({
      kind: 'authenticate',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    // The couple completes the bank's challenge in Stripe.js; the dashboard then asks again.
    fake.settle(row?.stripePaymentIntentId ?? '', 'paid');
    const refreshed = await injectAsClient(t.app, couple.clientId, {
      method: 'POST',
      url: `/v1/payments/${payment.id}/refresh`,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().payment).toMatchObject({ status: 'succeeded', method: 'card' });
    expect(await statusesOf(couple.weddingId)).toEqual(['succeeded']);
  });

  it('meses sin intereses chosen in the Payment Element are charged at once in those months', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    const response = await checkout(couple.clientId, {
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      paymentMethodId: 'ctoken_card_mx_6',
      currentPlanId: null,
      promoCodeId: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().payment).toMatchObject({
      status: 'succeeded',
      installments: 6,
      card: { last4: '8001' },
    });
  });
});
