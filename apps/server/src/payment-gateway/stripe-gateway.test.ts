// The Stripe driver with the real SDK against a local server that speaks Stripe's API.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedGateway, EMBEDDED_PAYMENT_METHODS } from './embedded-gateway.ts';
import {
  PaymentGatewayUnavailableError,
  type ChargeRequest,
  type ChargeResult,
} from './payment-gateway.ts';
import { clabeControlDigit } from './test-payment-methods.ts';
import {
  signedStripeEvent,
  startStripeFakeServer,
  type StripeFakeServer,
} from '../test/stripe-fake-server.ts';
import { createStripeClient, createStripeGateway } from './stripe-gateway.ts';

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
  fake.calls.length = 0;
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
    payer: { name: 'Ana López', email: 'ana@example.com' },
    offerInstallments: false,
    ...overrides,
  };
}

function gateway(maxNetworkRetries = 2) {
  return createStripeGateway({ secretKey: SECRET_KEY, api: fake.address, maxNetworkRetries });
}

const intentIdOf = (result: ChargeResult): string => {
  if (result.status === 'declined' || result.intentId === null) throw new Error('no intent');
  return result.intentId;
};

describe('the Stripe gateway: cards', () => {
  it('creates and confirms a PaymentIntent in centavos of MXN, with the card it was paid with', async () => {
    const before = fake.chargeCount();
    const request = chargeRequest();

    const result = await gateway().charge(request);

    expect(result).toEqual({
      status: 'succeeded',
      intentId: expect.stringMatching(/^pi_/),
      method: 'card',
      card: { brand: 'visa', last4: '4242' },
      installments: null,
    });
    expect(fake.chargeCount()).toBe(before + 1);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.idempotencyKey).toBe(request.idempotencyKey);
    expect(fake.requests[0]?.params).toMatchObject({
      amount: '149900',
      currency: 'mxn',
      payment_method: 'pm_card_visa',
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      use_stripe_sdk: 'true',
      description: 'Plan Premium — boda 7',
      'metadata[weddingId]': '7',
      'metadata[planId]': '3',
      'expand[0]': 'latest_charge',
    });
  });

  it('confirms a Payment Element ConfirmationToken the same way', async () => {
    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'ctoken_card_mastercard' }),
    );

    expect(result).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(fake.requests[0]?.params).toMatchObject({
      confirmation_token: 'ctoken_card_mastercard',
    });
    expect(fake.requests[0]?.params).not.toHaveProperty('payment_method');
  });

  it("returns a declined card with Stripe's message and code, charging nothing", async () => {
    const before = fake.chargeCount();

    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_chargeDeclined' }),
    );

    expect(result).toEqual({
      status: 'declined',
      intentId: expect.stringMatching(/^pi_/),
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    expect(fake.chargeCount()).toBe(before);
  });

  it('reports the precise decline code when Stripe gives one', async () => {
    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }),
    );

    expect(result).toMatchObject({
      status: 'declined',
      message: 'Your card has insufficient funds.',
      code: 'insufficient_funds',
    });
  });

  it('declines an unknown payment method or token instead of reporting an outage', async () => {
    for (const paymentMethodId of ['pm_nonexistent', 'ctoken_nonexistent']) {
      const result = await gateway().charge(chargeRequest({ paymentMethodId }));
      expect(result).toMatchObject({
        status: 'declined',
        code: 'resource_missing',
        intentId: null,
      });
    }
  });

  it('answers every test payment method as the embedded driver does', async () => {
    const embedded = createEmbeddedGateway();
    for (const paymentMethodId of [...EMBEDDED_PAYMENT_METHODS, 'pm_unknown']) {
      for (const offerInstallments of [false, true]) {
        const request = chargeRequest({ paymentMethodId, offerInstallments });
        const [stripe, offline] = await Promise.all([
          gateway().charge(request),
          embedded.charge(request),
        ]);
        const comparable = (result: ChargeResult) => ({
          paymentMethodId,
          offerInstallments,
          status: result.status,
          ...(result.status === 'declined' ? { code: result.code } : {}),
          ...(result.status === 'succeeded' ? { card: result.card, method: result.method } : {}),
          ...(result.status === 'requires_action'
            ? { method: result.method, kind: result.action.kind }
            : {}),
        });
        expect(comparable(stripe)).toEqual(comparable(offline));
      }
    }
  });
});

