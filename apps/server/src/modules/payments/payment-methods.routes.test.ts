// The ways Mexicans pay, through the embedded gateway (the same flows as Stripe's, offline): a card
// that asks for 3-D Secure, a credit card offering meses sin intereses, cash at OXXO and a SPEI
// transfer. Each stays pending with the couple's next step until it is paid, refused, cancelled or
// expired, and only then grants the plan (or gives the promo code's use back). On PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../test/content-item-suite.ts';
import { staffCall } from '../../test/admin-fixtures.ts';
import { inArray } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import {
  checkoutState,
  insertPricedPlan,
  promoUsedCount,
  reconcilerOn,
} from '../../test/payments-test-kit.ts';
import { insertPromoCode } from '../../test/promo-codes-test-kit.ts';
import { jobRows } from '../../test/smtp-test-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

type Answer = {
  message: string;
  payment: {
    id: number;
    status: string;
    method: string | null;
    nextAction: { kind: string; [field: string]: unknown } | null;
    card: { brand: string; last4: string } | null;
    installments: number | null;
  };
};

async function pay(t: TestApp, couple: Couple, paymentMethodId: string, promoCodeId?: number) {
  const response = await call(t, couple.token, 'POST', '/payments/checkout', {
    weddingId: couple.weddingId,
    invitationPlanId: await insertPricedPlan(t.app.db, 1490),
    paymentMethodId,
    ...(promoCodeId === undefined ? {} : { promoCodeId }),
  });
  return { response, answer: response.json<Answer>() };
}

/** The jobs of `name` queued for one payment. */
async function jobsFor(t: TestApp, name: string, paymentId: number) {
  return (await jobRows(t.app.db, name)).filter(
    (job) => (job.data as { paymentId?: number }).paymentId === paymentId,
  );
}

