// Plans are seeded in a later issue: tests insert the plan (and features) they need.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { invitationPlanFeatures, invitationPlans } from '../db/schema/plans.ts';
import { weddings } from '../db/schema/weddings.ts';

export type TestFeature = { slug: string; max?: number | null };

let planCount = 0;

/** Inserts a plan with the given features (e.g. [{ slug: 'EventImages', max: 3 }]); returns its id. */
export async function insertTestPlan(db: Db, features: readonly TestFeature[]): Promise<number> {
  planCount += 1;
  const [plan] = await db
    .insert(invitationPlans)
    .values({
      name: `Test plan ${planCount} ${Date.now()}`,
      nameEng: `Test plan ${planCount}`,
      description: 'Plan de prueba',
      descriptionEng: 'Test plan',
      priceMxn: 1000,
    })
    .returning({ id: invitationPlans.id });
  if (!plan) throw new Error('could not insert a test plan');
  if (features.length > 0) {
    await db.insert(invitationPlanFeatures).values(
      features.map((feature) => ({
        invitationPlanId: plan.id,
        slug: feature.slug,
        max: feature.max ?? null,
        feature: feature.slug,
        featureEng: feature.slug,
      })),
    );
  }
  return plan.id;
}

/** Gives a wedding a new plan with the given features; returns the plan id. */
export async function givePlan(
  db: Db,
  weddingId: number,
  features: readonly TestFeature[],
): Promise<number> {
  const planId = await insertTestPlan(db, features);
  await db.update(weddings).set({ invitationPlanId: planId }).where(eq(weddings.id, weddingId));
  return planId;
}
