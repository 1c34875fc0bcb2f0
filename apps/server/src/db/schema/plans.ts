import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamps } from './columns.ts';

// Reference data (seeded): the plans a wedding can buy and the features each includes.
export const invitationPlans = pgTable(
  'invitation_plans',
  {
    id: id(),
    name: text('name').notNull(),
    nameEng: text('name_eng').notNull(),
    description: text('description').notNull(),
    descriptionEng: text('description_eng').notNull(),
    priceMxn: integer('price_mxn').notNull(),
    oldPriceMxn: integer('old_price_mxn'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('invitation_plans_name_unique').on(t.name),
    check('invitation_plans_price_nonnegative', sql`${t.priceMxn} >= 0`),
  ],
);
export type PlanRow = typeof invitationPlans.$inferSelect;

// A feature slug such as aiThemeCreation, rsvpAdmin, EventImages, GalleryImages; max is the
// plan's limit for counted features (images), null when unlimited or not counted.
export const invitationPlanFeatures = pgTable(
  'invitation_plan_features',
  {
    id: id(),
    invitationPlanId: integer('invitation_plan_id')
      .notNull()
      .references(() => invitationPlans.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    max: integer('max'),
    feature: text('feature').notNull(),
    featureEng: text('feature_eng').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('invitation_plan_features_plan_slug_unique').on(t.invitationPlanId, t.slug),
    index('invitation_plan_features_plan_idx').on(t.invitationPlanId),
  ],
);
export type PlanFeatureRow = typeof invitationPlanFeatures.$inferSelect;
