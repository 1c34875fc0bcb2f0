// Refunds and disputes reported by Stripe's webhook: the payment's status, its commission and the
// wedding's plan, once per change however often and in whatever order Stripe tells.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments } from '../../db/schema/payments.ts';
import { staffGet } from '../../test/admin-fixtures.ts';
import { checkoutState, insertPricedPlan, setWeddingPlan } from '../../test/payments-test-kit.ts';
import { insertPromoCode } from '../../test/promo-codes-test-kit.ts';
import { deliverStripeEvent } from '../../test/stripe-fake-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { adminPaymentsRoutes } from './admin-payments.routes.ts';
import { STRIPE_EVENT_SCOPE } from './payment-webhook.repository.ts';
import { paymentWebhookRoutes } from './payment-webhook.routes.ts';
import { createPaymentsRepository } from './payments.repository.ts';

const WEBHOOK_SECRET = 'whsec_test_refunds_disputes';
const PRICE = 1490; // pesos; a 10 % commission earns 149

type LogLine = { level: number; msg: string; eventId?: string } & Record<string, unknown>;

const tag = () => randomBytes(6).toString('hex');
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function event(type: string, object: object, created = seconds('2026-03-05T18:00:00Z')) {
  return { id: `evt_${tag()}`, object: 'event', created, livemode: false, type, data: { object } };
}

/** charge.refunded as Stripe sends it: the charge with everything refunded so far. */
function chargeRefunded(
  intentId: string,
  amountRefunded: number,
  options: { paymentId?: number; created?: number } = {},
) {
  return event(
    'charge.refunded',
    {
      id: `ch_${intentId}`,
      object: 'charge',
      amount: PRICE * 100,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= PRICE * 100,
      payment_intent: intentId,
      metadata: options.paymentId === undefined ? {} : { paymentId: String(options.paymentId) },
    },
    options.created,
  );
}

/** A charge.dispute.* event: the dispute, which names the intent but carries none of our metadata. */
function disputeEvent(type: string, intentId: string, status: string, created?: number) {
  return event(
    type,
    {
      id: `dp_${intentId}`,
      object: 'dispute',
      amount: PRICE * 100,
      charge: `ch_${intentId}`,
      payment_intent: intentId,
      status,
      reason: 'fraudulent',
      created: seconds('2026-03-04T12:00:00Z'),
    },
    created,
  );
}

