import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { weddings } from '../../db/schema/weddings.ts';

export type DemoWeddingRow = Pick<
  typeof weddings.$inferSelect,
  'slug' | 'invitationPlanId' | 'deactivatedAt' | 'trialEndsAt'
>;

export function createSiteRepository(db: Db) {
  return {
    /** The wedding of the slug, with what decides whether it is active; null when there is none. */
    async findWedding(slug: string): Promise<DemoWeddingRow | null> {
      const [row] = await db
        .select({
          slug: weddings.slug,
          invitationPlanId: weddings.invitationPlanId,
          deactivatedAt: weddings.deactivatedAt,
          trialEndsAt: weddings.trialEndsAt,
        })
        .from(weddings)
        .where(eq(weddings.slug, slug))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
