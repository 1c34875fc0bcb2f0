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

/** The payment `paymentId` in `status`, with what its email shows; null when there is none. */
async function findForEmail(db: Db, paymentId: number, status: 'succeeded' | 'pending') {
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
      method: payments.method,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      installments: payments.installments,
      nextAction: payments.nextAction,
      // Settled then (an OXXO voucher may be paid days after the checkout).
      paidAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(weddings, eq(weddings.id, payments.weddingId))
    .innerJoin(clients, eq(clients.id, weddings.clientId))
    .innerJoin(invitationPlans, eq(invitationPlans.id, payments.invitationPlanId))
    .leftJoin(previousPlans, eq(previousPlans.id, payments.previousPlanId))
    .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
    .where(and(eq(payments.id, paymentId), eq(payments.status, status)))
    .limit(1);
  return row ?? null;
}

export function createPaymentReceiptsRepository(db: Db) {
  return {
    /** The succeeded payment with what its receipt shows. */
    findPaid: (paymentId: number) => findForEmail(db, paymentId, 'succeeded'),
    /** The pending payment with its voucher or transfer to pay. */
    findPending: (paymentId: number) => findForEmail(db, paymentId, 'pending'),
  };
}

export type PaymentReceiptsRepository = ReturnType<typeof createPaymentReceiptsRepository>;
