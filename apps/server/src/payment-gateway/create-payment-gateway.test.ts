import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateway, embeddedControlsOf } from './create-payment-gateway.ts';
import { startStripeFakeServer, type StripeFakeServer } from '../test/stripe-fake-server.ts';

let fake: StripeFakeServer;
beforeAll(async () => {
  fake = await startStripeFakeServer();
});
afterAll(async () => {
  await fake.close();
});

const request = {
  amountCentavos: 50_000,
  currency: 'mxn' as const,
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: 'factory-test',
  description: 'Plan',
  metadata: {},
  payer: { name: 'Ana López', email: 'ana@example.com' },
  offerInstallments: false,
};

describe('createPaymentGateway', () => {
  it('charges through Stripe (at STRIPE_API_URL) when a secret key is configured', async () => {
    const gateway = createPaymentGateway({
      stripe: { secretKey: 'sk_test_factory', webhookSecret: null, api: fake.address },
    });

    expect(gateway.kind).toBe('stripe');
    expect(await gateway.charge(request)).toMatchObject({ status: 'succeeded' });
    expect(fake.chargeCount()).toBe(1);
    expect(embeddedControlsOf(gateway)).toBeNull();
  });

  it('charges offline through the embedded driver without a secret key', async () => {
    const gateway = createPaymentGateway({
      stripe: { secretKey: null, webhookSecret: null, api: null },
    });

    expect(gateway.kind).toBe('embedded');
    expect(await gateway.charge(request)).toMatchObject({ status: 'succeeded' });
    expect(fake.chargeCount()).toBe(1);
    // Its test controls settle what it opened, an OXXO voucher here.
    const voucher = await gateway.charge({
      ...request,
      idempotencyKey: 'oxxo',
      paymentMethodId: 'pm_oxxo',
    });
    const intentId = voucher.status === 'requires_action' ? voucher.intentId : '';
    expect(await embeddedControlsOf(gateway)?.settle(intentId, 'paid')).toMatchObject({
      status: 'succeeded',
      method: 'oxxo',
    });
  });
});
