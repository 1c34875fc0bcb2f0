import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import {
  expectAdminsOnly,
  expectNotFound,
  insertNamedClient,
  insertNamedWedding,
  insertPayment,
  minute,
  newestFirstWithTie,
  staffCall,
  staffGet,
  useStaffApp,
} from '../../test/admin-fixtures.ts';
import { insertPromoCode, insertPromoter } from '../../test/promo-codes-test-kit.ts';
import { insertPricedPlan } from '../../test/payments-test-kit.ts';

type PaymentItem = { id: number; amount: number; status: string };
type PaymentPage = { payments: PaymentItem[]; page: number; totalPages: number };

describe('staff view of payments: GET /payments and GET /payments/{id}', () => {
  let planId: number;
  const t = useStaffApp(async ({ app }) => {
    planId = await insertPricedPlan(app.db, 2000);
  });

  const list = (query: string) => staffGet<PaymentPage>(t, `/payments${query}`);

  it('pages 20 at a time, newest first (ties by id), with each row’s amount, wedding and client', async () => {
    const clientId = await insertNamedClient(t.app.db, {
      name: 'Paga',
      lastName: 'Mucho',
      email: 'paga.mucho@example.com',
    });
    const weddingId = await insertNamedWedding(t.app.db, clientId, {
      name: 'Boda pagada',
      slug: 'boda-pagada',
    });
    const ids: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const { paymentId } = await insertPayment(t.app.db, {
        weddingId,
        planId,
        amount: 1000 + n,
        createdAt: minute(n === 1 ? 0 : n),
      });
      ids.push(paymentId);
    }
    const expected = newestFirstWithTie(ids);
    const first = await list('');
    expect(first).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.payments.map((payment) => payment.id)).toEqual(expected.slice(0, 20));
    expect(first.payments[0]).toMatchObject({
      id: ids[20],
      amount: 1020,
      wedding: { id: weddingId, name: 'Boda pagada', slug: 'boda-pagada' },
      client: { id: clientId, name: 'Paga', lastName: 'Mucho', email: 'paga.mucho@example.com' },
      invitationPlan: { id: planId },
      commission: null,
    });
    expect((await list('?page=2')).payments.map((payment) => payment.id)).toEqual(
      expected.slice(20),
    );
    expect(await list('?page=3')).toEqual({ payments: [], page: 3, totalPages: 2 });
  });

  it('GET /payments/{id} answers the amount, wedding, client, intent id and the commission with its promoter', async () => {
    const clientId = await insertNamedClient(t.app.db);
    const weddingId = await insertNamedWedding(t.app.db, clientId);
    const promoterId = await insertPromoter(t.app.db);
    const code = await insertPromoCode(t.app.db, { promoterId, commission: 12.5 });
    const { paymentId, commissionId } = await insertPayment(t.app.db, {
      weddingId,
      planId,
      amount: 1800,
      intentId: 'pi_detalle_123',
      commission: { promoCodeId: code.id, promoterId, amount: 225, percentage: 12.5 },
    });
    const response = await staffCall(t, 'GET', `/payments/${paymentId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: paymentId,
      amount: 1800,
      wedding: { id: weddingId },
      client: { id: clientId },
      stripePaymentIntentId: 'pi_detalle_123',
      commission: {
        id: commissionId,
        amount: 225,
        percentage: 12.5,
        paymentId,
        promoter: { id: promoterId, name: 'Paola Promotora' },
      },
    });
  });

  it('lists the payments that took money, refunded or disputed since, and those waiting for the couple, each with its status; never a declined attempt', async () => {
    const weddingId = await insertNamedWedding(t.app.db, await insertNamedClient(t.app.db));
    const statuses = ['failed', 'pending', 'refunded', 'disputed', 'succeeded'] as const;
    const ids = new Map<string, number>();
    for (const [n, status] of statuses.entries()) {
      const { paymentId } = await insertPayment(t.app.db, {
        weddingId,
        planId,
        amount: 1000,
        status,
        createdAt: new Date(Date.UTC(2040, 0, 1, 12, n)),
      });
      ids.set(status, paymentId);
    }
    const firstPage = (await list('')).payments;
    expect(firstPage.slice(0, 4).map((payment) => [payment.id, payment.status])).toEqual([
      [ids.get('succeeded'), 'succeeded'],
      [ids.get('disputed'), 'disputed'],
      [ids.get('refunded'), 'refunded'],
      [ids.get('pending'), 'pending'],
    ]);
    // Newer than every other test's payment: it would be fifth, were it listed.
    expect(firstPage.map((payment) => payment.id)).not.toContain(ids.get('failed'));
    // One payment by id is shown whatever its state, a declined attempt too.
    const failed = await staffCall(t, 'GET', `/payments/${ids.get('failed')}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().status).toBe('failed');
  });

  it('lists a late charge (money that came after the payment failed) with what became of it, a declined attempt never', async () => {
    const weddingId = await insertNamedWedding(t.app.db, await insertNamedClient(t.app.db));
    const cases = [
      ['failed', null],
      ['failed', 'refund_due'],
      ['refunded', 'refunded'],
      ['succeeded', 'applied'],
    ] as const;
    const ids: number[] = [];
    for (const [n, [status, lateCharge]] of cases.entries()) {
      const { paymentId } = await insertPayment(t.app.db, {
        weddingId,
        planId,
        amount: 1000,
        status,
        createdAt: new Date(Date.UTC(2041, 0, 1, 12, n)),
        // This app's reconciliation sweep (at start-up, then every five minutes) refunds a late
        // charge it can name to the provider: without an intent, this one stays refund_due.
        ...(lateCharge === 'refund_due' ? { intentId: null } : {}),
      });
      await t.app.db.update(payments).set({ lateCharge }).where(eq(payments.id, paymentId));
      ids.push(paymentId);
    }
    const firstPage = (await list('')).payments as (PaymentItem & { lateCharge: string | null })[];
    expect(firstPage.slice(0, 3).map((p) => [p.id, p.status, p.lateCharge])).toEqual([
      [ids[3], 'succeeded', 'applied'],
      [ids[2], 'refunded', 'refunded'],
      [ids[1], 'failed', 'refund_due'],
    ]);
    expect(firstPage.map((payment) => payment.id)).not.toContain(ids[0]);
    const declined = await staffCall(t, 'GET', `/payments/${ids[0]}`);
    expect(declined.json()).toMatchObject({ status: 'failed', lateCharge: null });
  });

  it('a free payment (100 % code) has no intent id', async () => {
    const weddingId = await insertNamedWedding(t.app.db, await insertNamedClient(t.app.db));
    const { paymentId } = await insertPayment(t.app.db, {
      weddingId,
      planId,
      amount: 0,
      intentId: null,
    });
    const response = await staffCall(t, 'GET', `/payments/${paymentId}`);
    expect(response.json()).toMatchObject({ amount: 0, stripePaymentIntentId: null });
  });

  it('answers 404 for an unknown payment (es/en)', async () => {
    await expectNotFound(t, '/payments/999999', {
      es: 'El pago no existe.',
      en: 'The payment does not exist.',
    });
  });

  it('is for admins only: a client or a promoter token is refused with 403', async () => {
    await expectAdminsOnly(t, [
      ['GET', '/payments'],
      ['GET', '/payments/1'],
    ]);
  });
});