describe('Stripe refunds and disputes (POST /v1/payments/webhook)', () => {
  let t: TestApp;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, LOG_LEVEL: 'info' },
      modules: [paymentWebhookRoutes, adminPaymentsRoutes],
      logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = (stripeEvent: object) => deliverStripeEvent(t.app, WEBHOOK_SECRET, stripeEvent);
  const db = () => t.database.db;

  /**
   * A wedding that paid `PRICE` for a plan with a 10 % commission code, settled as the checkout
   * settles it (plan and commission granted); `previousPlanId` is the plan it had before.
   */
  async function paidWedding(options: { previousPlanId?: number | null; weddingId?: number } = {}) {
    const weddingId =
      options.weddingId ?? (await insertCouple(db(), { isActive: false })).weddingId;
    const previousPlanId = options.previousPlanId ?? null;
    await setWeddingPlan(db(), weddingId, previousPlanId);
    const planId = await insertPricedPlan(db(), PRICE);
    const code = await insertPromoCode(db(), { commission: 10, value: 0 });
    const intentId = `pi_${tag()}`;
    const [pending] = await db()
      .insert(payments)
      .values({
        weddingId,
        invitationPlanId: planId,
        previousPlanId,
        promoCodeId: code.id,
        amount: PRICE,
        originalAmount: PRICE,
        status: 'pending',
      })
      .returning();
    if (pending === undefined) throw new Error('no payment');
    await createPaymentsRepository(db()).succeed(pending.id, { intentId }, new Date());
    return { weddingId, planId, previousPlanId, paymentId: pending.id, intentId };
  }

  async function stateOf(paid: { weddingId: number; paymentId: number }) {
    const state = await checkoutState(db(), paid.weddingId);
    const payment = state.payments.find((row) => row.id === paid.paymentId);
    if (payment === undefined) throw new Error('payment missing');
    return { planId: state.planId, payment, commission: payment.commission };
  }

  async function deliverAll(...events: object[]) {
    for (const stripeEvent of events) {
      const response = await deliver(stripeEvent);
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  it('a full refund takes the plan back to the one it replaced and reverses the whole commission', async () => {
    const basePlanId = await insertPricedPlan(db(), 990);
    const paid = await paidWedding({ previousPlanId: basePlanId });
    expect((await stateOf(paid)).planId).toBe(paid.planId);

    await deliverAll(
      chargeRefunded(paid.intentId, PRICE * 100, { created: seconds('2026-03-06T10:00:00Z') }),
    );

    const { planId, payment, commission } = await stateOf(paid);
    expect(planId).toBe(basePlanId);
    expect(payment).toMatchObject({ status: 'refunded', refundedCentavos: 149_000 });
    expect(payment.refundedAt?.toISOString()).toBe('2026-03-06T10:00:00.000Z');
    expect(commission).toMatchObject({
      amount: 149,
      reversedAmount: 149,
      reversalReason: 'refunded',
    });
    expect(commission?.reversedAt).toBeInstanceOf(Date);

    // Staff see it (GET /payments/{id}): status, refund, and the reversed commission.
    expect(await staffGet(t, `/payments/${paid.paymentId}`)).toMatchObject({
      status: 'refunded',
      refund: { amountCentavos: 149_000, refundedAt: '2026-03-06T10:00:00.000Z' },
      dispute: null,
      commission: { amount: 149, reversal: { amount: 149, reason: 'refunded' } },
    });
  });

  it('a partial refund keeps the plan and reduces the commission in proportion; the rest refunded later takes the plan', async () => {
    const paid = await paidWedding();

    // 745.50 of 1,490 refunded (metadata names the payment): 744.50 kept → 745 → 74.5 → 75 kept.
    await deliverAll(chargeRefunded(paid.intentId, 74_550, { paymentId: paid.paymentId }));
    let state = await stateOf(paid);
    expect(state.planId).toBe(paid.planId);
    expect(state.payment.status).toBe('partially_refunded');
    expect(state.commission).toMatchObject({
      amount: 149,
      reversedAmount: 74,
      reversalReason: 'partially_refunded',
    });

    await deliverAll(chargeRefunded(paid.intentId, PRICE * 100));
    state = await stateOf(paid);
    expect(state.planId).toBeNull();
    expect(state.payment.status).toBe('refunded');
    expect(state.commission).toMatchObject({ reversedAmount: 149, reversalReason: 'refunded' });
  });

  it('a dispute keeps the plan while open; lost, it takes the plan back and reverses the commission', async () => {
    const paid = await paidWedding();

    await deliverAll(
      disputeEvent('charge.dispute.created', paid.intentId, 'needs_response'),
      disputeEvent('charge.dispute.funds_withdrawn', paid.intentId, 'needs_response'),
    );
    let state = await stateOf(paid);
    expect(state.planId).toBe(paid.planId);
    expect(state.payment).toMatchObject({
      status: 'disputed',
      disputeStatus: 'open',
      disputeId: `dp_${paid.intentId}`,
      disputeClosedAt: null,
    });
    expect(state.payment.disputeOpenedAt?.toISOString()).toBe('2026-03-04T12:00:00.000Z');
    expect(state.commission).toMatchObject({ reversedAmount: 0, reversedAt: null });

    await deliverAll(
      disputeEvent('charge.dispute.closed', paid.intentId, 'lost', seconds('2026-04-01T09:30:00Z')),
    );
    state = await stateOf(paid);
    expect(state.planId).toBeNull();
    expect(state.payment).toMatchObject({ status: 'dispute_lost', disputeStatus: 'lost' });
    expect(state.payment.disputeClosedAt?.toISOString()).toBe('2026-04-01T09:30:00.000Z');
    expect(state.commission).toMatchObject({ reversedAmount: 149, reversalReason: 'dispute_lost' });
    expect(await staffGet(t, `/payments/${paid.paymentId}`)).toMatchObject({
      status: 'dispute_lost',
      refund: null,
      dispute: {
        status: 'lost',
        openedAt: '2026-03-04T12:00:00.000Z',
        closedAt: '2026-04-01T09:30:00.000Z',
      },
    });
  });

  it('a won dispute makes the payment succeeded again, plan and commission untouched', async () => {
    const paid = await paidWedding();

    await deliverAll(
      disputeEvent('charge.dispute.created', paid.intentId, 'warning_needs_response'),
      disputeEvent('charge.dispute.closed', paid.intentId, 'won'),
    );

    const state = await stateOf(paid);
    expect(state.planId).toBe(paid.planId);
    expect(state.payment).toMatchObject({ status: 'succeeded', disputeStatus: 'won' });
    expect(state.commission).toMatchObject({ reversedAmount: 0, reversalReason: null });
  });

  it('a replayed event has one effect, and a new event repeating what is known changes nothing', async () => {
    const paid = await paidWedding();
    const refund = chargeRefunded(paid.intentId, PRICE * 100);

    await deliverAll(refund, refund);
    const [recorded] = await db()
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.scope, STRIPE_EVENT_SCOPE), eq(idempotencyKeys.key, refund.id)),
      );
    expect(recorded).toBeDefined();
    const reversedAt = (await stateOf(paid)).commission?.reversedAt;

    // Staff give the plan back by hand; Stripe then tells the same refund again in a new event.
    await setWeddingPlan(db(), paid.weddingId, paid.planId);
    await deliverAll(chargeRefunded(paid.intentId, PRICE * 100));

    const state = await stateOf(paid);
    expect(state.planId).toBe(paid.planId);
    expect(state.payment.status).toBe('refunded');
    expect(state.commission?.reversedAt).toEqual(reversedAt);
    expect(logs.filter((line) => line.eventId === refund.id).map((line) => line.msg)).toContain(
      'Stripe event replayed: ignored',
    );
  });

  it('events out of order: a dispute closed before it was opened, and a refund after it was lost', async () => {
    const paid = await paidWedding();

    await deliverAll(
      disputeEvent('charge.dispute.closed', paid.intentId, 'lost'),
      disputeEvent('charge.dispute.created', paid.intentId, 'needs_response'),
    );
    let state = await stateOf(paid);
    expect(state.payment).toMatchObject({ status: 'dispute_lost', disputeStatus: 'lost' });
    expect(state.planId).toBeNull();

    // Staff grant a plan by hand; a late refund report must not take it away again.
    await setWeddingPlan(db(), paid.weddingId, paid.planId);
    await deliverAll(chargeRefunded(paid.intentId, 10_000));
    state = await stateOf(paid);
    expect(state.payment).toMatchObject({ status: 'dispute_lost', refundedCentavos: 10_000 });
    expect(state.planId).toBe(paid.planId);
    expect(state.commission).toMatchObject({ reversedAmount: 149, reversalReason: 'dispute_lost' });
  });

  it('a full refund and a lost dispute delivered at once end the same whichever is first', async () => {
    const paid = await paidWedding();

    const responses = await Promise.all([
      deliver(chargeRefunded(paid.intentId, PRICE * 100)),
      deliver(disputeEvent('charge.dispute.closed', paid.intentId, 'lost')),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const state = await stateOf(paid);
    expect(state.planId).toBeNull();
    expect(state.payment).toMatchObject({ status: 'dispute_lost', refundedCentavos: 149_000 });
    expect(state.commission).toMatchObject({ reversedAmount: 149, reversalReason: 'dispute_lost' });
  });

  it('a smaller refund total reported late does not lower what was refunded', async () => {
    const paid = await paidWedding();

    await deliverAll(
      chargeRefunded(paid.intentId, 100_000, { created: seconds('2026-03-07T10:00:00Z') }),
      chargeRefunded(paid.intentId, 50_000, { created: seconds('2026-03-06T10:00:00Z') }),
    );

    const { payment } = await stateOf(paid);
    expect(payment).toMatchObject({ status: 'partially_refunded', refundedCentavos: 100_000 });
    expect(payment.refundedAt?.toISOString()).toBe('2026-03-07T10:00:00.000Z');
  });

  it('refunding a payment a newer one upgraded from keeps the plan; refunding both leaves none', async () => {
    const first = await paidWedding();
    const upgrade = await paidWedding({ weddingId: first.weddingId, previousPlanId: first.planId });

    await deliverAll(chargeRefunded(first.intentId, PRICE * 100));
    expect((await stateOf(upgrade)).planId).toBe(upgrade.planId);

    // The upgrade refunded too: back past the first plan, whose money was also returned.
    await deliverAll(chargeRefunded(upgrade.intentId, PRICE * 100));
    expect((await stateOf(upgrade)).planId).toBeNull();
  });

  it('answers 200 and logs, without personal data, an event for an intent with no payment', async () => {
    const unknown = chargeRefunded(`pi_unknown_${tag()}`, 5_000);

    const response = await deliver(unknown);

    expect(response.statusCode).toBe(200);
    const lines = logs.filter((line) => line.eventId === unknown.id);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'Stripe charge event for a PaymentIntent with no recorded payment: ignored',
      }),
    );
    expect(JSON.stringify(lines)).not.toMatch(/@|Ana|Luis/);
  });

  it('answers 503 for a payment still pending (Stripe retries), recording nothing until it is settled', async () => {
    const { weddingId } = await insertCouple(db(), { isActive: false });
    const planId = await insertPricedPlan(db(), PRICE);
    const intentId = `pi_${tag()}`;
    const [pending] = await db()
      .insert(payments)
      .values({ weddingId, invitationPlanId: planId, amount: PRICE, originalAmount: PRICE })
      .returning();
    const refund = chargeRefunded(intentId, PRICE * 100, { paymentId: pending?.id });

    expect((await deliver(refund)).statusCode).toBe(503);
    const claims = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, refund.id));
    expect(claims).toHaveLength(0);

    await createPaymentsRepository(db()).succeed(pending?.id ?? 0, { intentId }, new Date());
    await deliverAll(refund);
    const state = await checkoutState(db(), weddingId);
    expect(state.payments[0]?.status).toBe('refunded');
    expect(state.planId).toBeNull();
  });
});
