import type { components } from '@convite/api/schema';
import { makePlan, makeWedding } from '@convite/api/testing/make-wedding';
import { ADMIN_TOKEN_KEY } from '@convite/api/tokens';
import { vi } from 'vitest';
import { renderApp } from './render-app.tsx';

type Schemas = components['schemas'];

/** The app at an admin path, signed in as staff. */
export function renderAdmin(path: string) {
  return renderApp(path, { [ADMIN_TOKEN_KEY]: 'admin-jwt' });
}

/**
 * The query strings the app asked for on a path, in order. The mock API keys calls by path only;
 * the stubbed fetch still holds the requests.
 */
export function queriesTo(path: string): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === `/v1${path}`)
    .map((url) => url.search);
}

const CREATED = '2026-03-01T18:05:09.000Z';
const UPDATED = '2026-03-02T18:00:00.000Z';

export function makeClientRow(overrides: Partial<Schemas['Client']> = {}): Schemas['Client'] {
  return {
    id: 7,
    email: 'ana@example.com',
    name: 'Ana',
    lastName: 'Ruiz',
    verified: true,
    externalAuth: null,
    weddings: [{ id: 5 }],
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

export function makeAdminWedding(
  overrides: Partial<Schemas['AdminWedding']> = {},
): Schemas['AdminWedding'] {
  return {
    id: 5,
    name: 'Ana & Luis',
    slug: 'ana-y-luis',
    date: '2026-11-15T01:30:00.000Z',
    link: 'https://convite.mx/ana-y-luis',
    active: true,
    trialEndsAt: null,
    clientId: 7,
    client: { id: 7, email: 'ana@example.com', name: 'Ana', lastName: 'Ruiz' },
    invitationPlan: { id: 3, name: 'Premium' },
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

/** A wedding as GET /weddings/{id} answers it, with the values the admin detail shows. */
export function makeWeddingDetail(overrides: Partial<Schemas['Wedding']> = {}): Schemas['Wedding'] {
  return makeWedding({
    name: 'Ana & Luis',
    date: '2026-11-15T01:30:00.000Z',
    link: 'https://convite.mx/ana-y-luis',
    trialEndsAt: '2026-03-04T18:05:09.000Z',
    invitationPlan: makePlan([], { id: 3, name: 'Premium' }),
    invitationPlanId: 3,
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  });
}

export function makeCommission(
  overrides: Partial<Schemas['Commission']> = {},
): Schemas['Commission'] {
  return {
    id: 21,
    amount: 149,
    percentage: 10,
    paymentId: 9,
    reversal: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function makePayment(
  overrides: Partial<Schemas['AdminPayment']> = {},
): Schemas['AdminPayment'] {
  return {
    id: 9,
    amount: 1490,
    status: 'succeeded',
    lateCharge: null,
    refund: null,
    dispute: null,
    wedding: { id: 5, name: 'Ana & Luis', slug: 'ana-y-luis' },
    client: { id: 7, email: 'ana@example.com', name: 'Ana', lastName: 'Ruiz' },
    invitationPlan: { id: 3, name: 'Premium' },
    stripePaymentIntentId: 'pi_123',
    method: 'card',
    card: { brand: 'visa', last4: '4242' },
    installments: null,
    nextAction: null,
    commission: {
      ...makeCommission(),
      promoter: { id: 4, name: 'Paco Promotor' },
    },
    invoiceRequest: null,
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

export function makePromoCode(overrides: Partial<Schemas['PromoCode']> = {}): Schemas['PromoCode'] {
  return {
    id: 11,
    code: 'PACO10',
    type: 'percentage',
    value: 10,
    commission: null,
    isActive: true,
    usageLimit: null,
    usedCount: 1,
    expiresAt: null,
    promoterId: 4,
    commissions: [makeCommission()],
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

/** A promoter as the list answers it (without the promo codes of the detail). */
export function makePromoterRow(overrides: Partial<Schemas['Promoter']> = {}): Schemas['Promoter'] {
  return {
    id: 4,
    name: 'Paco Promotor',
    email: 'paco@example.com',
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...overrides,
  };
}

export function makePromoter(
  overrides: Partial<Schemas['PromoterDetail']> = {},
): Schemas['PromoterDetail'] {
  return {
    ...makePromoterRow(),
    promoCodes: [
      makePromoCode(),
      makePromoCode({
        id: 12,
        code: 'BODA200',
        type: 'amount',
        value: 200,
        commission: 5,
        isActive: false,
        usageLimit: 3,
        usedCount: 0,
        // 23:30 on 31 Dec in Mexico City.
        expiresAt: '2027-01-01T05:30:00.000Z',
        commissions: [],
      }),
    ],
    ...overrides,
  };
}

/** The cells of a table, row by row (headers first). */
export function tableText(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

/** A detail screen's definition list as label → value. */
export function detailFields(): Record<string, string> {
  const list = document.querySelector('dl');
  const labels = [...(list?.querySelectorAll('dt') ?? [])].map((node) => node.textContent ?? '');
  const values = [...(list?.querySelectorAll('dd') ?? [])].map((node) => node.textContent ?? '');
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
}
