import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createEmbeddedGateway } from '../../payment-gateway/embedded-gateway.ts';
import {
  PaymentGatewayUnavailableError,
  type PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { useCoupleApp } from '../../test/content-item-suite.ts';
import { modules } from '../modules.ts';
import { insertPromoCode, insertPromoter } from '../../test/promo-codes-test-kit.ts';
import {
  checkoutState,
  insertPricedPlan,
  promoUsedCount,
  recordingGateway,
  setWeddingPlan,
  reconcilerOn,
} from '../../test/payments-test-kit.ts';
import { createPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';
import { checkoutIdempotencyKey } from './payments.service.ts';

/** The payments service as the reconciliation jobs run it, over the test app's database. */
const reconciler = (t: TestApp, gateway: PaymentGateway) =>
  reconcilerOn(t.app.db, gateway, t.app.jobs);

type Body = {
  invitationPlanId: number;
  paymentMethodId?: string;
  currentPlanId?: number | null;
  promoCodeId?: number | null;
  planId?: number | null;
};

const checkout = (t: TestApp, couple: Couple, body: Body, language: 'es' | 'en' = 'es') =>
  call(
    t,
    couple.token,
    'POST',
    '/payments/checkout',
    { weddingId: couple.weddingId, paymentMethodId: 'pm_card_visa', ...body },
    language,
  );

async function seededPlans(t: TestApp) {
  const plans = await t.app.db.select().from(invitationPlans).orderBy(invitationPlans.priceMxn);
  const [basic, classic, premium] = plans.filter((plan) => !plan.name.startsWith('Plan '));
  if (!basic || !classic || !premium) throw new Error('three seeded plans expected');
  return { basic, classic, premium };
}

describe('POST /payments/checkout', () => {
  const given = useCoupleApp();

  it('buys a plan at full price, activates the wedding and lists the payment', async () => {
    const couple = await insertCouple(given.t.app.db);
    await endTrial(given.t.app.db, couple.weddingId);
    const { classic } = await seededPlans(given.t);
    const response = await checkout(given.t, couple, { invitationPlanId: classic.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Pago realizado exitosamente',
      payment: {
        id: expect.any(Number),
        amount: classic.priceMxn,
        createdAt: expect.any(String),
        status: 'succeeded',
        method: 'card',
        nextAction: null,
        card: { brand: 'visa', last4: '4242' },
        installments: null,
      },
    });
    const state = await checkoutState(given.t.app.db, couple.weddingId);
    expect(state.planId).toBe(classic.id);
    expect(state.payments).toEqual([
      expect.objectContaining({
        amount: classic.priceMxn,
        originalAmount: classic.priceMxn,
        discount: 0,
        status: 'succeeded',
        previousPlanId: null,
        promoCodeId: null,
        stripePaymentIntentId: expect.stringMatching(/^pi_embedded_/),
        commission: null,
      }),
    ]);
    const wedding = await call(given.t, couple.token, 'GET', `/weddings/${couple.weddingId}`);
    expect(wedding.json()).toMatchObject({
      active: true,
      invitationPlanId: classic.id,
      payments: [{ id: response.json().payment.id, amount: classic.priceMxn }],
    });
  });

  it('upgrades at the difference between the plans', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { basic, premium } = await seededPlans(given.t);
    await setWeddingPlan(given.t.app.db, couple.weddingId, basic.id);
    const response = await checkout(given.t, couple, {
      invitationPlanId: premium.id,
      planId: premium.id,
      currentPlanId: basic.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().payment.amount).toBe(premium.priceMxn - basic.priceMxn);
    const state = await checkoutState(given.t.app.db, couple.weddingId);
    expect(state.planId).toBe(premium.id);
    expect(state.payments[0]).toMatchObject({
      previousPlanId: basic.id,
      originalAmount: premium.priceMxn - basic.priceMxn,
    });
  });

  it('takes a percentage off to the peso and pays the promoter its commission', async () => {
    const couple = await insertCouple(given.t.app.db);
    const planId = await insertPricedPlan(given.t.app.db, 1490);
    const promoterId = await insertPromoter(given.t.app.db);
    const code = await insertPromoCode(given.t.app.db, {
      promoterId,
      type: 'percentage',
      value: 15,
      commission: 10,
    });
    const response = await checkout(given.t, couple, {
      invitationPlanId: planId,
      promoCodeId: code.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    // 1490 × 15 % = 223.5 → 224 off: 1266 paid; 1266 × 10 % = 126.6 → 127 of commission.
    expect(response.json().payment.amount).toBe(1266);
    const [payment] = (await checkoutState(given.t.app.db, couple.weddingId)).payments;
    expect(payment).toMatchObject({
      amount: 1266,
      originalAmount: 1490,
      discount: 224,
      promoCodeId: code.id,
      commission: { amount: 127, percentage: 10, promoterId, promoCodeId: code.id },
    });
    expect(await promoUsedCount(given.t.app.db, code.id)).toBe(1);
  });

  it('takes an amount off, and caps it at the price (nothing to charge)', async () => {
    const planId = await insertPricedPlan(given.t.app.db, 1490);
    const first = await insertCouple(given.t.app.db);
    const threeHundred = await insertPromoCode(given.t.app.db, { type: 'amount', value: 300 });
    const paid = await checkout(given.t, first, {
      invitationPlanId: planId,
      promoCodeId: threeHundred.id,
    });
    expect(paid.json().payment.amount).toBe(1190);

    const second = await insertCouple(given.t.app.db);
    const everything = await insertPromoCode(given.t.app.db, {
      type: 'amount',
      value: 5000,
      commission: 20,
    });
    const free = await checkout(given.t, second, {
      invitationPlanId: planId,
      promoCodeId: everything.id,
      paymentMethodId: 'pm_card_chargeDeclined', // never charged: there is nothing to charge
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().payment.amount).toBe(0);
    const state = await checkoutState(given.t.app.db, second.weddingId);
    expect(state.planId).toBe(planId);
    expect(state.payments[0]).toMatchObject({
      amount: 0,
      discount: 1490,
      stripePaymentIntentId: null,
      commission: { amount: 0 },
    });
  });

  it('answers a declined card with its message, records the attempt as failed and gives the code back', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { classic } = await seededPlans(given.t);
    const code = await insertPromoCode(given.t.app.db, { usageLimit: 1, commission: 10 });
    for (const [paymentMethodId, language, message] of [
      ['pm_card_chargeDeclined', 'es', 'Tu tarjeta fue rechazada.'],
      ['pm_card_chargeDeclined', 'en', 'Your card was declined.'],
      ['pm_card_insufficientFunds', 'es', 'Tu tarjeta no tiene fondos suficientes.'],
    ] as const) {
      const response = await checkout(
        given.t,
        couple,
        { invitationPlanId: classic.id, promoCodeId: code.id, paymentMethodId },
        language,
      );
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe(message);
    }
    const state = await checkoutState(given.t.app.db, couple.weddingId);
    expect(state.planId).toBeNull();
    expect(state.payments.map((payment) => [payment.status, payment.commission])).toEqual(
      Array.from({ length: 3 }, () => ['failed', null]),
    );
    expect(await promoUsedCount(given.t.app.db, code.id)).toBe(0);
  });

  it.each([
    // An unknown payment method: the provider's answer is English and names the pm_… id.
    [
      'pm_made_up',
      'es',
      'No reconocemos este método de pago. Vuelve a escribir los datos de tu tarjeta, por favor.',
    ],
    [
      'pm_made_up',
      'en',
      'We do not recognize this payment method. Please enter your card details again.',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'en', 'Your card has expired.'],
    [
      'pm_card_chargeDeclinedIncorrectCvc',
      'es',
      'El código de seguridad de tu tarjeta es incorrecto.',
    ],
    [
      'pm_card_chargeDeclinedProcessingError',
      'es',
      'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo en un momento.',
    ],
  ] as const)(
    'answers %s in %s in our words, never the provider English',
    async (paymentMethodId, language, message) => {
      const couple = await insertCouple(given.t.app.db);
      const { classic } = await seededPlans(given.t);
      const response = await checkout(
        given.t,
        couple,
        { invitationPlanId: classic.id, paymentMethodId },
        language,
      );
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe(message);
      // The attempt is kept, failed, and grants nothing.
      const state = await checkoutState(given.t.app.db, couple.weddingId);
      expect(state.planId).toBeNull();
      expect(state.payments.map((payment) => payment.status)).toEqual(['failed']);
    },
  );

  it('uses a code with a limit of 1 exactly once among 10 concurrent checkouts', async () => {
    const { classic } = await seededPlans(given.t);
    const code = await insertPromoCode(given.t.app.db, {
      usageLimit: 1,
      type: 'percentage',
      value: 50,
    });
    const couples = await Promise.all(
      Array.from({ length: 10 }, () => insertCouple(given.t.app.db)),
    );
    const responses = await Promise.all(
      couples.map((couple) =>
        checkout(given.t, couple, { invitationPlanId: classic.id, promoCodeId: code.id }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(422)]);
    // The nine who lost the race are told the code is used up, not that it is invalid.
    for (const response of responses.filter((response) => response.statusCode === 422)) {
      expect(response.json()).toMatchObject({
        message: 'Este código de promoción ya se agotó: alcanzó su límite de usos.',
        errors: {
          promoCodeId: ['Este código de promoción ya se agotó: alcanzó su límite de usos.'],
        },
      });
    }
    expect(await promoUsedCount(given.t.app.db, code.id)).toBe(1);
    const states = await Promise.all(
      couples.map((couple) => checkoutState(given.t.app.db, couple.weddingId)),
    );
    const discounted = states.flatMap((state) => state.payments);
    expect(discounted).toHaveLength(1);
    expect(discounted[0]).toMatchObject({ promoCodeId: code.id, amount: classic.priceMxn / 2 });
  });

  it('refuses a stale current plan, the same plan and a cheaper one with 409', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { basic, classic, premium } = await seededPlans(given.t);
    await setWeddingPlan(given.t.app.db, couple.weddingId, classic.id);
    const cases: [Body, string, RegExp][] = [
      [{ invitationPlanId: premium.id, currentPlanId: basic.id }, 'plan_changed', /Recárgala/],
      [{ invitationPlanId: premium.id }, 'plan_changed', /Recárgala/],
      [
        { invitationPlanId: classic.id, currentPlanId: classic.id },
        'plan_not_an_upgrade',
        /superior/,
      ],
      [
        { invitationPlanId: basic.id, currentPlanId: classic.id },
        'plan_not_an_upgrade',
        /superior/,
      ],
    ];
    for (const [body, code, message] of cases) {
      const response = await checkout(given.t, couple, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json()).toEqual({ code, message: expect.stringMatching(message) });
    }
    expect((await checkoutState(given.t.app.db, couple.weddingId)).payments).toEqual([]);
  });

  it('refuses a planId other than the plan bought, and a plan that does not exist, with 422', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { basic, classic } = await seededPlans(given.t);
    const mismatch = await checkout(given.t, couple, {
      invitationPlanId: classic.id,
      planId: basic.id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.planId).toBeDefined();
    const missing = await checkout(given.t, couple, { invitationPlanId: 987654 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.invitationPlanId).toBeDefined();
  });

  it("answers 404 to another client's wedding and charges nothing", async () => {
    const { classic } = await seededPlans(given.t);
    const response = await checkout(given.t, given.other, {
      invitationPlanId: classic.id,
      ...{ weddingId: given.owner.weddingId },
    } as Body);
    expect(response.statusCode).toBe(404);
    expect(await checkoutState(given.t.app.db, given.owner.weddingId)).toEqual({
      planId: null,
      payments: [],
    });
  });

  it('takes no price from the client', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { classic } = await seededPlans(given.t);
    const response = await checkout(given.t, couple, {
      invitationPlanId: classic.id,
      ...{ amount: 1, discount: 999 },
    } as Body);
    expect(response.statusCode).toBe(422);
    expect((await checkoutState(given.t.app.db, couple.weddingId)).payments).toEqual([]);
  });

  it('refuses a wedding deactivated by staff, before charging', async () => {
    const couple = await insertCouple(given.t.app.db);
    const { classic } = await seededPlans(given.t);
    await given.t.app.db
      .update(weddings)
      .set({ deactivatedAt: new Date() })
      .where(eq(weddings.id, couple.weddingId));
    const response = await checkout(given.t, couple, { invitationPlanId: classic.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('wedding_inactive');
    expect((await checkoutState(given.t.app.db, couple.weddingId)).payments).toEqual([]);
  });
});

describe('POST /payments/checkout through a given gateway', () => {
  it('charges once when the same wedding checks out twice at the same time', async () => {
    const gateway = recordingGateway(createEmbeddedGateway(), 100);
    const t = await createTestApp({
      modules: modules.map((m) => (m === paymentsRoutes ? createPaymentsRoutes({ gateway }) : m)),
    });
    try {
      const couple = await insertCouple(t.app.db);
      const { classic } = await seededPlans(t);
      const responses = await Promise.all([
        checkout(t, couple, { invitationPlanId: classic.id }),
        checkout(t, couple, { invitationPlanId: classic.id, paymentMethodId: 'pm_card_amex' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(gateway.requests).toHaveLength(1);
      expect(gateway.requests[0]).toMatchObject({
        amountCentavos: classic.priceMxn * 100,
        currency: 'mxn',
        idempotencyKey: expect.stringMatching(/^checkout_[0-9a-f]{48}$/),
      });
      expect((await checkoutState(t.app.db, couple.weddingId)).payments).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('keeps answering guests while twelve checkouts wait on the provider: no connection is held meanwhile', async () => {
    // The provider holds every charge until the guest has been answered. On PGlite (one connection)
    // and with PostgreSQL's pool of 10, a checkout holding its transaction across the call would
    // leave the guest waiting behind it, and this test would time out.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inner = recordingGateway(createEmbeddedGateway());
    const gateway: PaymentGateway = {
      ...inner,
      async charge(request) {
        await held;
        return inner.charge(request);
      },
    };
    const t = await createTestApp({
      modules: modules.map((m) => (m === paymentsRoutes ? createPaymentsRoutes({ gateway }) : m)),
    });
    try {
      const { classic } = await seededPlans(t);
      const couples = await Promise.all(Array.from({ length: 12 }, () => insertCouple(t.app.db)));
      const checkouts = couples.map((couple) =>
        checkout(t, couple, { invitationPlanId: classic.id }),
      );
      // Every checkout has recorded its payment and is now with the provider.
      await vi.waitFor(
        async () =>
          expect(
            await t.app.db
              .select()
              .from(payments)
              .where(
                inArray(
                  payments.weddingId,
                  couples.map((c) => c.weddingId),
                ),
              ),
          ).toHaveLength(12),
        { timeout: 20_000, interval: 50 },
      );
      const [wedding] = await t.app.db
        .select({ slug: weddings.slug })
        .from(weddings)
        .where(eq(weddings.id, couples[0]?.weddingId ?? 0));
      const guest = await t.app.inject({
        method: 'GET',
        url: `/v1/public/invitations/${wedding?.slug}`,
      });
      expect(guest.statusCode).toBe(200);
      release();
      expect((await Promise.all(checkouts)).map((response) => response.statusCode)).toEqual(
        Array(12).fill(201),
      );
    } finally {
      release();
      await t.close();
    }
  });

  it('uses a limit-1 code once among 10 concurrent checkouts with a slow provider', async () => {
    const gateway = recordingGateway(createEmbeddedGateway(), 50);
    const t = await createTestApp({
      modules: modules.map((m) => (m === paymentsRoutes ? createPaymentsRoutes({ gateway }) : m)),
    });
    try {
      const { premium } = await seededPlans(t);
      const code = await insertPromoCode(t.app.db, { usageLimit: 1, type: 'amount', value: 100 });
      const couples = await Promise.all(Array.from({ length: 10 }, () => insertCouple(t.app.db)));
      const responses = await Promise.all(
        couples.map((couple) =>
          checkout(t, couple, { invitationPlanId: premium.id, promoCodeId: code.id }),
        ),
      );
      const paid = responses.filter((response) => response.statusCode === 201);
      expect(paid.map((response) => response.json().payment.amount)).toEqual([
        premium.priceMxn - 100,
      ]);
      expect(gateway.requests).toHaveLength(1);
      expect(await promoUsedCount(t.app.db, code.id)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the provider cannot be reached, keeps the payment pending, and reconciliation settles it', async () => {
    let reachable = false;
    const gateway = recordingGateway(createEmbeddedGateway());
    const flaky: PaymentGateway = {
      ...gateway,
      kind: 'stripe',
      charge: (request) =>
        reachable
          ? gateway.charge(request)
          : Promise.reject(new PaymentGatewayUnavailableError('offline')),
    };
    const t = await createTestApp({
      modules: modules.map((m) =>
        m === paymentsRoutes ? createPaymentsRoutes({ gateway: flaky }) : m,
      ),
    });
    try {
      const couple = await insertCouple(t.app.db);
      const { classic } = await seededPlans(t);
      const code = await insertPromoCode(t.app.db, { usageLimit: 1 });
      const body = { invitationPlanId: classic.id, promoCodeId: code.id };
      const response = await checkout(t, couple, body, 'en');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/payment processor/);
      const pending = await checkoutState(t.app.db, couple.weddingId);
      expect(pending.planId).toBeNull();
      expect(pending.payments.map((payment) => payment.status)).toEqual(['pending']);
      // The use stays reserved while the charge may have happened.
      expect(await promoUsedCount(t.app.db, code.id)).toBe(1);

      // A retry, even with another card, waits for the pending payment instead of charging again.
      const retry = await checkout(t, couple, { ...body, paymentMethodId: 'pm_card_amex' }, 'en');
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toEqual({
        code: 'payment_pending',
        message: expect.stringMatching(/already in progress/),
      });

      const payments = reconciler(t, flaky);
      expect(await payments.reconcilePending(0)).toEqual(['still-pending']);
      reachable = true;
      expect(await payments.reconcilePending(0)).toEqual(['succeeded']);
      expect(await payments.reconcilePending(0)).toEqual([]);
      expect(gateway.requests.map((request) => request.paymentMethodId)).toEqual(['pm_card_visa']);
      const settled = await checkoutState(t.app.db, couple.weddingId);
      expect(settled.planId).toBe(classic.id);
      expect(settled.payments.map((payment) => payment.status)).toEqual(['succeeded']);
      expect(await promoUsedCount(t.app.db, code.id)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('gives each attempt its own idempotency key, derived from its payment row', async () => {
    const gateway = recordingGateway(createEmbeddedGateway());
    const t = await createTestApp({
      modules: modules.map((m) => (m === paymentsRoutes ? createPaymentsRoutes({ gateway }) : m)),
    });
    try {
      const couple = await insertCouple(t.app.db);
      const { classic } = await seededPlans(t);
      const body = { invitationPlanId: classic.id, paymentMethodId: 'pm_card_chargeDeclined' };
      await checkout(t, couple, body);
      await checkout(t, couple, body);
      const { payments } = await checkoutState(t.app.db, couple.weddingId);
      expect(gateway.requests.map((request) => request.idempotencyKey)).toEqual(
        payments.map((payment) => checkoutIdempotencyKey(payment)),
      );
      expect(new Set(payments.map((payment) => checkoutIdempotencyKey(payment))).size).toBe(2);
    } finally {
      await t.close();
    }
  });
});
