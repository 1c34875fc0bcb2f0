// Tests only: what the staff console tests share — requests as an admin (or another principal),
// clients and weddings with chosen names and creation times, and payments with their commission.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { clients } from '../db/schema/accounts.ts';
import { commissions, payments } from '../db/schema/payments.ts';
import { weddings } from '../db/schema/weddings.ts';
import { insertPromoter } from './promo-codes-test-kit.ts';
import {
  createTestApp,
  injectAs,
  TEST_ADMIN,
  type TestApp,
  type TestPrincipal,
} from './test-app.ts';

/** The admin every test database starts with. */
export const ADMIN: TestPrincipal = { role: 'admin', id: TEST_ADMIN.id };

const tag = () => randomBytes(4).toString('hex');

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

/** A /v1 request as `principal` (an admin unless told; null: no token), in `language`. */
export function staffCall(
  t: TestApp,
  method: Method,
  url: string,
  options: { payload?: object; principal?: TestPrincipal | null; language?: 'es' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  return injectAs(t.app, options.principal === undefined ? ADMIN : options.principal, {
    method,
    url: `/v1${url}`,
    payload: options.payload,
    headers: { 'accept-language': options.language ?? 'es' },
  });
}

/**
 * A test app for the enclosing `describe`, closed after it, then `setUp` run on it (a plan the
 * payments need); its fields are filled in `beforeAll`, so read them inside the tests.
 */
export function useStaffApp(setUp?: (t: TestApp) => Promise<void>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    await setUp?.(t);
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** The body of a GET as the admin, which must answer 200. */
export async function staffGet<T>(t: TestApp, url: string): Promise<T> {
  const response = await staffCall(t, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A GET of `url` answers 404 with `messages.es`, and in English with `messages.en`. */
export async function expectNotFound(
  t: TestApp,
  url: string,
  messages: { es: string; en: string },
): Promise<void> {
  const missing = await staffCall(t, 'GET', url);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe(messages.es);
  const english = await staffCall(t, 'GET', url, { language: 'en' });
  expect(english.json().message).toBe(messages.en);
}

/**
 * Each request, as a client (`clientId`, a new one unless told) and as a promoter (`promoterId`, a
 * new one unless told), is refused with 403: the staff operations are for admins only.
 */
export async function expectAdminsOnly(
  t: TestApp,
  requests: readonly (readonly [Method, string, object?])[],
  tokens: { clientId?: number; promoterId?: number } = {},
): Promise<void> {
  const clientId = tokens.clientId ?? (await insertNamedClient(t.app.db));
  const promoterId = tokens.promoterId ?? (await insertPromoter(t.app.db));
  for (const principal of [
    { role: 'client', id: clientId },
    { role: 'promoter', id: promoterId },
  ] as const) {
    for (const [method, url, payload] of requests) {
      const response = await staffCall(t, method, url, { principal, payload });
      expect(response.statusCode, `${principal.role} ${method} ${url}`).toBe(403);
    }
  }
}

/** A client with the name, last name, email and creation time given (others made up). */
export async function insertNamedClient(
  db: Db,
  values: { name?: string; lastName?: string; email?: string; createdAt?: Date } = {},
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({
      name: values.name ?? 'Ana',
      lastName: values.lastName ?? 'Luna',
      email: values.email ?? `staff-${tag()}@example.com`,
      verified: true,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: clients.id });
  if (row === undefined) throw new Error('could not insert a client');
  return row.id;
}

/** The client's wedding, with the name, slug and creation time given. */
export async function insertNamedWedding(
  db: Db,
  clientId: number,
  values: { name?: string; slug?: string; createdAt?: Date; invitationPlanId?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(weddings)
    .values({
      clientId,
      name: values.name ?? 'Boda',
      slug: values.slug ?? `boda-${tag()}`,
      date: new Date('2030-06-15T23:00:00Z'),
      invitationPlanId: values.invitationPlanId ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: weddings.id });
  if (row === undefined) throw new Error('could not insert a wedding');
  return row.id;
}

/** A succeeded payment of `amount` for the wedding; with `commission`, the commission it earned. */
export async function insertPayment(
  db: Db,
  values: {
    weddingId: number | null;
    planId: number;
    amount: number;
    createdAt?: Date;
    intentId?: string | null;
    status?: (typeof payments.$inferInsert)['status'];
    commission?: { promoCodeId: number; promoterId: number; amount: number; percentage: number };
  },
): Promise<{ paymentId: number; commissionId: number | null }> {
  const [payment] = await db
    .insert(payments)
    .values({
      weddingId: values.weddingId,
      invitationPlanId: values.planId,
      promoCodeId: values.commission?.promoCodeId ?? null,
      amount: values.amount,
      originalAmount: values.amount,
      status: values.status ?? 'succeeded',
      stripePaymentIntentId: values.intentId === undefined ? `pi_${tag()}` : values.intentId,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: payments.id });
  if (payment === undefined) throw new Error('could not insert a payment');
  if (values.commission === undefined) return { paymentId: payment.id, commissionId: null };
  const [commission] = await db
    .insert(commissions)
    .values({ paymentId: payment.id, ...values.commission })
    .returning({ id: commissions.id });
  return { paymentId: payment.id, commissionId: commission?.id ?? null };
}

/** Instants a minute apart from a fixed start: `minute(3)` is created after `minute(2)`. */
export const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n));

/**
 * The order a staff list shows `ids` in when ids[0] and ids[1] were created in the same instant and
 * each later one after the one before: newest first, the tie broken by id (larger first).
 */
export function newestFirstWithTie(ids: readonly number[]): number[] {
  const [first = 0, second = 0, ...later] = ids;
  return [...later.reverse(), Math.max(first, second), Math.min(first, second)];
}
