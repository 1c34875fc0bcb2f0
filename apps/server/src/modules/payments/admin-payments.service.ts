import { serverTexts } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { totalPages } from '../../domain/paging.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { staffPaymentDetails } from './payments-dto.ts';
import { toInvoiceRequestDto } from './invoice-request-dto.ts';
import type { AdminPaymentRow, AdminPaymentsRepository } from './admin-payments.repository.ts';
import { toCommissionDto } from './commission-dto.ts';

export type AdminPaymentDto = components['schemas']['AdminPayment'];

export function toAdminPaymentDto(row: AdminPaymentRow): AdminPaymentDto {
  const { payment, commission, promoter } = row;
  return {
    id: payment.id,
    amount: payment.amount,
    status: payment.status,
    lateCharge: payment.lateCharge,
    refund:
      payment.refundedCentavos === 0 || payment.refundedAt === null
        ? null
        : {
            amountCentavos: payment.refundedCentavos,
            refundedAt: payment.refundedAt.toISOString(),
          },
    dispute:
      payment.disputeStatus === null || payment.disputeOpenedAt === null
        ? null
        : {
            status: payment.disputeStatus,
            openedAt: payment.disputeOpenedAt.toISOString(),
            closedAt: payment.disputeClosedAt?.toISOString() ?? null,
          },
    wedding: row.wedding,
    client: row.client,
    invitationPlan: row.plan,
    stripePaymentIntentId: payment.stripePaymentIntentId,
    ...staffPaymentDetails(payment),
    commission:
      commission === null || promoter === null
        ? null
        : { ...toCommissionDto(commission), promoter },
    invoiceRequest: row.invoiceRequest === null ? null : toInvoiceRequestDto(row.invoiceRequest),
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/** Staff's read-only view of payments (the caller is an admin: the contract's x-access). */
export function createAdminPaymentsService(deps: { payments: AdminPaymentsRepository }) {
  return {
    async list(page: number) {
      const { rows, total } = await deps.payments.page(page);
      return { payments: rows.map(toAdminPaymentDto), page, totalPages: totalPages(total) };
    },

    async get(id: number): Promise<AdminPaymentDto> {
      const row = await deps.payments.find(id);
      if (row === null) throw new NotFoundError(serverTexts.payments.paymentNotFound);
      return toAdminPaymentDto(row);
    },
  };
}
