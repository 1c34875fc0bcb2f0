import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/admin-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { insertClient } from '../../test/wedding-fixtures.ts';

describe('the icons', () => {
  let t: TestApp;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await insertClient(t.app.db)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, role: 'client' | 'admin' = 'client') =>
    (
      await injectAs(
        t.app,
        { role, id: role === 'admin' ? ADMIN.id : clientId },
        { method: 'GET', url: `/v1${url}` },
      )
    ).json();

  const isLineIcon = (svg: string) =>
    svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"') &&
    svg.includes('fill="none"') &&
    svg.includes('stroke="currentColor"') &&
    svg.includes('stroke-width="1.5"') &&
    svg.includes('stroke-linecap="round"') &&
    svg.endsWith('</svg>') &&
    !/<script|on\w+=/i.test(svg);

  it('GET /icons/dress-code: 3 dress and 4 suit icons, named in Spanish, each a line SVG', async () => {
    const icons = await get('/icons/dress-code');
    expect(
      icons.map((icon: { type: string; slug: string }) => `${icon.type}:${icon.slug}`),
    ).toEqual([
      'dress:long',
      'dress:cocktail',
      'dress:short',
      'suit:suit',
      'suit:tuxedo',
      'suit:tie',
      'suit:guayabera',
    ]);
    expect(icons.find((icon: { slug: string }) => icon.slug === 'tuxedo').name).toBe('Esmoquin');
    expect(icons.every((icon: { svg: string }) => isLineIcon(icon.svg))).toBe(true);
  });

  it('GET /icons/itinerary: the 15 itinerary icons, also for staff', async () => {
    const icons = await get('/icons/itinerary', 'admin');
    expect(icons.map((icon: { slug: string }) => icon.slug)).toEqual([
      'bouquet',
      'cake',
      'camera',
      'cart',
      'certificate',
      'cheers',
      'church',
      'cocktail',
      'dessert',
      'disco',
      'dish',
      'music',
      'rings',
      'waltz',
      'fireworks',
    ]);
    expect(
      icons.every(
        (icon: { svg: string; name: string }) => isLineIcon(icon.svg) && icon.name !== '',
      ),
    ).toBe(true);
  });
});
