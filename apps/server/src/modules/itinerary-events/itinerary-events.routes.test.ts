import { describe, expect, it } from 'vitest';
import { describeContentItems, useCoupleApp } from '../../test/content-item-suite.ts';
import { call } from '../../test/wedding-fixtures.ts';

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
  const given = useCoupleApp();

  it('refuses an icon that does not exist with 422 under iconId', async () => {
    const response = await call(given.t, given.owner.token, 'POST', '/itinerary-events', {
      name: 'Cena',
      iconId: 999,
      weddingId: given.owner.weddingId,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['iconId']);
  });

  it('the wedding lists its itinerary by time, undated items last, each with its icon', async () => {
    const add = (name: string, datetime: string | null) =>
      call(given.t, given.owner.token, 'POST', '/itinerary-events', {
        name,
        datetime,
        iconId: 2,
        weddingId: given.owner.weddingId,
      });
    await add('Sin hora', null);
    await add('Cena', '2030-06-16T03:00:00.000Z');
    await add('Ceremonia', '2030-06-16T00:00:00.000Z');
    const wedding = (
      await call(given.t, given.owner.token, 'GET', `/weddings/${given.owner.weddingId}`)
    ).json();
    expect(wedding.itineraryEvents.map((item: { name: string }) => item.name)).toEqual([
      'Ceremonia',
      'Cena',
      'Sin hora',
    ]);
    expect(wedding.itineraryEvents[0].icon).toMatchObject({ slug: 'cake', name: 'Pastel' });
  });
});
