import { describe, expect, it } from 'vitest';
import { describeContentItems, useCoupleApp } from '../../test/content-item-suite.ts';
import { call } from '../../test/wedding-fixtures.ts';

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
  const given = useCoupleApp();

  it('accept only http(s) links, which the invitation renders', async () => {
    const response = await call(
      given.t,
      given.owner.token,
      'POST',
      '/gift-registries',
      {
        name: 'Mesa',
        link: 'javascript:alert(1)',
        weddingId: given.owner.weddingId,
      },
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.link).toEqual([
      'Enter a link that starts with http:// or https://.',
    ]);
  });
});
