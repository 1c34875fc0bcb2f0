import { describe, expect, it } from 'vitest';
import { createEmbeddedGateway } from './embedded-gateway.ts';
import type { ChargeRequest, ChargeResult } from './payment-gateway.ts';
import { clabeControlDigit } from './test-payment-methods.ts';

let attempt = 0;
const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => {
  attempt += 1;
  return {
    amountCentavos: 149_000,
    currency: 'mxn',
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `key-${attempt}`,
    description: 'Plan Clásico',
    metadata: { weddingId: '1' },
    payer: { name: 'Ana López', email: 'ana@example.com' },
    offerInstallments: false,
    ...overrides,
  };
};

const intentIdOf = (result: ChargeResult): string => {
  if (result.status === 'declined' || result.intentId === null) throw new Error('no intent');
  return result.intentId;
};

describe('the embedded payment gateway', () => {
  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_amex', 'amex', '8431'],
    ['pm_card_mx', 'visa', '8001'],
  ])('charges %s at once as a %s card ending in %s', async (paymentMethodId, brand, last4) => {
    const result = await createEmbeddedGateway().charge(request({ paymentMethodId }));
    expect(result).toEqual({
      status: 'succeeded',
      intentId: expect.stringMatching(/^pi_embedded_[0-9a-f]{24}$/),
      method: 'card',
      card: { brand, last4 },
      installments: null,
    });
  });

  it("declines Stripe's declining test methods with Stripe's code and message", async () => {
    const gateway = createEmbeddedGateway();
    expect(await gateway.charge(request({ paymentMethodId: 'pm_card_chargeDeclined' }))).toEqual({
      status: 'declined',
      intentId: expect.stringMatching(/^pi_embedded_/),
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(
      await gateway.charge(request({ paymentMethodId: 'pm_card_insufficientFunds' })),
    ).toMatchObject({ status: 'declined', code: 'insufficient_funds' });
  });

  it('declines an unknown payment method and says which ones it accepts', async () => {
    const result = await createEmbeddedGateway().charge(request({ paymentMethodId: 'pm_nope' }));
    expect(result).toMatchObject({ status: 'declined', code: 'resource_missing', intentId: null });
    expect(result.status === 'declined' && result.message).toMatch(/pm_nope.*pm_card_visa/);
  });

  it.each(['pm_card_threeDSecure2Required', 'pm_card_authenticationRequired'])(
    'asks %s for 3-D Secure, then charges it once the test challenge is completed',
    async (paymentMethodId) => {
      const gateway = createEmbeddedGateway();
      const asked = await gateway.charge(request({ paymentMethodId }));
      expect(asked).toEqual({
        status: 'requires_action',
        intentId: expect.stringMatching(/^pi_embedded_/),
        method: 'card',
        action: { kind: 'authenticate', clientSecret: null },
      });
      const intentId = intentIdOf(asked);
      expect(await gateway.retrieve(intentId)).toEqual(asked);

      const paid = await gateway.settle(intentId, 'paid');

      const last4 = paymentMethodId === 'pm_card_threeDSecure2Required' ? '3220' : '3184';
      expect(paid).toEqual({
        status: 'succeeded',
        intentId,
        method: 'card',
        card: { brand: 'visa', last4 },
        installments: null,
      });
      expect(await gateway.retrieve(intentId)).toEqual(paid);
    },
  );

  it('declines a card whose 3-D Secure challenge fails, and keeps it declined', async () => {
    const gateway = createEmbeddedGateway();
    const intentId = intentIdOf(
      await gateway.charge(request({ paymentMethodId: 'pm_card_threeDSecure2Required' })),
    );

    const failed = await gateway.settle(intentId, 'failed');

    expect(failed).toMatchObject({ status: 'declined', intentId, code: 'authentication_failed' });
    expect(await gateway.settle(intentId, 'paid')).toEqual(failed);
  });

  it('offers meses sin intereses on a Mexican credit card, then charges the months chosen', async () => {
    const gateway = createEmbeddedGateway();
    const offered = await gateway.charge(
      request({ paymentMethodId: 'pm_card_mx', offerInstallments: true }),
    );
    expect(offered).toMatchObject({
      status: 'requires_action',
      method: 'card',
      action: { kind: 'choose_installments', months: [3, 6, 9, 12] },
    });
    const intentId = intentIdOf(offered);
    // Nothing settles a choice the couple has not made.
    expect(await gateway.settle(intentId, 'paid')).toEqual(offered);

    const chosen = await gateway.confirmInstallments(intentId, 6, 'choose-1');

    expect(chosen).toEqual({
      status: 'succeeded',
      intentId,
      method: 'card',
      card: { brand: 'visa', last4: '8001' },
      installments: 6,
    });
    expect(await gateway.confirmInstallments(intentId, 6, 'choose-1')).toEqual(chosen);
    expect(await gateway.confirmInstallments(intentId, 3, 'choose-2')).toEqual(chosen);
  });

  it('charges a card that offered meses sin intereses in one payment when none is chosen', async () => {
    const gateway = createEmbeddedGateway();
    const intentId = intentIdOf(
      await gateway.charge(request({ paymentMethodId: 'pm_card_mx', offerInstallments: true })),
    );

    expect(await gateway.confirmInstallments(intentId, null, 'one-payment')).toMatchObject({
      status: 'succeeded',
      installments: null,
    });
  });

  it('charges a card without installments at once even when they are offered', async () => {
    const result = await createEmbeddedGateway().charge(
      request({ paymentMethodId: 'pm_card_visa', offerInstallments: true }),
    );
    expect(result).toMatchObject({ status: 'succeeded', installments: null });
  });

  it('issues an OXXO voucher for the amount, expiring in 3 days, paid later', async () => {
    const gateway = createEmbeddedGateway();
    const before = Date.now();
    const voucher = await gateway.charge(request({ paymentMethodId: 'pm_oxxo' }));

    expect(voucher).toEqual({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_embedded_/),
      method: 'oxxo',
      action: {
        kind: 'oxxo_voucher',
        number: expect.stringMatching(/^\d{14,}$/),
        amountCentavos: 149_000,
        expiresAt: expect.any(String),
        voucherUrl: null,
      },
    });
    const action = voucher.status === 'requires_action' ? voucher.action : null;
    const expiresAt = action?.kind === 'oxxo_voucher' ? Date.parse(action.expiresAt) : NaN;
    expect(expiresAt - before).toBeGreaterThanOrEqual(3 * 24 * 60 * 60 * 1000);
    expect(expiresAt - before).toBeLessThan(3 * 24 * 60 * 60 * 1000 + 60_000);

    const intentId = intentIdOf(voucher);
    expect(await gateway.settle(intentId, 'paid')).toEqual({
      status: 'succeeded',
      intentId,
      method: 'oxxo',
      card: null,
      installments: null,
    });
  });

  it('declines an OXXO voucher that expires unpaid', async () => {
    const gateway = createEmbeddedGateway();
    const intentId = intentIdOf(await gateway.charge(request({ paymentMethodId: 'pm_oxxo' })));

    expect(await gateway.settle(intentId, 'failed')).toMatchObject({
      status: 'declined',
      intentId,
      code: 'voucher_expired',
    });
  });

  it('gives a SPEI transfer a valid CLABE at STP and a reference, granted on arrival', async () => {
    const gateway = createEmbeddedGateway();
    const transfer = await gateway.charge(request({ paymentMethodId: 'pm_spei' }));

    expect(transfer).toMatchObject({
      status: 'requires_action',
      method: 'spei',
      action: {
        kind: 'spei_transfer',
        clabe: expect.stringMatching(/^646180\d{12}$/),
        bankName: 'STP',
        reference: expect.stringMatching(/^\d+$/),
        amountCentavos: 149_000,
        instructionsUrl: null,
      },
    });
    const clabe =
      transfer.status === 'requires_action' && 'clabe' in transfer.action
        ? transfer.action.clabe
        : '';
    expect(Number(clabe[17])).toBe(clabeControlDigit(clabe.slice(0, 17)));

    const intentId = intentIdOf(transfer);
    expect(await gateway.settle(intentId, 'paid')).toMatchObject({
      status: 'succeeded',
      method: 'spei',
      card: null,
    });
    expect(await gateway.settle(intentId, 'failed')).toMatchObject({ status: 'succeeded' });
  });

  it('cancels an open intent, and leaves a paid one paid', async () => {
    const gateway = createEmbeddedGateway();
    const open = intentIdOf(await gateway.charge(request({ paymentMethodId: 'pm_oxxo' })));
    const paid = intentIdOf(await gateway.charge(request()));

    expect(await gateway.cancel(open)).toMatchObject({ status: 'declined', code: 'canceled' });
    expect(await gateway.settle(open, 'paid')).toMatchObject({
      status: 'declined',
      code: 'canceled',
    });
    expect(await gateway.cancel(paid)).toMatchObject({ status: 'succeeded', intentId: paid });
  });

  it('answers an intent it does not know (lost with a restart) as missing', async () => {
    const charged = intentIdOf(await createEmbeddedGateway().charge(request()));
    const restarted = createEmbeddedGateway();

    for (const result of [
      await restarted.retrieve(charged),
      await restarted.cancel(charged),
      await restarted.settle(charged, 'paid'),
      await restarted.confirmInstallments(charged, 3, 'lost'),
    ]) {
      expect(result).toMatchObject({
        status: 'declined',
        intentId: charged,
        code: 'resource_missing',
      });
    }
  });

  it('answers the same key with the same intent as it is now, and a new key with a new one', async () => {
    const gateway = createEmbeddedGateway();
    const voucher = request({ idempotencyKey: 'same', paymentMethodId: 'pm_oxxo' });
    const first = await gateway.charge(voucher);
    await gateway.settle(intentIdOf(first), 'paid');

    const again = await gateway.charge(voucher);
    const other = await gateway.charge({ ...voucher, idempotencyKey: 'other' });

    expect(again).toMatchObject({ status: 'succeeded', intentId: intentIdOf(first) });
    expect(intentIdOf(other)).not.toBe(intentIdOf(first));
    const reused = await gateway.charge({ ...voucher, amountCentavos: 100 });
    expect(reused).toMatchObject({ status: 'declined', code: 'idempotency_error' });
  });

  it('answers a repeated decline with the same decline', async () => {
    const gateway = createEmbeddedGateway();
    const declined = request({ idempotencyKey: 'd', paymentMethodId: 'pm_card_chargeDeclined' });
    expect(await gateway.charge(declined)).toEqual(await gateway.charge(declined));
  });
});
