// The receipt after paying: the checkout queues a `payment-receipt` job with the payment's id, and
// the job reads the payment and emails the couple, in their notices language. The job's id is the
// email's Message-ID, so a retried attempt (a crash after the server accepted the email) is one email.
import type { Mailer } from '../../email/mailer.ts';
import { paymentInstructionsEmail, paymentReceiptEmail } from '../../email/payment-emails.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import type { PaymentReceiptsRepository } from './payment-receipts.repository.ts';
import { nextActionDto } from './payments-dto.ts';

export type PaymentReceipts = {
  /**
   * Queues the receipt of a payment that granted its plan. Never throws: the couple has paid and has
   * the plan, so a receipt that could not be queued is reported, not turned into a failed checkout.
   */
  paid(paymentId: number): Promise<void>;
};

export function createPaymentReceipts(
  jobs: JobQueue,
  log: { error(details: object, message: string): void },
): PaymentReceipts {
  return {
    async paid(paymentId) {
      try {
        await jobs.send('payment-receipt', { paymentId });
      } catch (error) {
        log.error({ err: error, paymentId }, 'could not queue the receipt of a paid payment');
      }
    },
  };
}

/** The `payment-receipt` job's work. */
export function createReceiptSender(deps: {
  receipts: Pick<PaymentReceiptsRepository, 'findPaid'>;
  mailer: Mailer;
  /** Origin of the couples app: the receipt links to the wedding's activation tab there. */
  appUrl: string;
}) {
  return async function sendReceipt(paymentId: number, job: { id: string }): Promise<void> {
    const paid = await deps.receipts.findPaid(paymentId);
    // No such succeeded payment (rolled back, or its wedding deleted): nothing to send.
    if (paid === null || paid.weddingId === null) return;
    const locale = paid.language === 'en' ? 'en' : 'es';
    const english = locale === 'en';
    const content = paymentReceiptEmail({
      locale,
      appUrl: deps.appUrl,
      name: paid.name,
      weddingId: paid.weddingId,
      planName: english ? paid.planNameEng : paid.planName,
      previousPlanName: english ? paid.previousPlanNameEng : paid.previousPlanName,
      originalAmount: paid.originalAmount,
      discount: paid.discount,
      amount: paid.amount,
      promoCode: paid.promoCode,
      method: paid.method,
      card:
        paid.cardBrand === null || paid.cardLast4 === null
          ? null
          : { brand: paid.cardBrand, last4: paid.cardLast4 },
      installments: paid.installments,
      paidAt: paid.paidAt,
    });
    await deps.mailer.send({ to: paid.email, ...content, messageKey: `job-${job.id}` });
  };
}

/**
 * The `payment-instructions` job's work: emails the OXXO voucher or SPEI transfer a pending payment
 * waits for (nothing once it is paid, expired or cancelled). The job id is the Message-ID.
 */
export function createInstructionsSender(deps: {
  receipts: Pick<PaymentReceiptsRepository, 'findPending'>;
  mailer: Mailer;
  appUrl: string;
}) {
  return async function sendInstructions(paymentId: number, job: { id: string }): Promise<void> {
    const pending = await deps.receipts.findPending(paymentId);
    const action = nextActionDto(pending?.nextAction ?? null);
    if (pending === null || pending.weddingId === null) return;
    if (action?.kind !== 'oxxo_voucher' && action?.kind !== 'spei_transfer') return;
    const locale = pending.language === 'en' ? 'en' : 'es';
    const content = paymentInstructionsEmail({
      locale,
      appUrl: deps.appUrl,
      name: pending.name,
      weddingId: pending.weddingId,
      planName: locale === 'en' ? pending.planNameEng : pending.planName,
      action,
    });
    await deps.mailer.send({ to: pending.email, ...content, messageKey: `job-${job.id}` });
  };
}
