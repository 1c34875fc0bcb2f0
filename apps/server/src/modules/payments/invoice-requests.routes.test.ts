import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/accounts.ts';
import { payments } from '../../db/schema/payments.ts';
import { insertPayment, staffCall } from '../../test/admin-fixtures.ts';
import { insertPricedPlan } from '../../test/payments-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { modules } from '../modules.ts';
import { createInvoiceRequestsRoutes, invoiceRequestsRoutes } from './invoice-requests.routes.ts';

// The clock of these tests: 30 November 2026 at 23:30 in Mexico City (already 1 December in UTC),
// the last half hour of November's window.
const NOW = new Date('2026-12-01T05:30:00Z');
const IN_NOVEMBER = new Date('2026-11-03T18:00:00Z');
// 31 October at 23:00 in Mexico City: November in UTC, but October's purchase.
const LATE_IN_OCTOBER = new Date('2026-11-01T05:00:00Z');

const VALID = {
  rfc: ' gode-561231-gr8 ',
  name: '  Ana   Luna ',
  taxRegime: '612',
  postalCode: '06600',
  cfdiUse: 'G03',
};

describe('invoice requests: POST /payments/{id}/invoice-request, GET /weddings/{id}/invoice-requests', () => {
  let t: TestApp;
  let planId: number;
  let owner: Couple;
  let other: Couple;

  beforeAll(async () => {
    t = await createTestApp({
      modules: modules.map((m) =>
        m === invoiceRequestsRoutes ? createInvoiceRequestsRoutes({ now: () => NOW }) : m,
      ),
    });
    planId = await insertPricedPlan(t.app.db, 2000);
    owner = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const paymentOf = async (couple: Couple, values: { amount?: number; createdAt?: Date } = {}) =>
    (
      await insertPayment(t.app.db, {
        weddingId: couple.weddingId,
        planId,
        amount: values.amount ?? 1500,
        createdAt: values.createdAt ?? IN_NOVEMBER,
      })
    ).paymentId;

  const request = (
    couple: Couple,
    paymentId: number,
    body: object = VALID,
    language: 'es' | 'en' = 'es',
  ) => call(t, couple.token, 'POST', `/payments/${paymentId}/invoice-request`, body, language);

  const listOf = (couple: Couple, weddingId = couple.weddingId) =>
    call(t, couple.token, 'GET', `/weddings/${weddingId}/invoice-requests`);

  it('records the normalised data with the account’s email, lists it for the couple and shows it to staff', async () => {
    const paymentId = await paymentOf(owner);
    const response = await request(owner, paymentId);
    expect(response.statusCode, response.body).toBe(201);
    const [client] = await t.app.db
      .select({ email: clients.email })
      .from(clients)
      .where(eq(clients.id, owner.clientId));
    const invoiceRequest = {
      id: expect.any(Number),
      paymentId,
      rfc: 'GODE561231GR8',
      name: 'Ana Luna',
      taxRegime: '612',
      postalCode: '06600',
      cfdiUse: 'G03',
      email: client?.email,
      createdAt: NOW.toISOString(),
    };
    expect(response.json()).toEqual({
      message: 'Recibimos tu solicitud de factura. Te la enviaremos al correo de tu cuenta.',
      invoiceRequest,
    });

    const list = await listOf(owner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({ invoiceRequests: [invoiceRequest] });

    const staff = await staffCall(t, 'GET', `/payments/${paymentId}`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().invoiceRequest).toEqual(invoiceRequest);
  });

  it('refuses a second request for the same payment (es/en) and keeps the first', async () => {
    const paymentId = await paymentOf(owner);
    expect((await request(owner, paymentId)).statusCode).toBe(201);
    const again = await request(owner, paymentId, { ...VALID, name: 'Otro Nombre' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invoice_not_requestable');
    expect(again.json().message).toBe(
      'Ya solicitaste la factura de este pago. Si necesitas corregir algún dato, escríbenos desde tu correo.',
    );
    const english = await request(owner, paymentId, VALID, 'en');
    expect(english.json().message).toBe(
      'You already requested the invoice for this payment. If any detail needs correcting, write to us from your email.',
    );
    const staff = await staffCall(t, 'GET', `/payments/${paymentId}`);
    expect(staff.json().invoiceRequest).toMatchObject({ name: 'Ana Luna' });
  });

  it('records one request when two arrive at once', async () => {
    const paymentId = await paymentOf(owner);
    const answers = await Promise.all([request(owner, paymentId), request(owner, paymentId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 404 for another couple’s payment and wedding, and records nothing', async () => {
    const paymentId = await paymentOf(owner);
    const response = await request(other, paymentId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El pago no existe.');
    expect((await listOf(other, owner.weddingId)).statusCode).toBe(404);
    const staff = await staffCall(t, 'GET', `/payments/${paymentId}`);
    expect(staff.json().invoiceRequest).toBeNull();
    expect((await request(owner, 999999)).statusCode).toBe(404);
  });

  it('closes with the purchase’s month in Mexico City (es/en)', async () => {
    const october = await paymentOf(owner, { createdAt: LATE_IN_OCTOBER });
    const response = await request(owner, october);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('invoice_not_requestable');
    expect(response.json().message).toBe(
      'Ya no es posible solicitar la factura de este pago: se solicita dentro del mismo mes calendario de la compra (hora de la Ciudad de México) y ese mes ya terminó.',
    );
    expect((await request(owner, october, VALID, 'en')).json().message).toBe(
      'The invoice for this payment can no longer be requested: it is requested within the same calendar month as the purchase (Mexico City time), and that month has ended.',
    );
    // Bought in the first minute of November in Mexico City: still its month.
    const firstMinute = await paymentOf(owner, { createdAt: new Date('2026-11-01T06:00:00Z') });
    expect((await request(owner, firstMinute)).statusCode).toBe(201);
  });

  it('refuses a payment that took no money or is not paid', async () => {
    const free = await paymentOf(owner, { amount: 0 });
    const freeAnswer = await request(owner, free);
    expect(freeAnswer.statusCode).toBe(409);
    expect(freeAnswer.json().code).toBe('invoice_not_requestable');
    expect(freeAnswer.json().message).toBe(
      'Este pago fue de $0 (con un código de descuento): no hay monto que facturar.',
    );
    const failed = await paymentOf(owner);
    await t.app.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, failed));
    const failedAnswer = await request(owner, failed, VALID, 'en');
    expect(failedAnswer.statusCode).toBe(409);
    expect(failedAnswer.json().code).toBe('invoice_not_requestable');
    expect(failedAnswer.json().message).toBe(
      'This payment was not completed: only a settled payment can be invoiced.',
    );
  });

  it('answers 422 under each field the SAT’s rules refuse, in the request’s language', async () => {
    const paymentId = await paymentOf(owner);
    const bad = {
      rfc: 'GODE561331GR8',
      name: ' ',
      taxRegime: '601',
      postalCode: '6600',
      cfdiUse: 'CN01',
    };
    const spanish = await request(owner, paymentId, bad);
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({
      rfc: ['La fecha dentro del RFC (AAMMDD, después de las letras) no es una fecha real.'],
      name: ['Este campo es obligatorio.'],
      postalCode: ['El código postal son 5 dígitos, el de tu domicilio fiscal.'],
      cfdiUse: ['Ese uso del CFDI no está permitido para el régimen fiscal elegido.'],
    });
    const english = await request(
      owner,
      paymentId,
      { ...VALID, rfc: 'XAXX010101000', taxRegime: '601' },
      'en',
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      rfc: [
        'That is a generic RFC; the invoice is issued to your own RFC. If you live abroad, write to us.',
      ],
    });
    const wrongKind = await request(owner, paymentId, { ...VALID, taxRegime: '601' }, 'en');
    expect(wrongKind.json().errors).toEqual({
      taxRegime: ['That tax regime does not match the kind of taxpayer of your RFC.'],
    });
    const staff = await staffCall(t, 'GET', `/payments/${paymentId}`);
    expect(staff.json().invoiceRequest).toBeNull();
  });
});