describe('the Stripe gateway: 3-D Secure', () => {
  it("asks for 3-D Secure with the intent's client secret, then answers the settled intent", async () => {
    const asked = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_threeDSecure2Required' }),
    );

    expect(asked).toEqual({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_/),
      method: 'card',
      action: { kind: 'authenticate', clientSecret: expect.stringMatching(/^pi_.*_secret_/) },
    });
    const intentId = intentIdOf(asked);
    expect(await gateway().retrieve(intentId)).toEqual(asked);

    const event = fake.settle(intentId, 'paid');

    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId } },
    });
    expect(await gateway().retrieve(intentId)).toEqual({
      status: 'succeeded',
      intentId,
      method: 'card',
      card: { brand: 'visa', last4: '3220' },
      installments: null,
    });
  });

  it('declines a card whose 3-D Secure challenge failed, with a payment_failed event', async () => {
    const intentId = intentIdOf(
      await gateway().charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' })),
    );

    const event = fake.settle(intentId, 'failed');

    expect(event.type).toBe('payment_intent.payment_failed');
    expect(await gateway().retrieve(intentId)).toMatchObject({
      status: 'declined',
      intentId,
      code: 'authentication_failed',
    });
  });

  it('produces the event signed as Stripe signs it, verifiable by the SDK', () => {
    const client = createStripeClient({ secretKey: SECRET_KEY });
    const event = { id: 'evt_test', object: 'event', type: 'payment_intent.succeeded' };
    const { payload, signature } = signedStripeEvent(event, 'whsec_test');

    expect(client.webhooks.constructEvent(payload, signature, 'whsec_test')).toMatchObject(event);
    expect(() => client.webhooks.constructEvent(payload, signature, 'whsec_other')).toThrow();
  });
});

describe('the Stripe gateway: meses sin intereses', () => {
  it("lists the card's plans we sell, then confirms the months chosen", async () => {
    const request = chargeRequest({ paymentMethodId: 'pm_card_mx', offerInstallments: true });
    const before = fake.chargeCount();

    const offered = await gateway().charge(request);

    expect(offered).toEqual({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_/),
      method: 'card',
      // Stripe lists 3, 6, 9, 12, 18 and 24 for the test card; we sell up to 12.
      action: { kind: 'choose_installments', months: [3, 6, 9, 12] },
    });
    expect(fake.requests[0]?.params).toMatchObject({
      confirm: 'false',
      'payment_method_options[card][installments][enabled]': 'true',
    });
    expect(fake.chargeCount()).toBe(before);
    const intentId = intentIdOf(offered);

    const chosen = await gateway().confirmInstallments(intentId, 9, `${request.idempotencyKey}-9`);

    expect(chosen).toEqual({
      status: 'succeeded',
      intentId,
      method: 'card',
      card: { brand: 'visa', last4: '8001' },
      installments: 9,
    });
    expect(fake.chargeCount()).toBe(before + 1);
    const confirm = fake.calls.find((call) => call.route === 'POST /v1/payment_intents/*/confirm');
    expect(confirm?.params).toMatchObject({
      'payment_method_options[card][installments][plan][count]': '9',
      'payment_method_options[card][installments][plan][interval]': 'month',
      'payment_method_options[card][installments][plan][type]': 'fixed_count',
    });
    // Chosen again (a double click, a retry): the paid intent, no second charge.
    expect(await gateway().confirmInstallments(intentId, 9, `${request.idempotencyKey}-9`)).toEqual(
      chosen,
    );
    expect(await gateway().confirmInstallments(intentId, 3, 'another-key')).toEqual(chosen);
    expect(fake.chargeCount()).toBe(before + 1);
  });

  it('refuses months the card does not offer, charging nothing', async () => {
    const offered = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_mx', offerInstallments: true }),
    );
    const intentId = intentIdOf(offered);
    const before = fake.chargeCount();
    // Our type allows 3 to 12; a plan the card does not list is refused as the embedded driver does.
    const refused = await gateway().confirmInstallments(intentId, 7 as 6, `not-listed-${attempt}`);

    expect(refused).toMatchObject({
      status: 'declined',
      intentId,
      code: 'installment_plan_unavailable',
    });
    expect(fake.chargeCount()).toBe(before);
    expect(await gateway().retrieve(intentId)).toEqual(offered);
  });

  it('confirms one payment when the couple chooses none', async () => {
    const offered = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_mx', offerInstallments: true }),
    );

    const result = await gateway().confirmInstallments(intentIdOf(offered), null, `one-${attempt}`);

    expect(result).toMatchObject({ status: 'succeeded', installments: null });
  });

  it('confirms at once a card that lists no plan', async () => {
    const before = fake.chargeCount();

    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'pm_card_visa', offerInstallments: true }),
    );

    expect(result).toMatchObject({ status: 'succeeded', installments: null });
    expect(fake.calls.map((call) => call.route)).toEqual([
      'GET /v1/payment_methods/*',
      'POST /v1/payment_intents',
      'POST /v1/payment_intents/*/confirm',
    ]);
    expect(fake.chargeCount()).toBe(before + 1);
  });

  it('takes the plan a ConfirmationToken carries from the Payment Element', async () => {
    const result = await gateway().charge(
      chargeRequest({ paymentMethodId: 'ctoken_card_mx_12', offerInstallments: true }),
    );

    expect(result).toMatchObject({
      status: 'succeeded',
      card: { last4: '8001' },
      installments: 12,
    });
  });
});

