import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../test/content-item-suite.ts';
import { call } from '../../test/wedding-fixtures.ts';
import { createTestToken } from '../../test/test-app.ts';
import { insertPromoCode } from '../../test/promo-codes-test-kit.ts';

const HOUR = 3_600_000;

describe('POST /promo-codes/get-by-code', () => {
  const given = useCoupleApp();
  const lookUp = (code: string, language: 'es' | 'en' = 'es') =>
    call(given.t, given.owner.token, 'POST', '/promo-codes/get-by-code', { code }, language);

  it('finds an active code in any case and answers its discount', async () => {
    const { id, code } = await insertPromoCode(given.t.app.db, {
      code: `Boda${Date.now()}`,
      type: 'amount',
      value: 250,
    });
    for (const spelled of [code, code.toUpperCase(), code.toLowerCase(), `  ${code} `]) {
      const response = await lookUp(spelled);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ id, type: 'amount', value: 250 });
    }
  });

  it('answers a percentage code with its value as a number', async () => {
    const { id, code } = await insertPromoCode(given.t.app.db, { value: 12.5, usageLimit: 3 });
    const response = await lookUp(code);
    expect(response.json()).toEqual({ id, type: 'percentage', value: 12.5 });
  });

  it.each([
    ['inactive', { isActive: false }],
    ['expired', { expiresAt: new Date(Date.now() - HOUR) }],
    // Used up and expired: the code could not be used anyway, so the limit is not the reason.
    ['expired used-up', { expiresAt: new Date(Date.now() - HOUR), usageLimit: 1, usedCount: 1 }],
  ] as const)('refuses an %s code with 404 and a clear message', async (_case, options) => {
    const { code } = await insertPromoCode(given.t.app.db, options);
    const spanish = await lookUp(code);
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe('Código de promoción no válido o vencido.');
    const english = await lookUp(code, 'en');
    expect(english.json().message).toBe('The promo code is not valid or has expired.');
  });

  it('says a code whose uses reached its limit is used up, in the request language', async () => {
    const { code } = await insertPromoCode(given.t.app.db, { usageLimit: 2, usedCount: 2 });
    const spanish = await lookUp(code);
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe(
      'Este código de promoción ya se agotó: alcanzó su límite de usos.',
    );
    const english = await lookUp(code, 'en');
    expect(english.json().message).toBe(
      'This promo code has been used up: it reached its usage limit.',
    );
  });

  it('accepts a code that expires in the future or has uses left', async () => {
    const { code } = await insertPromoCode(given.t.app.db, {
      expiresAt: new Date(Date.now() + HOUR),
      usageLimit: 2,
      usedCount: 1,
    });
    expect((await lookUp(code)).statusCode).toBe(200);
  });

  it('answers 404 to a code that does not exist', async () => {
    expect((await lookUp('NO-EXISTE-123')).statusCode).toBe(404);
  });

  it('is for couples only', async () => {
    const { code } = await insertPromoCode(given.t.app.db);
    const promoter = await createTestToken({ role: 'promoter', id: 1 });
    const asPromoter = await call(given.t, promoter, 'POST', '/promo-codes/get-by-code', { code });
    expect(asPromoter.statusCode).toBe(403);
    const anonymous = await call(given.t, null, 'POST', '/promo-codes/get-by-code', { code });
    expect(anonymous.statusCode).toBe(401);
  });
});
