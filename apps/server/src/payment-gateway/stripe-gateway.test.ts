// The Stripe driver with the real SDK against a local server that speaks Stripe's API.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createEmbeddedGateway,
  EMBEDDED_DECLINING_METHODS,
  EMBEDDED_SUCCEEDING_METHODS,
} from './embedded-gateway.ts';
import { PaymentGatewayUnavailableError, type ChargeRequest } from './payment-gateway.ts';
import { startStripeFakeServer, type StripeFakeServer } from '../test/stripe-fake-server.ts';
import { AUTHENTICATION_REQUIRED_MESSAGE } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const SECRET_KEY = 'sk_test_convite_fake';

let fake: StripeFakeServer;

beforeAll(async () => {
  fake = await startStripeFakeServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

let attempt = 0;
function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  attempt += 1;
  return {
    amountCentavos: 149_900,
    currency: 'mxn',
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `checkout-test-${attempt}-${Date.now()}`,
    description: 'Plan Premium — boda 7',
    metadata: { weddingId: '7', planId: '3' },
    ...overrides,
  };
}

function gateway(maxNetworkRetries = 2) {
  return createStripeGateway({ secretKey: SECRET_KEY, api: fake.address, maxNetworkRetries });
}

describe('the Stripe gateway', () => {
  it('charges a PaymentIntent in centavos of MXN, confirmed with the payment method', async () => {
    const before = fake.chargeCount();
    const request = chargeRequest();

    const result = await gateway().charge(request);

    expect(result).toEqual({ status: 'succeeded', intentId: expect.stringMatching(/^pi_/) });
    expect(fake.chargeCount()).toBe(before + 1);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.idempotencyKey).toBe(request.idempotencyKey);
    expect(fake.requests[0]?.params).toMatchObject({
      amount: '149900',
      currency: 'mxn',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: 'Plan Premium — boda 7',
      'metadata[weddingId]': '7',
      'metadata[planId]': '3',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it("returns a declined card with Stripe's message and code, charging nothing", async () => {
    const before = fake.chargeCount();

    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_chargeDeclined' }),
    );

    expect(result).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    expect(fake.chargeCount()).toBe(before);
  });

  it('reports the precise decline code when Stripe gives one', async () => {
    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }),
    );

    expect(result).toEqual({
      status: 'declined',
      message: 'Your card has insufficient funds.',
      code: 'insufficient_funds',
    });
  });

  it('answers every test payment method as the embedded driver does', async () => {
    const embedded = createEmbeddedGateway();
    const methods = [
      ...EMBEDDED_SUCCEEDING_METHODS,
      ...Object.keys(EMBEDDED_DECLINING_METHODS),
      'pm_unknown',
    ];
    for (const paymentMethodId of methods) {
      const request = chargeRequest({ paymentMethodId });
      const [stripe, offline] = await Promise.all([
        gateway().charge(request),
        embedded.charge(request),
      ]);
      expect({ paymentMethodId, status: stripe.status }).toEqual({
        paymentMethodId,
        status: offline.status,
      });
      if (stripe.status === 'declined' && offline.status === 'declined') {
        expect({ paymentMethodId, code: stripe.code }).toEqual({
          paymentMethodId,
          code: offline.code,
        });
      }
    }
  });

  it('declines a card that asks for 3-D Secure, which the checkout does not support yet', async () => {
    const before = fake.chargeCount();

    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_threeDSecure2Required' }),
    );

    expect(result).toEqual({
      status: 'declined',
      message: AUTHENTICATION_REQUIRED_MESSAGE,
      code: 'authentication_required',
    });
    expect(fake.chargeCount()).toBe(before);
  });

  it('declines an unknown payment method instead of reporting an outage', async () => {
    const result = await gateway().charge(chargeRequest({ paymentMethodId: 'pm_nonexistent' }));

    expect(result).toMatchObject({ status: 'declined', code: 'resource_missing' });
  });

  it('retries a lost response under the same idempotency key and charges exactly once', async () => {
    const before = fake.chargeCount();
    const request = chargeRequest();
    // The first request is charged, then its connection drops before the answer arrives.
    fake.failNext(1, 'drop-after');

    const result = await gateway().charge(request);

    expect(result).toEqual({ status: 'succeeded', intentId: expect.stringMatching(/^pi_/) });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
    expect(fake.chargeCount()).toBe(before + 1);
  });

  it('retries a 500 and a dropped connection, then succeeds with one charge', async () => {
    const before = fake.chargeCount();
    const request = chargeRequest();
    fake.failNext(1, 'server-error');
    fake.failNext(1, 'drop-before');

    const result = await gateway().charge(request);

    expect(result.status).toBe('succeeded');
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.idempotencyKey))).toEqual(
      new Set([request.idempotencyKey]),
    );
    expect(fake.chargeCount()).toBe(before + 1);
  });

  it('answers the same intent when the same attempt is charged again', async () => {
    const before = fake.chargeCount();
    const request = chargeRequest();

    const first = await gateway().charge(request);
    const second = await gateway().charge(request);

    expect(second).toEqual(first);
    expect(fake.chargeCount()).toBe(before + 1);
  });

  it('throws PaymentGatewayUnavailableError when Stripe keeps failing', async () => {
    fake.failNext(3, 'server-error');

    await expect(gateway().charge(chargeRequest())).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('throws PaymentGatewayUnavailableError when Stripe cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const unreachable = createStripeGateway({
      secretKey: SECRET_KEY,
      api: { host: '127.0.0.1', port, protocol: 'http' },
      maxNetworkRetries: 0,
    });

    await expect(unreachable.charge(chargeRequest())).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('throws PaymentGatewayUnavailableError when the secret key is refused', async () => {
    const refused = createStripeGateway({ secretKey: 'not-a-key', api: fake.address });

    await expect(refused.charge(chargeRequest())).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });
});
