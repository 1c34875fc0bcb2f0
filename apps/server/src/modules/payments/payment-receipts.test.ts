// The receipt after paying: a paid checkout queues one `payment-receipt` job, which emails the couple
// through a real (recording) SMTP server, in their notices language; a repeated attempt of the job is
// the same email (same Message-ID). On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients } from '../../db/schema/accounts.ts';
import { createMailer } from '../../email/mailer.ts';
import { paymentReceiptEmail } from '../../email/payment-emails.ts';
import { readEml } from '../../email/read-eml.ts';
import { staffCall } from '../../test/admin-fixtures.ts';
import { insertPricedPlan } from '../../test/payments-test-kit.ts';
import { insertPromoCode } from '../../test/promo-codes-test-kit.ts';
import { jobRows, recordingSmtp, type RecordingSmtp } from '../../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { createPaymentReceiptsRepository } from './payment-receipts.repository.ts';
import { createPaymentReceipts, createReceiptSender } from './payment-receipts.service.ts';

describe('the payment receipt', () => {
  let mail: RecordingSmtp;
  let t: TestApp;

  beforeAll(async () => {
    mail = await recordingSmtp();
    await mail.start();
    t = await createTestApp({ env: { SMTP_URL: mail.url, JOBS_RETRY_DELAY_S: '1' } });
  });

  afterAll(async () => {
    await t?.close();
    await mail?.stop();
  });

  async function emailOf(couple: Couple) {
    const [client] = await t.app.db
      .select({ email: clients.email })
      .from(clients)
      .where(eq(clients.id, couple.clientId));
    return client?.email ?? '';
  }

  /** Pays a $2,490 plan with a $300 code and waits for the receipt to reach the SMTP server. */
  async function payAndReceive(couple: Couple, language: 'es' | 'en', receiptLanguage = language) {
    const planId = await insertPricedPlan(t.app.db, 2490);
    const code = await insertPromoCode(t.app.db, { type: 'amount', value: 300 });
    const to = await emailOf(couple);
    const paid = await call(
      t,
      couple.token,
      'POST',
      '/payments/checkout',
      {
        weddingId: couple.weddingId,
        invitationPlanId: planId,
        promoCodeId: code.id,
        paymentMethodId: 'pm_card_visa',
      },
      language,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    await vi.waitFor(() => expect(mail.received.filter((m) => m.to.includes(to))).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });
    const received = mail.received.find((m) => m.to.includes(to));
    const message = readEml(received?.raw ?? '');
    const paidOn = new Intl.DateTimeFormat(receiptLanguage === 'es' ? 'es-MX' : 'en-US', {
      timeZone: WEDDING_TIME_ZONE,
      dateStyle: 'long',
    }).format(new Date(paid.json().payment.createdAt));
    return { message, code: code.code, paymentId: paid.json().payment.id as number, paidOn };
  }

  it('emails the couple one receipt in Spanish after a paid checkout', async () => {
    const couple = await insertCouple(t.app.db);
    const { message, code, paymentId, paidOn } = await payAndReceive(couple, 'es');
    expect(message.headers.get('subject')).toMatch(/^Tu recibo de Convite: Plan 2490 /);
    const text = message.text ?? '';
    expect(text).toContain('Subtotal: $2,490 MXN');
    expect(text).toContain(`Código de promoción ${code}: −$300 MXN`);
    expect(text).toContain('Total pagado: $2,190 MXN (IVA incluido)');
    expect(text).toContain('Método de pago: Tarjeta Visa terminada en 4242');
    expect(text).toContain(paidOn);
    expect(text).toContain('(hora de la Ciudad de México)');
    expect(text).toContain(`/dashboard/boda/${couple.weddingId}/activacion`);
    expect(message.html).toContain('IVA incluido');
    const [job] = (await jobRows(t.app.db, 'payment-receipt')).slice(-1);
    expect(message.headers.get('message-id')).toBe(`<job-${job?.id}@convite.mx>`);
    expect(paymentId).toBeGreaterThan(0);
  });

  it("writes in English when that is the couple's notices language", async () => {
    const couple = await insertCouple(t.app.db);
    await t.app.db
      .update(clients)
      .set({ noticesLanguage: 'en' })
      .where(eq(clients.id, couple.clientId));
    // The request's language does not choose: the couple's setting does.
    const { message, code, paidOn } = await payAndReceive(couple, 'es', 'en');
    expect(message.headers.get('subject')).toBe('Your Convite receipt: Plan 2490');
    const text = message.text ?? '';
    expect(text).toContain(`Promo code ${code}: −$300 MXN`);
    expect(text).toContain('Total paid: $2,190 MXN (VAT (IVA) included)');
    expect(text).toContain('Payment method: Visa card ending in 4242');
    expect(text).toContain(paidOn);
    expect(text).toContain('(Mexico City time)');
    expect(text).toContain('See my plan: ');
  });

  it('sends a repeated attempt of the job as the same email, and nothing for an unknown payment', async () => {
    const couple = await insertCouple(t.app.db);
    const { paymentId } = await payAndReceive(couple, 'es');
    const mailer = createMailer({
      smtpUrl: mail.url,
      from: 'Convite <hola@convite.mx>',
      dataDir: '/nonexistent',
      logger: { info: () => undefined },
    });
    try {
      const send = createReceiptSender({
        receipts: createPaymentReceiptsRepository(t.app.db),
        mailer,
        appUrl: 'https://app.convite.mx',
      });
      const before = mail.received.length;
      await send(paymentId, { id: 'receipt-retry' });
      await send(paymentId, { id: 'receipt-retry' });
      await send(987_654_321, { id: 'receipt-missing' });
      const sent = mail.received.slice(before).map((m) => readEml(m.raw));
      expect(sent.map((m) => m.headers.get('message-id'))).toEqual([
        '<job-receipt-retry@convite.mx>',
        '<job-receipt-retry@convite.mx>',
      ]);
      expect(sent[0]?.text).toBe(sent[1]?.text);
    } finally {
      mailer.close();
    }
  });

  it.each([
    [
      'pm_oxxo',
      'es',
      /^Tu ficha de pago OXXO para Plan 1490 /,
      ['Número de referencia: ', 'Monto a pagar: $1,490 MXN', 'Vence: '],
    ],
    [
      'pm_spei',
      'en',
      /^Your SPEI transfer details for Plan 1490$/,
      ['CLABE: 646180', 'Reference number: ', 'Amount to pay: $1,490 MXN'],
    ],
  ] as const)(
    'emails what a %s payment still needs, in the couple language, and the receipt once it is paid',
    async (paymentMethodId, language, subject, lines) => {
      const couple = await insertCouple(t.app.db);
      await t.app.db
        .update(clients)
        .set({ noticesLanguage: language })
        .where(eq(clients.id, couple.clientId));
      const to = await emailOf(couple);
      const pending = await call(t, couple.token, 'POST', '/payments/checkout', {
        weddingId: couple.weddingId,
        invitationPlanId: await insertPricedPlan(t.app.db, 1490),
        paymentMethodId,
      });
      expect(pending.statusCode, pending.body).toBe(202);
      await vi.waitFor(
        () => expect(mail.received.filter((m) => m.to.includes(to))).toHaveLength(1),
        { timeout: 30_000, interval: 100 },
      );
      const instructions = readEml(mail.received.find((m) => m.to.includes(to))?.raw ?? '');
      expect(instructions.headers.get('subject')).toMatch(subject);
      for (const line of lines) expect(instructions.text).toContain(line);
      expect(instructions.text).toContain(`/dashboard/boda/${couple.weddingId}/activacion`);

      const paid = await staffCall(
        t,
        'POST',
        `/payments/${pending.json().payment.id}/test-settlement`,
        {
          payload: { outcome: 'paid' },
        },
      );
      expect(paid.statusCode).toBe(200);
      await vi.waitFor(
        () => expect(mail.received.filter((m) => m.to.includes(to))).toHaveLength(2),
        { timeout: 30_000, interval: 100 },
      );
    },
  );

  it('queues no receipt for a declined checkout', async () => {
    const couple = await insertCouple(t.app.db);
    const before = (await jobRows(t.app.db, 'payment-receipt')).length;
    const declined = await call(t, couple.token, 'POST', '/payments/checkout', {
      weddingId: couple.weddingId,
      invitationPlanId: await insertPricedPlan(t.app.db, 990),
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode).toBe(402);
    expect(await jobRows(t.app.db, 'payment-receipt')).toHaveLength(before);
  });

  it('never fails a paid checkout when the receipt cannot be queued', async () => {
    const failures: unknown[] = [];
    const receipts = createPaymentReceipts(
      { send: () => Promise.reject(new Error('database away')) },
      { error: (details) => failures.push((details as { err: unknown }).err) },
    );
    await expect(receipts.paid(7)).resolves.toBeUndefined();
    expect(failures).toEqual([new Error('database away')]);
  });
});

describe('paymentReceiptEmail', () => {
  const base = {
    appUrl: 'https://app.convite.mx/',
    name: 'Ana',
    weddingId: 12,
    planName: 'Premium',
    previousPlanName: 'Básico',
    originalAmount: 1000,
    discount: 0,
    amount: 1000,
    promoCode: null,
    method: 'card' as const,
    card: { brand: 'visa', last4: '4242' },
    installments: null,
    // 03:30 UTC on the 27th is still the 26th in Mexico City (UTC-6).
    paidAt: new Date('2026-11-27T03:30:00Z'),
  };

  it('names the card, the upgrade and the Mexico City date', () => {
    const es = paymentReceiptEmail({ ...base, locale: 'es' });
    expect(es.text).toContain('Plan: Premium (mejora desde Básico)');
    expect(es.text).toContain('Método de pago: Tarjeta Visa terminada en 4242');
    expect(es.text).toMatch(
      /Fecha: 26 de noviembre de 2026\D{1,8}9:30 p\.\s?m\. \(hora de la Ciudad de México\)/,
    );
    expect(es.text).not.toContain('Código de promoción');
    expect(es.link).toBe('https://app.convite.mx/dashboard/boda/12/activacion');
    const en = paymentReceiptEmail({ ...base, locale: 'en' });
    expect(en.text).toContain('Payment method: Visa card ending in 4242');
    expect(en.text).toMatch(/Date: November 26, 2026\D{1,8}9:30 PM \(Mexico City time\)/);
  });

  it('says nothing was charged when a code covered the total', () => {
    const free = paymentReceiptEmail({
      ...base,
      locale: 'es',
      discount: 1000,
      amount: 0,
      promoCode: 'GRATIS',
      card: null,
    });
    expect(free.text).toContain('Total pagado: $0 MXN (IVA incluido)');
    expect(free.text).toContain('Sin cargo: el código de promoción cubrió el total');
  });

  it('escapes what the couple typed in the HTML', () => {
    const html = paymentReceiptEmail({ ...base, locale: 'es', name: '<b>Ana</b>' }).html;
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(html).not.toContain('<b>Ana</b>');
  });
});
