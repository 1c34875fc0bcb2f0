// A storm of forged Stripe webhooks (issue 32, point 4): 200 requests with a bad signature from one
// address. Each refusal is at most one short line (no body, no header, no stack), within a budget
// of lines a minute, then one summary line; past 10 refusals in a minute the address is answered 429
// with Retry-After. Stripe's own delivery from another address is still accepted. Before, each
// refusal wrote about 3.4 KB (the signature error's message and stack, and Fastify's two request
// lines) without limit.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPaymentWebhookRoutes } from './payment-webhook.routes.ts';
import { REFUSAL_LINES_PER_WINDOW, REFUSALS_PER_ADDRESS } from './webhook-refusals.ts';

const WEBHOOK_SECRET = 'whsec_test_storm';
const STORM = 200;

describe('a storm of webhooks with bad signatures', () => {
  let t: TestApp;
  const lines: string[] = [];
  /** The refusals' clock: the real one, moved on by the test. */
  let offsetMs = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, LOG_LEVEL: 'info' },
      modules: [createPaymentWebhookRoutes({ refusals: { now: () => Date.now() + offsetMs } })],
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const event = (n: number) =>
    JSON.stringify({
      id: `evt_storm_${n}_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `cus_storm_${n}`, object: 'customer', email: 'ana@example.com' } },
    });

  const deliver = (payload: string, signature: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  const forged = (payload: string) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });

  it('writes a bounded number of short lines, answers 429 past the limit, and still hears Stripe', async () => {
    const before = lines.length;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let n = 0; n < STORM; n += 1) {
      const payload = event(n);
      const response = await deliver(payload, forged(payload));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter ??= String(response.headers['retry-after']);
    }
    const written = lines.slice(before);
    const bytes = written.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
    console.log(
      `webhook storm: ${STORM} forged requests → ${written.length} log lines, ${bytes} bytes`,
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(REFUSALS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(STORM - REFUSALS_PER_ADDRESS);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);

    expect(written.length).toBeLessThanOrEqual(REFUSAL_LINES_PER_WINDOW);
    for (const line of written) {
      expect(line.length).toBeLessThan(400);
      expect(line).not.toMatch(/cus_storm|ana@example|stripe-signature|t=\d+,v1=|at .*\.ts/i);
      expect(JSON.parse(line)).toMatchObject({ msg: 'Stripe webhook refused', status: 400 });
    }

    // Stripe itself, from its own address, in the middle of the storm.
    const payload = event(STORM);
    const stripe = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      '198.51.100.1',
    );
    expect(stripe.statusCode).toBe(200);

    // A minute later: the storm's summary in one line, and the address heard again.
    offsetMs += 61_000;
    const later = event(STORM + 1);
    expect((await deliver(later, forged(later))).statusCode).toBe(400);
    const summaries = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; notLogged?: number; answered429?: number })
      .filter((line) => line.msg.startsWith('Stripe webhook refusals not logged'));
    expect(summaries).toEqual([
      expect.objectContaining({
        notLogged: 0,
        answered429: STORM - REFUSALS_PER_ADDRESS,
      }),
    ]);
  });
});
