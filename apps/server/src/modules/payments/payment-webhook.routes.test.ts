// The Stripe webhook: signatures checked against the raw body, replays processed once, and
// payment_intent.succeeded reconciled against the recorded payments.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments } from '../../db/schema/payments.ts';
import { insertTestPlan } from '../../test/plan-fixtures.ts';
import { jobRows } from '../../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { paymentWebhookRoutes } from './payment-webhook.routes.ts';
import { STRIPE_EVENT_SCOPE } from './payment-webhook.repository.ts';

const WEBHOOK_SECRET = 'whsec_test_convite_webhook';

let eventCount = 0;
function paymentIntentEvent(type: string, intentId: string, paymentId?: number): string {
  eventCount += 1;
  return JSON.stringify(
    {
      id: `evt_test_${eventCount}_${Date.now()}`,
      object: 'event',
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount: 149_900,
          currency: 'mxn',
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
          metadata: {
            weddingId: '1',
            ...(paymentId === undefined ? {} : { paymentId: String(paymentId) }),
          },
        },
      },
    },
    null,
    2, // Stripe sends pretty-printed JSON: the signature must be checked on these exact bytes.
  );
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

type LogLine = { level: number; msg: string; eventId?: string; paymentId?: number };

describe('POST /v1/payments/webhook', () => {
  let t: TestApp;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, LOG_LEVEL: 'info' },
      modules: [paymentWebhookRoutes],
      logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = (payload: string, signature: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  const logsOf = (eventId: string) => logs.filter((line) => line.eventId === eventId);

  async function recordedEvent(eventId: string) {
    return t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, STRIPE_EVENT_SCOPE), eq(idempotencyKeys.key, eventId)));
  }

  it('accepts a correctly signed event and reconciles it with the recorded payment', async () => {
    const couple = await insertCouple(t.database.db);
    const planId = await insertTestPlan(t.database.db, []);
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        weddingId: couple.weddingId,
        invitationPlanId: planId,
        amount: 1499,
        originalAmount: 1499,
        status: 'succeeded',
        stripePaymentIntentId: 'pi_recorded_1',
      })
      .returning({ id: payments.id });
    const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_recorded_1');
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const response = await deliver(payload, sign(payload));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await recordedEvent(eventId)).toHaveLength(1);
    expect(logsOf(eventId)).toContainEqual(
      expect.objectContaining({ msg: 'Stripe payment reconciled', paymentId: payment?.id }),
    );
  });

  /** A checkout's payment, recorded and not yet settled, with its intent id if the answer came. */
  async function pendingPayment(intentId: string | null) {
    const couple = await insertCouple(t.database.db);
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        weddingId: couple.weddingId,
        invitationPlanId: await insertTestPlan(t.database.db, []),
        amount: 1499,
        originalAmount: 1499,
        status: 'pending',
        stripePaymentIntentId: intentId,
      })
      .returning({ id: payments.id });
    return payment;
  }

  it('grants a pending payment its plan and queues one receipt, once however often Stripe tells', async () => {
    const payment = await pendingPayment(null);
    const receiptsOf = async () =>
      (await jobRows(t.database.db, 'payment-receipt')).filter(
        (job) => (job.data as { paymentId: number }).paymentId === payment?.id,
      );

    // Two events for the same intent (Stripe may send both): the second finds it paid already.
    for (const intentId of ['pi_pending_1', 'pi_pending_1']) {
      const payload = paymentIntentEvent('payment_intent.succeeded', intentId, payment?.id);
      expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    }

    const [settled] = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment?.id ?? 0));
    expect(settled?.status).toBe('succeeded');
    expect(await receiptsOf()).toHaveLength(1);
  });

  it('fails a pending payment whose intent Stripe cancelled (a SPEI reference expired), freeing the wedding', async () => {
    const payment = await pendingPayment('pi_cancelled_1');
    const payload = paymentIntentEvent('payment_intent.canceled', 'pi_cancelled_1', payment?.id);

    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);

    const [settled] = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment?.id ?? 0));
    expect(settled?.status).toBe('failed');
  });

  it('logs an error for a charge that has no recorded payment', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_unknown_1');
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const response = await deliver(payload, sign(payload));

    expect(response.statusCode).toBe(200);
    expect(logsOf(eventId)).toContainEqual(expect.objectContaining({ level: 50 }));
  });

  it("accepts Stripe's own content type, application/json; charset=utf-8", async () => {
    const payload = paymentIntentEvent('payment_intent.payment_failed', 'pi_charset');

    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': sign(payload),
      },
      payload,
    });

    expect(response.statusCode).toBe(200);
  });

  it('processes a replayed event once', async () => {
    const payload = paymentIntentEvent('payment_intent.payment_failed', 'pi_failed_1');
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const first = await deliver(payload, sign(payload));
    const replay = await deliver(payload, sign(payload));

    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await recordedEvent(eventId)).toHaveLength(1);
    const messages = logsOf(eventId).map((line) => line.msg);
    expect(messages.filter((msg) => msg === 'Stripe reports a failed payment')).toHaveLength(1);
    expect(messages).toContain('Stripe event replayed: ignored');
  });

  it('processes one of two concurrent deliveries of the same event', async () => {
    const payload = paymentIntentEvent('payment_intent.payment_failed', 'pi_failed_2');
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const responses = await Promise.all([
      deliver(payload, sign(payload)),
      deliver(payload, sign(payload)),
    ]);

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const processed = logsOf(eventId).filter((l) => l.msg === 'Stripe reports a failed payment');
    expect(processed).toHaveLength(1);
  });

  it('answers 200 to other event types without recording them', async () => {
    const payload = paymentIntentEvent('customer.created', 'pi_other');
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const response = await deliver(payload, sign(payload));

    expect(response.statusCode).toBe(200);
    expect(await recordedEvent(eventId)).toHaveLength(0);
  });

  it('refuses a signature made with another secret (400), recording nothing', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_forged');
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const response = await deliver(payload, sign(payload, { secret: 'whsec_attacker' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('Stripe-Signature') });
    expect(await recordedEvent(eventId)).toHaveLength(0);
  });

  it('refuses a body changed after signing, even only in its whitespace', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_tampered');
    const signature = sign(payload);

    const response = await deliver(JSON.stringify(JSON.parse(payload)), signature);

    expect(response.statusCode).toBe(400);
  });

  it('refuses a missing signature', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_unsigned');

    const response = await deliver(payload, null);

    expect(response.statusCode).toBe(400);
  });

  it('refuses a signature older than the five-minute tolerance', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_stale');
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;

    const response = await deliver(payload, sign(payload, { timestamp: tenMinutesAgo }));

    expect(response.statusCode).toBe(400);
  });

  it('accepts a signature within the tolerance', async () => {
    const payload = paymentIntentEvent('payment_intent.payment_failed', 'pi_recent');
    const twoMinutesAgo = Math.floor(Date.now() / 1000) - 120;

    const response = await deliver(payload, sign(payload, { timestamp: twoMinutesAgo }));

    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v1/payments/webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 saying the webhook is not configured', async () => {
    const t = await createTestApp({ modules: [paymentWebhookRoutes] });
    try {
      const payload = paymentIntentEvent('payment_intent.succeeded', 'pi_any');
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'stripe-signature': sign(payload),
        },
        payload,
      });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
      });
    } finally {
      await t.close();
    }
  });
});
