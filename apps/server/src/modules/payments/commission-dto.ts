import type { components } from '@convite/api/schema';
import type { CommissionRow } from '../../db/schema/payments.ts';

export type CommissionDto = components['schemas']['Commission'];

/**
 * A promoter's commission as staff and the promoter see it: what it earned, and the part a refund or
 * a lost dispute took back (the row stays, so a statement keeps its history).
 */
export function toCommissionDto(commission: CommissionRow): CommissionDto {
  return {
    id: commission.id,
    amount: commission.amount,
    percentage: Number(commission.percentage),
    paymentId: commission.paymentId,
    reversal:
      commission.reversedAt === null || commission.reversalReason === null
        ? null
        : {
            amount: commission.reversedAmount,
            reason: commission.reversalReason,
            reversedAt: commission.reversedAt.toISOString(),
          },
    createdAt: commission.createdAt.toISOString(),
  };
}
