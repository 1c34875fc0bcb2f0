// Payments as staff see them: with the wedding and client they were for (null once the client was
// deleted: the payment stays), the plan bought and the commission it earned, with its promoter
// (deleted promoters too: history keeps their name), and the couple's invoice request.
import { count, eq, isNotNull, ne, or } from 'drizzle-orm';
import { clientSummary, newestFirst, readPage, type RowsPage } from '../../db/admin-pages.ts';
import type { Db } from '../../db/database.ts';
import { clients, promoters } from '../../db/schema/accounts.ts';
import { commissions, invoiceRequests, payments } from '../../db/schema/payments.ts';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';

const adminPayments = (db: Db) =>
  db
    .select({
      payment: payments,
      wedding: { id: weddings.id, name: weddings.name, slug: weddings.slug },
      client: clientSummary,
      plan: { id: invitationPlans.id, name: invitationPlans.name },
      commission: commissions,
      promoter: { id: promoters.id, name: promoters.name },
      invoiceRequest: invoiceRequests,
    })
    .from(payments)
    .leftJoin(weddings, eq(weddings.id, payments.weddingId))
    .leftJoin(clients, eq(clients.id, weddings.clientId))
    .leftJoin(invitationPlans, eq(invitationPlans.id, payments.invitationPlanId))
    .leftJoin(commissions, eq(commissions.paymentId, payments.id))
    .leftJoin(promoters, eq(promoters.id, commissions.promoterId))
    .leftJoin(invoiceRequests, eq(invoiceRequests.paymentId, payments.id));

export type AdminPaymentRow = Awaited<ReturnType<typeof adminPayments>>[number];

/**
 * Staff's list: the payments that took money (refunded or disputed since or not) and those waiting
 * for the couple (an OXXO voucher, a SPEI transfer…); a declined attempt is left out, unless money
 * came for it late (a late charge, applied or being refunded). One payment by id is shown whatever
 * its state.
 */
const listed = or(ne(payments.status, 'failed'), isNotNull(payments.lateCharge));

export function createAdminPaymentsRepository(db: Db) {
  return {
    /** One page of payments, newest first (a payment has at most one commission and one invoice request: one row each). */
    async page(page: number): Promise<RowsPage<AdminPaymentRow>> {
      return readPage(
        page,
        () => db.select({ value: count() }).from(payments).where(listed),
        (limit, offset) =>
          adminPayments(db)
            .where(listed)
            .orderBy(...newestFirst(payments))
            .limit(limit)
            .offset(offset),
      );
    },

    async find(id: number): Promise<AdminPaymentRow | null> {
      const [row] = await adminPayments(db).where(eq(payments.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type AdminPaymentsRepository = ReturnType<typeof createAdminPaymentsRepository>;
