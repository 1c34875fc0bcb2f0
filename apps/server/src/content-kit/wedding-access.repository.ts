import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  invitationPlanFeatures,
  invitationPlans,
  type PlanFeatureRow,
  type PlanRow,
} from '../db/schema/plans.ts';
import { weddings, type WeddingRow } from '../db/schema/weddings.ts';

export type { PlanRow };
export type PlanWithFeatures = PlanRow & { features: PlanFeatureRow[] };
export type WeddingWithPlan = WeddingRow & { plan: PlanWithFeatures | null };

/** A wedding with its plan and the plan's features, or null when there is no such wedding. */
export async function findWeddingWithPlan(
  db: Db,
  weddingId: number,
): Promise<WeddingWithPlan | null> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId)).limit(1);
  if (!wedding) return null;
  return { ...wedding, plan: await findPlanWithFeatures(db, wedding.invitationPlanId) };
}

async function findPlanWithFeatures(
  db: Db,
  planId: number | null,
): Promise<PlanWithFeatures | null> {
  if (planId === null) return null;
  const [plan] = await db
    .select()
    .from(invitationPlans)
    .where(eq(invitationPlans.id, planId))
    .limit(1);
  if (!plan) return null;
  const features = await db
    .select()
    .from(invitationPlanFeatures)
    .where(eq(invitationPlanFeatures.invitationPlanId, planId))
    .orderBy(asc(invitationPlanFeatures.id));
  return { ...plan, features };
}
