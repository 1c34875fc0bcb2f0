// What a payment's receipt shows, read when its job runs: the payment, its plans, its promo code and
// the couple's email, name and notices language.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
import { payments, promoCodes } from '../../db/schema/payments.ts';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';

const previousPlans = alias(invitationPlans, 'previous_plans');

export function createPaymentReceiptsRepository(db: Db) {
  return {
    /** The succeeded payment `paymentId` with what its receipt shows; null when there is none. */
    async findPaid(paymentId: number) {
      const [row] = await db
        .select({
          email: clients.email,
          name: clients.name,
          language: clients.noticesLanguage,
          weddingId: payments.weddingId,
          planName: invitationPlans.name,
          planNameEng: invitationPlans.nameEng,
          previousPlanName: previousPlans.name,
          previousPlanNameEng: previousPlans.nameEng,
          originalAmount: payments.originalAmount,
          discount: payments.discount,
          amount: payments.amount,
          promoCode: promoCodes.code,
          paidAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(weddings, eq(weddings.id, payments.weddingId))
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .innerJoin(invitationPlans, eq(invitationPlans.id, payments.invitationPlanId))
        .leftJoin(previousPlans, eq(previousPlans.id, payments.previousPlanId))
        .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')))
        .limit(1);
      return row ?? null;
    },
  };
}

export type PaymentReceiptsRepository = ReturnType<typeof createPaymentReceiptsRepository>;