describe('paying with 3-D Secure, meses sin intereses, OXXO and SPEI', () => {
  const given = useCoupleApp();
  const post = (couple: Couple, url: string, body?: object, language: 'es' | 'en' = 'es') =>
    call(given.t, couple.token, 'POST', url, body, language);

  it('a card asking for 3-D Secure waits for the bank, then grants the plan once with a receipt', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { response, answer } = await pay(given.t, couple, 'pm_card_threeDSecure2Required');
    expect(response.statusCode, response.body).toBe(202);
    expect(answer.payment).toMatchObject({
      status: 'pending',
      method: 'card',
      nextAction: { kind: 'authenticate', clientSecret: null },
    });
    expect(answer.message).toBe('Tu banco pide confirmar el pago (3-D Secure).');
    expect((await checkoutState(given.t.app.db, couple.weddingId)).planId).toBeNull();

    const approved = await post(couple, `/payments/${answer.payment.id}/test-authentication`, {
      approve: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Answer>().payment).toMatchObject({
      status: 'succeeded',
      nextAction: null,
      card: { brand: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) },
    });
    expect((await checkoutState(given.t.app.db, couple.weddingId)).planId).not.toBeNull();
    // Asked again (a second tab): already settled, one receipt.
    const again = await post(couple, `/payments/${answer.payment.id}/refresh`);
    expect(again.json<Answer>().payment.status).toBe('succeeded');
    expect(await jobsFor(given.t, 'payment-receipt', answer.payment.id)).toHaveLength(1);
  });

  it('a 3-D Secure step the bank refuses charges nothing and gives the promo code back, in the couple language', async () => {
    const couple = await insertCouple(given.t.app.db);
    const code = await insertPromoCode(given.t.app.db, { usageLimit: 1 });
    const { answer } = await pay(given.t, couple, 'pm_card_threeDSecure2Required', code.id);
    expect(await promoUsedCount(given.t.app.db, code.id)).toBe(1);

    const refused = await post(
      couple,
      `/payments/${answer.payment.id}/test-authentication`,
      { approve: false },
      'en',
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Your bank did not confirm the payment (3-D Secure). Try again or use another card.',
    );
    const state = await checkoutState(given.t.app.db, couple.weddingId);
    expect(state.planId).toBeNull();
    expect(state.payments.map((payment) => payment.status)).toEqual(['failed']);
    expect(await promoUsedCount(given.t.app.db, code.id)).toBe(0);
    expect(await jobsFor(given.t, 'payment-receipt', answer.payment.id)).toHaveLength(0);
  });

  it('a Mexican credit card offers meses sin intereses and is charged in the months chosen', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { response, answer } = await pay(given.t, couple, 'pm_card_mx');
    expect(response.statusCode).toBe(202);
    expect(answer.payment.nextAction).toEqual({
      kind: 'choose_installments',
      months: [3, 6, 9, 12],
    });
    const url = `/payments/${answer.payment.id}/installments`;

    const notOffered = await post(couple, url, { months: 24 });
    expect(notOffered.statusCode).toBe(422);
    const chosen = await post(couple, url, { months: 6 });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<Answer>().payment).toMatchObject({
      status: 'succeeded',
      installments: 6,
      method: 'card',
    });
    const twice = await post(couple, url, { months: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'payment_not_waiting',
      message: 'Este pago ya se completó: tu plan está activo.',
    });
  });

  it('the same card in one payment when the couple says so', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { answer } = await pay(given.t, couple, 'pm_card_mx');
    const chosen = await post(couple, `/payments/${answer.payment.id}/installments`, {
      months: null,
    });
    expect(chosen.json<Answer>().payment).toMatchObject({
      status: 'succeeded',
      installments: null,
    });
  });

  it('an OXXO voucher is shown, emailed and listed as pending, and grants the plan when staff mark it paid', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { response, answer } = await pay(given.t, couple, 'pm_oxxo');
    expect(response.statusCode).toBe(202);
    expect(answer.payment).toMatchObject({
      status: 'pending',
      method: 'oxxo',
      nextAction: {
        kind: 'oxxo_voucher',
        number: expect.stringMatching(/^\d{14,}$/),
        amount: 1490,
        expiresAt: expect.any(String),
      },
    });
    const expiresAt = new Date(String(answer.payment.nextAction?.expiresAt));
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3600 * 1000);
    expect(await jobsFor(given.t, 'payment-instructions', answer.payment.id)).toHaveLength(1);

    const listed = await call(
      given.t,
      couple.token,
      'GET',
      `/weddings/${couple.weddingId}/payments`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payments).toEqual([
      expect.objectContaining({ id: answer.payment.id, status: 'pending', method: 'oxxo' }),
    ]);
    // Another checkout waits for this one: pay it, or cancel it first.
    const second = await pay(given.t, couple, 'pm_card_visa');
    expect(second.response.statusCode).toBe(409);

    const paid = await staffCall(
      given.t,
      'POST',
      `/payments/${answer.payment.id}/test-settlement`,
      {
        payload: { outcome: 'paid' },
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ method: 'oxxo', nextAction: null });
    const state = await checkoutState(given.t.app.db, couple.weddingId);
    expect(state.planId).not.toBeNull();
    expect(state.payments.map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await jobsFor(given.t, 'payment-receipt', answer.payment.id)).toHaveLength(1);
  });

  it('an OXXO voucher that expires releases the wedding and the promo code', async () => {
    const couple = await insertCouple(given.t.app.db);
    const code = await insertPromoCode(given.t.app.db, { usageLimit: 1 });
    const { answer } = await pay(given.t, couple, 'pm_oxxo', code.id);

    const expired = await staffCall(
      given.t,
      'POST',
      `/payments/${answer.payment.id}/test-settlement`,
      { payload: { outcome: 'expired' } },
    );
    expect(expired.statusCode).toBe(200);
    expect((await checkoutState(given.t.app.db, couple.weddingId)).planId).toBeNull();
    expect(await promoUsedCount(given.t.app.db, code.id)).toBe(0);
    const listed = await call(
      given.t,
      couple.token,
      'GET',
      `/weddings/${couple.weddingId}/payments`,
    );
    expect(listed.json().payments).toEqual([]);
    // Released: the couple can pay again, by card this time.
    expect((await pay(given.t, couple, 'pm_card_visa')).response.statusCode).toBe(201);
  });

  it('a SPEI transfer gives a CLABE and a reference, and the couple may cancel it to pay by card', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { answer } = await pay(given.t, couple, 'pm_spei');
    expect(answer.payment).toMatchObject({
      status: 'pending',
      method: 'spei',
      nextAction: {
        kind: 'spei_transfer',
        clabe: expect.stringMatching(/^\d{18}$/),
        reference: expect.any(String),
        amount: 1490,
      },
    });
    expect(await jobsFor(given.t, 'payment-instructions', answer.payment.id)).toHaveLength(1);

    const cancelled = await post(couple, `/payments/${answer.payment.id}/cancel`, undefined, 'en');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(
      'We cancelled the pending payment. You can now pay another way.',
    );
    expect(cancelled.json<Answer>().payment.status).toBe('failed');
    expect((await pay(given.t, couple, 'pm_card_visa')).response.statusCode).toBe(201);
  });

  it('reconciliation leaves a voucher waiting, and gives up a 3-D Secure step left an hour, freeing the wedding', async () => {
    const reconciler = reconcilerOn(given.t.app.db, given.t.app.paymentGateway, given.t.app.jobs);
    const voucher = await pay(given.t, await insertCouple(given.t.app.db), 'pm_oxxo');
    const couple = await insertCouple(given.t.app.db);
    const step = await pay(given.t, couple, 'pm_card_threeDSecure2Required');
    expect(await reconciler.reconcilePayment(voucher.answer.payment.id)).toBe('waiting');
    expect(await reconciler.reconcilePayment(step.answer.payment.id)).toBe('waiting');

    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await given.t.app.db
      .update(payments)
      .set({ updatedAt: twoHoursAgo })
      .where(inArray(payments.id, [voucher.answer.payment.id, step.answer.payment.id]));
    expect(await reconciler.reconcilePayment(voucher.answer.payment.id)).toBe('waiting');
    expect(await reconciler.reconcilePayment(step.answer.payment.id)).toBe('failed');
    expect((await pay(given.t, couple, 'pm_card_visa')).response.statusCode).toBe(201);
  });

  it('staff cannot mark paid what is not a pending voucher or transfer', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { answer } = await pay(given.t, couple, 'pm_card_threeDSecure2Required');
    const refused = await staffCall(
      given.t,
      'POST',
      `/payments/${answer.payment.id}/test-settlement`,
      { payload: { outcome: 'paid' } },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'payment_not_waiting',
      message: 'Este pago no es una ficha OXXO ni una transferencia SPEI pendiente.',
    });
    expect((await checkoutState(given.t.app.db, couple.weddingId)).planId).toBeNull();
  });

  it("answers 404 to another couple's pending payment and wedding, and changes nothing", async () => {
    const owner = await insertCouple(given.t.app.db);
    const { answer } = await pay(given.t, owner, 'pm_card_mx');
    const id = answer.payment.id;
    const stranger = given.other;
    for (const [url, body] of [
      [`/payments/${id}/refresh`, undefined],
      [`/payments/${id}/installments`, { months: 3 }],
      [`/payments/${id}/cancel`, undefined],
      [`/payments/${id}/test-authentication`, { approve: true }],
    ] as const) {
      const response = await post(stranger, url, body);
      expect(response.statusCode, url).toBe(404);
    }
    const list = await call(
      given.t,
      stranger.token,
      'GET',
      `/weddings/${owner.weddingId}/payments`,
    );
    expect(list.statusCode).toBe(404);
    const state = await checkoutState(given.t.app.db, owner.weddingId);
    expect(state.payments.map((payment) => payment.status)).toEqual(['pending']);
  });
});
