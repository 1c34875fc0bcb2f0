import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeContentItems } from '../../test/content-item-suite.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

describeContentItems({
  resource: 'itinerary-events',
  responseKey: 'itineraryEvent',
  createBody: (couple) => ({ name: 'Ceremonia', weddingId: couple.weddingId }),
  fields: [
    { suffix: 'name', body: { name: 'Vals' } },
    { suffix: 'datetime', body: { datetime: '2030-06-16T02:30:00.000Z' } },
    { suffix: 'datetime', body: { datetime: null } },
    {
      suffix: 'icon-id',
      body: { iconId: 1 },
      expected: { iconId: 1, icon: { id: 1, slug: 'bouquet' } },
    },
    { suffix: 'icon-id', body: { iconId: null }, expected: { iconId: null, icon: null } },
  ],
});

describe('itinerary icons and order', () => {
  let t: TestApp;
  let couple: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an icon that does not exist with 422 under iconId', async () => {
    const response = await call(t, couple.token, 'POST', '/itinerary-events', {
      name: 'Cena',
      iconId: 999,
      weddingId: couple.weddingId,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['iconId']);
  });

  it('the wedding lists its itinerary by time, undated items last, each with its icon', async () => {
    const add = (name: string, datetime: string | null) =>
      call(t, couple.token, 'POST', '/itinerary-events', {
        name,
        datetime,
        iconId: 2,
        weddingId: couple.weddingId,
      });
    await add('Sin hora', null);
    await add('Cena', '2030-06-16T03:00:00.000Z');
    await add('Ceremonia', '2030-06-16T00:00:00.000Z');
    const wedding = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
    expect(wedding.itineraryEvents.map((item: { name: string }) => item.name)).toEqual([
      'Ceremonia',
      'Cena',
      'Sin hora',
    ]);
    expect(wedding.itineraryEvents[0].icon).toMatchObject({ slug: 'cake', name: 'Pastel' });
  });
});
