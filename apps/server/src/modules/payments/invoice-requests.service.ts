// The couple's invoice (CFDI) request for a paid payment, as the terms say (section 6): within the
// purchase's calendar month in Mexico City, once per payment, with the receiver's data checked as the
// SAT defines it (@convite/rules/cfdi) and the account's email. Staff issue the invoice from it (the
// admin payment detail shows it).
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import {
  canRequestInvoice,
  checkInvoiceData,
  type InvoiceField,
  type InvoiceRefusal,
} from '@convite/rules/cfdi';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import { toInvoiceRequestDto, type InvoiceRequestDto } from './invoice-request-dto.ts';
import type { InvoiceRequestsRepository } from './invoice-requests.repository.ts';

export type InvoiceRequestInput = components['schemas']['InvoiceRequestInput'];

const texts = serverTexts.invoiceRequests;

function refusalsError(refusals: Partial<Record<InvoiceField, InvoiceRefusal>>) {
  const fields: Record<string, LocalizedText> = {};
  for (const [field, refusal] of Object.entries(refusals)) fields[field] = texts.fields[refusal];
  return new InvalidFieldsError(fields);
}

/** Nothing in the form can fix it (already requested, the month ended): the payment's row says why. */
const notRequestable = (message: LocalizedText) =>
  new ConflictError(message, { code: 'invoice_not_requestable' });

export function createInvoiceRequestsService(deps: {
  invoiceRequests: InvoiceRequestsRepository;
  access: WeddingAccess;
}) {
  return {
    async request(
      clientId: number,
      paymentId: number,
      body: InvoiceRequestInput,
    ): Promise<{ message: LocalizedText; invoiceRequest: InvoiceRequestDto }> {
      const found = await deps.invoiceRequests.findPayment(paymentId);
      if (found === null || found.clientId !== clientId) {
        throw new NotFoundError(serverTexts.payments.paymentNotFound);
      }
      const { payment } = found;
      if (payment.status !== 'succeeded') throw notRequestable(texts.notPaid);
      if (payment.amount === 0) throw notRequestable(texts.nothingToInvoice);
      // Refused rather than replaced: staff may already be issuing the first one.
      if (found.invoiceRequest !== null) throw notRequestable(texts.alreadyRequested);
      if (!canRequestInvoice(payment.createdAt, deps.access.now())) {
        throw notRequestable(texts.monthEnded);
      }
      const checked = checkInvoiceData(body);
      if ('refusals' in checked) throw refusalsError(checked.refusals);
      const row = await deps.invoiceRequests.insert({
        paymentId,
        ...checked.data,
        email: found.email,
        createdAt: deps.access.now(),
      });
      if (row === null) throw notRequestable(texts.alreadyRequested);
      return { message: texts.requested, invoiceRequest: toInvoiceRequestDto(row) };
    },

    async listForWedding(clientId: number, weddingId: number) {
      await deps.access.ownedWedding(clientId, weddingId);
      const rows = await deps.invoiceRequests.listForWedding(weddingId);
      return { invoiceRequests: rows.map(toInvoiceRequestDto) };
    },
  };
}
