// Staff actions the couple's journeys need before the admin console has screens for them: the API
// is given an admin at start-up (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts), and the tests
// call the admin endpoints with that admin's session, as the console will.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './accounts.ts';
import { uniqueSuffix } from './unique.ts';

export const e2eAdmin = {
  email: 'admin-e2e@convite.mx',
  password: 'Admin.E2e.2026!',
  name: 'Admin E2E',
} as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/v1/auth/admin-login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Gives the wedding the seeded plan of that Spanish name, as staff do with "Actualizar Plan". */
export async function giveWeddingPlan(
  request: APIRequestContext,
  weddingId: number,
  planName: string,
): Promise<void> {
  const plans = (await (await request.get('/v1/invitation-plans')).json()) as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((candidate) => candidate.name === planName);
  expect(plan, `a seeded plan named ${planName}`).toBeDefined();
  const response = await request.post('/v1/admins/update-weddings-invitation-plan', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { weddingId: [weddingId], invitationPlanId: plan?.id },
  });
  expect(response.status()).toBe(200);
}

export type E2ePromoter = { email: string; password: string };

/** A promoter with one promo code, made by staff as the console will ("Crear Promotor", "Crear Código"). */
export async function createPromoterWithCode(
  request: APIRequestContext,
  code: {
    code: string;
    type: 'percentage' | 'amount';
    value: number;
    commission: number;
    usageLimit: number;
  },
): Promise<E2ePromoter> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const promoter = {
    name: 'Paty Promotora',
    email: `promotora-${uniqueSuffix()}@example.com`,
    password: 'Promotora.2026!',
  };
  const created = await request.post('/v1/promoters', { headers, data: promoter });
  expect(created.status(), await created.text()).toBe(201);
  const { promoter: saved } = (await created.json()) as { promoter: { id: number } };
  const madeCode = await request.post(`/v1/promoters/${saved.id}/promo-codes`, {
    headers,
    data: { ...code, isActive: true, expiresAt: null },
  });
  expect(madeCode.status(), await madeCode.text()).toBe(201);
  return { email: promoter.email, password: promoter.password };
}

/** The commissions a promoter sees after signing in (the promoter view's data). */
export async function promoterCommissions(
  request: APIRequestContext,
  promoter: E2ePromoter,
): Promise<number[]> {
  const response = await request.post('/v1/auth/promoter-login', { data: promoter });
  expect(response.status()).toBe(200);
  const { promoter: detail } = (await response.json()) as {
    promoter: { promoCodes: { commissions: { amount: number }[] }[] };
  };
  return detail.promoCodes.flatMap((promoCode) => promoCode.commissions.map((c) => c.amount));
}

/** A new couple's wedding "Ana & Luis" bought Clásico with the promo code, through the API. */
export async function coupleBuysClasicoWithCode(
  page: Page,
  request: APIRequestContext,
  code: string,
  tag: string,
): Promise<number> {
  await signInNewCouple(page, request, tag);
  const weddingId = await createWedding(page, 'Ana & Luis', `ana-y-luis-${tag}-${uniqueSuffix()}`);
  const couple = coupleApi(request, await clientToken(page));
  const discount = await couple.post<{ id: number }>('/promo-codes/get-by-code', { code });
  const plans = (await (await request.get('/v1/invitation-plans')).json()) as {
    id: number;
    name: string;
  }[];
  await couple.post('/payments/checkout', {
    invitationPlanId: plans.find((plan) => plan.name === 'Clásico')?.id,
    paymentMethodId: 'pm_card_visa',
    weddingId,
    promoCodeId: discount.id,
  });
  return weddingId;
}
