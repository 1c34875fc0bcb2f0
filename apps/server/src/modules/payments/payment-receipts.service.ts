// The receipt after paying: the checkout queues a `payment-receipt` job with the payment's id, and
// the job reads the payment and emails the couple, in their notices language. The job's id is the
// email's Message-ID, so a retried attempt (a crash after the server accepted the email) is one email.
import type { Mailer } from '../../email/mailer.ts';
import { paymentReceiptEmail } from '../../email/receipt-template.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import type { PaymentReceiptsRepository } from './payment-receipts.repository.ts';

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
      // The charge path does not keep the card's brand and last digits yet.
      card: null,
      paidAt: paid.paidAt,
    });
    await deps.mailer.send({ to: paid.email, ...content, messageKey: `job-${job.id}` });
  };
}
