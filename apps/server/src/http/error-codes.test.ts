// Every error answer names its case with a code of the contract's ErrorCode enum, read here from the
// bundled contract (not a copy): the apps branch on it, so two refusals of one status must differ.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../test/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, insertCouple } from '../test/wedding-fixtures.ts';
import { loadContract } from './contract-document.ts';

const schemas = (loadContract().document.components as { schemas: Record<string, unknown> })
  .schemas;
const ERROR_CODES = (schemas.ErrorCode as { enum: string[] }).enum;

type ErrorAnswer = { code: string; message: string; errors?: Record<string, string[]> };

describe('error codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorAnswer).code;

  it('reads a non-empty enum from the contract', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['not_found', 'validation_failed']));
  });

  it('answers a 404 with not_found, for a route and for a resource', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(route.statusCode).toBe(404);
    expect(ERROR_CODES).toContain(codeOf(route));
    expect(codeOf(route)).toBe('not_found');

    const couple = await insertCouple(t.database.db);
    const missing = await call(t, couple.token, 'GET', '/weddings/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('not_found');
  });

  it('tells two 409s of one call apart: an inactive wedding, and a plan without the feature', async () => {
    const generate = (couple: { token: string; weddingId: number }) =>
      call(t, couple.token, 'POST', '/themes/with-prompt', {
        weddingId: couple.weddingId,
        prompt: 'rústico',
      });

    const inactive = await generate(await insertCouple(t.database.db, { isActive: false }));
    expect(inactive.statusCode).toBe(409);
    expect(ERROR_CODES).toContain(codeOf(inactive));
    expect(codeOf(inactive)).toBe('wedding_inactive');

    const planned = await insertCouple(t.database.db);
    await givePlan(t.database.db, planned.weddingId, [{ slug: 'rsvpAdmin' }]);
    const withoutFeature = await generate(planned);
    expect(withoutFeature.statusCode).toBe(409);
    expect(ERROR_CODES).toContain(codeOf(withoutFeature));
    expect(codeOf(withoutFeature)).toBe('plan_feature_missing');
  });

  it('answers a 422 with validation_failed beside the errors per field', async () => {
    const response = await call(t, null, 'POST', '/auth/login', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorAnswer>();
    expect(ERROR_CODES).toContain(body.code);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors ?? {})).not.toHaveLength(0);
  });

  it('answers a 429 with rate_limited', async () => {
    const ask = () =>
      call(t, null, 'POST', '/auth/send-reset-link', { email: 'codes-reset@example.com' });
    for (let sent = 0; sent < 5; sent += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(ERROR_CODES).toContain(codeOf(limited));
    expect(codeOf(limited)).toBe('rate_limited');
  });
});
