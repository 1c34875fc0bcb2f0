import { describe, expect, it } from 'vitest';
import { createEmbeddedGateway } from './embedded-gateway.ts';
import type { ChargeRequest } from './payment-gateway.ts';

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCentavos: 149_000,
  currency: 'mxn',
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: `key-${Math.random()}`,
  description: 'Plan Clásico',
  metadata: { weddingId: '1' },
  ...overrides,
});

describe('the embedded payment gateway', () => {
  it.each(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex'])(
    'charges %s with a pi_embedded_ intent id',
    async (paymentMethodId) => {
      const result = await createEmbeddedGateway().charge(request({ paymentMethodId }));
      expect(result).toEqual({
        status: 'succeeded',
        intentId: expect.stringMatching(/^pi_embedded_[0-9a-f]{24}$/),
      });
    },
  );

  it("declines Stripe's declining test methods with Stripe's code and message", async () => {
    const gateway = createEmbeddedGateway();
    expect(await gateway.charge(request({ paymentMethodId: 'pm_card_chargeDeclined' }))).toEqual({
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(
      await gateway.charge(request({ paymentMethodId: 'pm_card_insufficientFunds' })),
    ).toMatchObject({ status: 'declined', code: 'insufficient_funds' });
  });

  it('declines an unknown payment method and says which ones it accepts', async () => {
    const result = await createEmbeddedGateway().charge(request({ paymentMethodId: 'pm_nope' }));
    expect(result).toMatchObject({ status: 'declined', code: 'resource_missing' });
    expect(result.status === 'declined' && result.message).toMatch(/pm_nope.*pm_card_visa/);
  });

  it('answers the same key with the same intent, and a new key with a new one', async () => {
    const gateway = createEmbeddedGateway();
    const first = await gateway.charge(request({ idempotencyKey: 'same' }));
    const again = await gateway.charge(request({ idempotencyKey: 'same' }));
    const other = await gateway.charge(request({ idempotencyKey: 'other' }));
    expect(again).toEqual(first);
    expect(other.status === 'succeeded' && other.intentId).not.toBe(
      first.status === 'succeeded' && first.intentId,
    );
    const reused = await gateway.charge(request({ idempotencyKey: 'same', amountCentavos: 100 }));
    expect(reused).toMatchObject({ status: 'declined', code: 'idempotency_error' });
  });

  it('answers a repeated decline with the same decline', async () => {
    const gateway = createEmbeddedGateway();
    const declined = request({ idempotencyKey: 'd', paymentMethodId: 'pm_card_chargeDeclined' });
    expect(await gateway.charge(declined)).toEqual(await gateway.charge(declined));
  });
});
