import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeContentItems } from '../../test/content-item-suite.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

describeContentItems({
  resource: 'gift-registries',
  responseKey: 'giftRegistry',
  createBody: (couple) => ({
    name: 'Liverpool',
    link: 'https://liverpool.com.mx/1',
    weddingId: couple.weddingId,
  }),
  fields: [
    { suffix: 'name', body: { name: '  Amazon ' }, expected: { name: 'Amazon' } },
    { suffix: 'link', body: { link: 'https://amazon.com.mx/x' } },
    { suffix: 'link', body: { link: null } },
  ],
});

describe('gift registry links', () => {
  let t: TestApp;
  let couple: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accept only http(s) links, which the invitation renders', async () => {
    const response = await call(
      t,
      couple.token,
      'POST',
      '/gift-registries',
      {
        name: 'Mesa',
        link: 'javascript:alert(1)',
        weddingId: couple.weddingId,
      },
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.link).toEqual([
      'Enter a link that starts with http:// or https://.',
    ]);
  });
});
