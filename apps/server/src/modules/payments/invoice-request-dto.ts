import type { components } from '@convite/api/schema';
import type { InvoiceRequestRow } from '../../db/schema/payments.ts';

export type InvoiceRequestDto = components['schemas']['InvoiceRequest'];

/** An invoice request as the couple and staff read it. */
export function toInvoiceRequestDto(row: InvoiceRequestRow): InvoiceRequestDto {
  return {
    id: row.id,
    paymentId: row.paymentId,
    rfc: row.rfc,
    name: row.name,
    taxRegime: row.taxRegime,
    postalCode: row.postalCode,
    cfdiUse: row.cfdiUse,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}