describe('the Stripe gateway: OXXO and SPEI', () => {
  it('issues an OXXO voucher that expires in 3 days, then answers it paid', async () => {
    const before = Date.now();
    const voucher = await gateway().charge(chargeRequest({ paymentMethodId: 'pm_oxxo' }));

    expect(voucher).toEqual({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_/),
      method: 'oxxo',
      action: {
        kind: 'oxxo_voucher',
        number: expect.stringMatching(/^\d{14,}$/),
        amountCentavos: 149_900,
        expiresAt: expect.any(String),
        voucherUrl: expect.stringMatching(/^https:\/\//),
      },
    });
    expect(fake.requests[0]?.params).toMatchObject({
      'allowed_payment_method_types[0]': 'oxxo',
      'payment_method_options[oxxo][expires_after_days]': '3',
    });
    const action = voucher.status === 'requires_action' ? voucher.action : null;
    const expiresAt = action?.kind === 'oxxo_voucher' ? Date.parse(action.expiresAt) : NaN;
    expect(Math.round((expiresAt - before) / 3_600_000)).toBe(72);

    const intentId = intentIdOf(voucher);
    expect(fake.settle(intentId, 'paid').type).toBe('payment_intent.succeeded');
    expect(await gateway().retrieve(intentId)).toEqual({
      status: 'succeeded',
      intentId,
      method: 'oxxo',
      card: null,
      installments: null,
    });
  });

  it('declines an OXXO voucher that expired unpaid', async () => {
    const intentId = intentIdOf(
      await gateway().charge(chargeRequest({ paymentMethodId: 'pm_oxxo' })),
    );

    const event = fake.settle(intentId, 'failed');

    expect(event).toMatchObject({
      type: 'payment_intent.payment_failed',
      data: { object: { last_payment_error: { code: 'payment_intent_payment_attempt_expired' } } },
    });
    expect(await gateway().retrieve(intentId)).toMatchObject({
      status: 'declined',
      intentId,
      code: 'voucher_expired',
    });
  });

  it("gives a SPEI transfer's CLABE and reference from a Customer in the payer's name", async () => {
    const request = chargeRequest({ paymentMethodId: 'pm_spei' });

    const transfer = await gateway().charge(request);

    expect(transfer).toEqual({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_/),
      method: 'spei',
      action: {
        kind: 'spei_transfer',
        clabe: expect.stringMatching(/^\d{18}$/),
        bankName: 'STP',
        reference: expect.stringMatching(/^\d+$/),
        amountCentavos: 149_900,
        instructionsUrl: expect.stringMatching(/^https:\/\//),
      },
    });
    const clabe =
      transfer.status === 'requires_action' && 'clabe' in transfer.action
        ? transfer.action.clabe
        : '';
    expect(Number(clabe[17])).toBe(clabeControlDigit(clabe.slice(0, 17)));
    const customer = fake.calls.find((call) => call.route === 'POST /v1/customers');
    expect(customer).toMatchObject({
      idempotencyKey: `${request.idempotencyKey}-customer`,
      params: { name: 'Ana López', email: 'ana@example.com' },
    });
    expect(fake.requests[0]?.params).toMatchObject({
      'allowed_payment_method_types[0]': 'customer_balance',
      customer: expect.stringMatching(/^cus_/),
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
    });

    const intentId = intentIdOf(transfer);
    fake.settle(intentId, 'paid');
    expect(await gateway().retrieve(intentId)).toMatchObject({
      status: 'succeeded',
      method: 'spei',
    });
  });

  it('declines a SPEI reference that expired unpaid, with a canceled event', async () => {
    const intentId = intentIdOf(
      await gateway().charge(chargeRequest({ paymentMethodId: 'pm_spei' })),
    );

    expect(fake.settle(intentId, 'failed').type).toBe('payment_intent.canceled');
    expect(await gateway().retrieve(intentId)).toMatchObject({
      status: 'declined',
      code: 'voucher_expired',
    });
  });
});

