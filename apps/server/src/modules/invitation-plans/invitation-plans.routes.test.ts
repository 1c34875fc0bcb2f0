import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /invitation-plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded plans, cheapest first, with their features and no session needed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/invitation-plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json() as {
      name: string;
      nameEng: string;
      priceMxn: number;
      oldPriceMxn: number | null;
      invitationPlanFeatures: { slug: string; max: number | null }[];
    }[];
    expect(plans.map((plan) => plan.name)).toEqual(['Básico', 'Clásico', 'Premium']);
    expect(plans.map((plan) => plan.priceMxn)).toEqual(
      [...plans.map((p) => p.priceMxn)].sort((a, b) => a - b),
    );
    const slugs = (index: number) => plans[index]?.invitationPlanFeatures.map((f) => f.slug);
    expect(slugs(0)).not.toContain('rsvpAdmin');
    expect(slugs(1)).toEqual(expect.arrayContaining(['aiThemeCreation', 'rsvpAdmin', 'Song']));
    expect(slugs(2)).toEqual(
      expect.arrayContaining([
        'aiThemeCreation',
        'rsvpAdmin',
        'exclusiveEvents',
        'EventImages',
        'GalleryImages',
      ]),
    );
    const gallery = plans[2]?.invitationPlanFeatures.find((f) => f.slug === 'GalleryImages');
    expect(gallery?.max).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan.nameEng).not.toBe('');
      if (plan.oldPriceMxn !== null) expect(plan.oldPriceMxn).toBeGreaterThan(plan.priceMxn);
    }
  });
});
