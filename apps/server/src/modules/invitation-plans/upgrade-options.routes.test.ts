import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { useCoupleApp } from '../../test/content-item-suite.ts';
import { call, endTrial, insertCouple } from '../../test/wedding-fixtures.ts';

type Option = { id: number; name: string; priceMxn: number; upgradePriceMxn: number };

describe('POST /invitation-plans/upgrade-options', () => {
  const given = useCoupleApp();

  const seeded = async () =>
    given.t.app.db.select().from(invitationPlans).orderBy(invitationPlans.priceMxn);
  const optionsOf = async (token: string, weddingId: number) => {
    const response = await call(given.t, token, 'POST', '/invitation-plans/upgrade-options', {
      weddingId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Option[];
  };

  it('offers every plan at its full price to a wedding in test mode, even after the trial', async () => {
    const couple = await insertCouple(given.t.app.db);
    await endTrial(given.t.app.db, couple.weddingId);
    const plans = await seeded();
    const options = await optionsOf(couple.token, couple.weddingId);
    expect(options.map((o) => [o.name, o.upgradePriceMxn])).toEqual(
      plans.map((p) => [p.name, p.priceMxn]),
    );
    expect(options[0]).toHaveProperty('invitationPlanFeatures');
  });

  it('offers a wedding with a plan only the dearer plans, at the difference', async () => {
    const couple = await insertCouple(given.t.app.db);
    const [basic, classic, premium] = await seeded();
    if (!basic || !classic || !premium) throw new Error('three seeded plans expected');
    await given.t.app.db
      .update(weddings)
      .set({ invitationPlanId: classic.id })
      .where(eq(weddings.id, couple.weddingId));
    const options = await optionsOf(couple.token, couple.weddingId);
    expect(options.map((o) => [o.id, o.priceMxn, o.upgradePriceMxn])).toEqual([
      [premium.id, premium.priceMxn, premium.priceMxn - classic.priceMxn],
    ]);
    await given.t.app.db
      .update(weddings)
      .set({ invitationPlanId: premium.id })
      .where(eq(weddings.id, couple.weddingId));
    expect(await optionsOf(couple.token, couple.weddingId)).toEqual([]);
  });

  it("answers 404 to another client's wedding and to a missing one", async () => {
    for (const weddingId of [given.owner.weddingId, 987654]) {
      const response = await call(
        given.t,
        given.other.token,
        'POST',
        '/invitation-plans/upgrade-options',
        { weddingId },
      );
      expect(response.statusCode).toBe(404);
    }
  });
});