describe('the Stripe gateway: cancel and retrieve', () => {
  it('cancels an open voucher, and answers a paid intent paid', async () => {
    const open = intentIdOf(await gateway().charge(chargeRequest({ paymentMethodId: 'pm_oxxo' })));
    const paid = intentIdOf(await gateway().charge(chargeRequest()));

    expect(await gateway().cancel(open)).toMatchObject({
      status: 'declined',
      intentId: open,
      code: 'canceled',
    });
    expect(await gateway().cancel(open)).toMatchObject({ status: 'declined', code: 'canceled' });
    expect(await gateway().cancel(paid)).toMatchObject({
      status: 'succeeded',
      intentId: paid,
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('answers an intent Stripe does not know as declined, not as an outage', async () => {
    expect(await gateway().retrieve('pi_unknown')).toMatchObject({
      status: 'declined',
      intentId: 'pi_unknown',
      code: 'resource_missing',
    });
  });
});

describe('the Stripe gateway: idempotency and outages', () => {
  it('retries a lost response under the same idempotency key and charges exactly once', async () => {
    const before = fake.chargeCount();
    const request = chargeRequest();
    // The first request is charged, then its connection drops before the answer arrives.
    fake.failNext(1, 'drop-after');

    const result = await gateway().charge(request);

    expect(result).toMatchObject({ status: 'succeeded', intentId: expect.stringMatching(/^pi_/) });
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

  it('answers the same attempt with the same intent, in its state now', async () => {
    const before = fake.chargeCount();
    const card = chargeRequest();
    const first = await gateway().charge(card);
    expect(await gateway().charge(card)).toEqual(first);
    expect(fake.chargeCount()).toBe(before + 1);

    // A voucher paid since its checkout: the replay answers it paid, not the voucher again.
    const oxxo = chargeRequest({ paymentMethodId: 'pm_oxxo' });
    const voucher = await gateway().charge(oxxo);
    fake.settle(intentIdOf(voucher), 'paid');
    expect(await gateway().charge(oxxo)).toMatchObject({
      status: 'succeeded',
      intentId: intentIdOf(voucher),
      method: 'oxxo',
    });
    // The SPEI customer is not created twice either.
    const spei = chargeRequest({ paymentMethodId: 'pm_spei' });
    const transfer = await gateway().charge(spei);
    expect(await gateway().charge(spei)).toEqual(transfer);
  });

  it('throws PaymentGatewayUnavailableError when Stripe keeps failing', async () => {
    fake.failNext(3, 'server-error');

    await expect(gateway().charge(chargeRequest())).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('throws PaymentGatewayUnavailableError when any call of a flow keeps failing', async () => {
    const intentId = intentIdOf(
      await gateway().charge(chargeRequest({ paymentMethodId: 'pm_oxxo' })),
    );
    const mx = intentIdOf(
      await gateway().charge(
        chargeRequest({ paymentMethodId: 'pm_card_mx', offerInstallments: true }),
      ),
    );
    const once = gateway(0);
    const unavailable = PaymentGatewayUnavailableError;

    fake.failNext(1, 'server-error', 'GET /v1/payment_intents/*');
    await expect(once.retrieve(intentId)).rejects.toBeInstanceOf(unavailable);
    fake.failNext(1, 'server-error', 'POST /v1/payment_intents/*/cancel');
    await expect(once.cancel(intentId)).rejects.toBeInstanceOf(unavailable);
    fake.failNext(1, 'server-error', 'POST /v1/payment_intents/*/confirm');
    await expect(once.confirmInstallments(mx, 3, `mx-${attempt}`)).rejects.toBeInstanceOf(
      unavailable,
    );
    fake.failNext(1, 'server-error', 'POST /v1/customers');
    await expect(once.charge(chargeRequest({ paymentMethodId: 'pm_spei' }))).rejects.toBeInstanceOf(
      unavailable,
    );
    fake.failNext(1, 'server-error', 'GET /v1/confirmation_tokens/*');
    await expect(
      once.charge(chargeRequest({ paymentMethodId: 'ctoken_card_visa' })),
    ).rejects.toBeInstanceOf(unavailable);
    // Nothing was left behind: the intent is as it was.
    expect(await once.retrieve(intentId)).toMatchObject({
      status: 'requires_action',
      method: 'oxxo',
    });
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
    await expect(unreachable.retrieve('pi_x')).rejects.toBeInstanceOf(
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

describe('finding a payment at the provider, and refunding it (both drivers)', () => {
  const drivers = [
    ['Stripe', () => gateway()],
    ['embedded', () => createEmbeddedGateway()],
  ] as const;

  for (const [name, make] of drivers) {
    it(`${name}: finds the intent made for a payment by its metadata, wedding and amount; null when never seen`, async () => {
      const driver = make();
      const paymentId = String(900_000 + attempt);
      const request = chargeRequest({ metadata: { paymentId, weddingId: '7' } });
      expect(await driver.find(request)).toBeNull();

      const charged = await driver.charge(request);
      expect(await driver.find(request)).toEqual(charged);
      // The same payment id for another wedding or amount is another payment (a restored database).
      expect(await driver.find({ ...request, metadata: { paymentId, weddingId: '8' } })).toBeNull();
      expect(await driver.find({ ...request, amountCentavos: 100 })).toBeNull();
    });

    it(`${name}: refunds a paid intent once, whatever the retries under its key`, async () => {
      const driver = make();
      const charged = await driver.charge(chargeRequest());
      const refund = {
        intentId: intentIdOf(charged),
        amountCentavos: 149_900,
        idempotencyKey: `late_refund_test_${attempt}`,
        metadata: { paymentId: '1' },
      };
      const first = await driver.refund(refund);
      expect(await driver.refund(refund)).toEqual(first);
      if (name === 'Stripe') {
        expect(fake.refunds.filter((made) => made.intentId === refund.intentId)).toEqual([
          { id: first.refundId, intentId: refund.intentId, amount: 149_900 },
        ]);
        // Refunded already (from Stripe's dashboard, or an answer lost): done, not an outage.
        expect(
          await driver.refund({ ...refund, idempotencyKey: `${refund.idempotencyKey}-again` }),
        ).toEqual({ refundId: 'charge_already_refunded' });
      }
    });
  }

  it('Stripe: finds an unconfirmed card intent and confirms it as the charge would have', async () => {
    const driver = gateway();
    const request = chargeRequest({
      offerInstallments: true,
      metadata: { paymentId: String(950_000 + attempt), weddingId: '7' },
    });
    // The answer is lost after Stripe created the intent (unconfirmed: it offers installments).
    fake.failNext(3, 'drop-after');
    await expect(driver.charge(request)).rejects.toThrow(PaymentGatewayUnavailableError);
    const before = fake.chargeCount();

    expect(await driver.find(request)).toMatchObject({ status: 'succeeded' });
    expect(fake.chargeCount()).toBe(before + 1);
  });

  it('Stripe: a search Stripe cannot answer is an outage, not "never seen"', async () => {
    fake.failNext(1, 'server-error', 'GET /v1/payment_intents/search');
    await expect(
      gateway(0).find(chargeRequest({ metadata: { paymentId: '1', weddingId: '7' } })),
    ).rejects.toThrow(PaymentGatewayUnavailableError);
  });
});
