// Checkout, intent first: the price comes from the plans and the promo code, never from the client;
// the payment is recorded as pending (the code's use reserved) and committed before the provider is
// called with an idempotency key derived from that row, no transaction or lock is held while the
// provider works, and the plan is granted once by whichever settles it first: the answer, the webhook
// or reconciliation (docs/decisions.md "Payments: intent first").
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { createHash } from 'node:crypto';
import type { components } from '@convite/api/schema';
import { discountOn } from '@convite/rules/promo-money';
import {
  ConflictError,
  InvalidFieldsError,
  NotFoundError,
  PaymentFailedError,
  UnavailableError,
} from '../../domain/errors.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import {
  PaymentGatewayUnavailableError,
  type ChargeRequest,
  type ChargeResult,
  type InstallmentMonths,
  type NextAction,
  type PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { embeddedControlsOf } from '../../payment-gateway/create-payment-gateway.ts';
import { planPurchasePrice } from '../invitation-plans/invitation-plans.service.ts';
import { promoCodeRefusal } from '../promo-codes/promo-codes.service.ts';
import type { PaymentReceipts } from './payment-receipts.service.ts';
import {
  toPaymentDto,
  toWeddingPaymentDto,
  type PaymentDto,
  type WeddingPaymentDto,
} from './payments-dto.ts';
import type { PaidDetails, PaymentRow, PaymentsRepository } from './payments.repository.ts';

type Schemas = components['schemas'];

export type PaymentsLog = Record<
  'info' | 'warn' | 'error',
  (details: object, message: string) => void
>;
export type CheckoutRequest = Schemas['CheckoutRequest'];

/** A checkout's, or a pending payment's, answer: what happened in the couple's words, and the payment. */
export type PaymentAnswer = { message: LocalizedText; payment: PaymentDto };

/**
 * The gateway's idempotency key of one payment row: every request for that payment (the checkout's,
 * the SDK's retries, reconciliation's after a crash) reaches the provider as one charge, and another
 * attempt (a new row, maybe another card) has another key. The creation time keeps keys apart if ids
 * are ever reused (a restored database).
 */
export function checkoutIdempotencyKey(payment: Pick<PaymentRow, 'id' | 'createdAt'>): string {
  const material = `checkout-v2:${payment.id}:${payment.createdAt.toISOString()}`;
  return `checkout_${createHash('sha256').update(material).digest('hex').slice(0, 48)}`;
}

/**
 * The refund's idempotency key of a late charge: one refund per payment, however often it is asked
 * (the webhook, reconciliation, a retry after the provider was away).
 */
export function lateRefundIdempotencyKey(payment: Pick<PaymentRow, 'id' | 'createdAt'>): string {
  return `late_refund_${checkoutIdempotencyKey(payment).slice('checkout_'.length)}`;
}

/** How long after a checkout its own reconciliation runs (it is a no-op once the answer settled it). */
export const RECONCILE_AFTER_SECONDS = 300;

/**
 * A 3-D Secure step or a choice of meses sin intereses left this long is given up at the provider
 * (nothing was charged), so a couple who closed the page is not blocked by it for a day.
 */
export const ABANDONED_STEP_MS = 3600 * 1000;

/** What reconciling one payment did. */
export type Reconciliation =
  | 'succeeded'
  | 'failed'
  /** The provider could not be asked: try again. */
  | 'still-pending'
  /** Open at the provider, waiting for the couple (a voucher, a transfer, a step in the browser). */
  | 'waiting'
  | 'not-pending'
  /** A late charge on a failed payment refunded (the wedding had the plan already). */
  | 'refunded';

const declines = serverTexts.paymentDeclines;

/**
 * Our wording of the provider's decline codes (Stripe's, which both drivers report), so a couple
 * reads why in their language. The provider's own message is English (and may name internals such
 * as a pm_… id), so it is never shown: a code not listed here gets our general wording.
 */
const declineMessages: Readonly<Record<string, LocalizedText>> = {
  card_declined: declines.cardDeclined,
  generic_decline: declines.cardDeclined,
  do_not_honor: declines.cardDeclined,
  insufficient_funds: declines.insufficientFunds,
  expired_card: declines.expiredCard,
  incorrect_cvc: declines.incorrectCvc,
  authentication_required: declines.authenticationRequired,
  processing_error: declines.processingError,
  authentication_failed: declines.authenticationFailed,
  payment_intent_authentication_failure: declines.authenticationFailed,
  voucher_expired: declines.voucherExpired,
  canceled: declines.cancelled,
  lost_card: declines.lostOrStolenCard,
  stolen_card: declines.lostOrStolenCard,
  pickup_card: declines.lostOrStolenCard,
  fraudulent: declines.lostOrStolenCard,
  // The pm_… id the browser sent does not exist, or cannot pay this intent.
  resource_missing: declines.unknownPaymentMethod,
  payment_method_unexpected_state: declines.unknownPaymentMethod,
  payment_intent_incompatible_payment_method: declines.unknownPaymentMethod,
};

/** The provider's decline in our words, in both languages, whatever its code. */
export function declineMessage(result: { code: string | null }): LocalizedText {
  const known = result.code === null ? undefined : declineMessages[result.code];
  return known ?? declines.notCompleted;
}

/** What the couple reads with a pending payment, by its next step. */
function pendingMessage(action: NextAction | null): LocalizedText {
  const texts = serverTexts.payments;
  switch (action?.kind) {
    case 'authenticate':
      return texts.authenticate;
    case 'choose_installments':
      return texts.chooseInstallments;
    case 'oxxo_voucher':
      return texts.oxxoVoucher;
    case 'spei_transfer':
      return texts.speiTransfer;
    default:
      return texts.processing;
  }
}

/** The payment is not at the step the call is for: the couple's screen is behind, nothing to fix. */
const notWaiting = (message: LocalizedText) =>
  new ConflictError(message, { code: 'payment_not_waiting' });

/** The test gateway's controls while the API runs Stripe: absent, and said so for the admin app. */
const testGatewayOnly = () =>
  new NotFoundError(serverTexts.payments.testGatewayOnly, { code: 'test_gateway_only' });

export function createPaymentsService(deps: {
  payments: PaymentsRepository;
  /** Read on every checkout: the configured driver may be decorated after the routes register. */
  gateway: () => PaymentGateway;
  /** Queues the reconciliation of each checkout, a backstop should its answer never be recorded. */
  jobs: JobQueue;
  /** Emails the couple a receipt once the plan is theirs. */
  receipts: PaymentReceipts;
  /** Where a late charge is reported (warn: staff must know money came after a failure). */
  log: Pick<PaymentsLog, 'warn'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The one request of a payment, rebuilt identically from its row (Stripe compares parameters). */
  async function chargeRequestOf(payment: PaymentRow): Promise<ChargeRequest> {
    const target = await deps.payments.findPlan(payment.invitationPlanId);
    const previous =
      payment.previousPlanId === null ? null : await deps.payments.findPlan(payment.previousPlanId);
    const payer = await deps.payments.findPayer(payment.id);
    return {
      amountCentavos: payment.amount * 100,
      currency: 'mxn',
      paymentMethodId: payment.paymentMethodId ?? '',
      idempotencyKey: checkoutIdempotencyKey(payment),
      description: `Convite: plan ${target?.name ?? payment.invitationPlanId}${previous ? ` (desde ${previous.name})` : ''}`,
      metadata: {
        paymentId: String(payment.id),
        weddingId: payment.weddingId === null ? '' : String(payment.weddingId),
        invitationPlanId: String(payment.invitationPlanId),
        previousPlanId: payment.previousPlanId === null ? '' : String(payment.previousPlanId),
        promoCodeId: payment.promoCodeId === null ? '' : String(payment.promoCodeId),
      },
      payer: payer ?? { name: '', email: '' },
      offerInstallments: true,
    };
  }

  /**
   * Grants the plan of a pending payment; only the call that moves it from pending queues the
   * receipt, so the answer, the webhook and reconciliation together send one.
   */
  async function succeed(
    paymentId: number,
    paid: Parameters<PaymentsRepository['succeed']>[1],
  ): Promise<PaymentRow | null> {
    const settled = await deps.payments.succeed(paymentId, paid, now());
    if (settled !== null) await deps.receipts.paid(paymentId);
    return settled;
  }

  /**
   * A charge that succeeded on a payment already failed or cancelled: applied if the wedding still
   * lacks the plan, else refunded (payments.repository.ts `settleLateCharge`), logged at warn either
   * way and shown to staff (`lateCharge`). Null when the payment was not failed (nothing late).
   */
  async function lateCharge(paymentId: number, paid: PaidDetails): Promise<PaymentRow | null> {
    const late = await deps.payments.settleLateCharge(paymentId, paid, now());
    if (late === null) return null;
    const { payment } = late;
    const details = {
      paymentId,
      weddingId: payment.weddingId,
      intentId: payment.stripePaymentIntentId,
      amount: payment.amount,
      outcome: late.outcome,
    };
    if (late.outcome === 'applied') {
      deps.log.warn(details, 'late charge on a failed payment: applied, the plan granted');
      await deps.receipts.paid(paymentId);
      return payment;
    }
    deps.log.warn(details, 'late charge on a failed payment: the wedding has the plan, refunding');
    return (await refundLateCharge(payment)) ?? payment;
  }

  /**
   * Refunds a late charge through the gateway (one refund whatever the retries: its own key); the
   * payment as then stored, or null while the provider is away (reconciliation tries again).
   */
  async function refundLateCharge(payment: PaymentRow): Promise<PaymentRow | null> {
    const intentId = payment.stripePaymentIntentId;
    if (payment.lateCharge !== 'refund_due' || intentId === null) return null;
    try {
      await deps.gateway().refund({
        intentId,
        amountCentavos: payment.amount * 100,
        idempotencyKey: lateRefundIdempotencyKey(payment),
        metadata: { paymentId: String(payment.id), reason: 'late_charge' },
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      deps.log.warn(
        { paymentId: payment.id, intentId, err: error },
        'late charge not refunded yet: the provider is away, reconciliation retries',
      );
      return null;
    }
    const refunded = await deps.payments.lateChargeRefunded(payment.id, now());
    if (refunded !== null) {
      deps.log.warn(
        { paymentId: payment.id, intentId, amount: payment.amount },
        'late charge refunded',
      );
    }
    return refunded ?? (await deps.payments.findPayment(payment.id));
  }

  /**
   * Records what the provider said of a payment: paid (the plan), refused (the code's use given
   * back) or open (its intent and the couple's next step; a new OXXO voucher or SPEI reference is
   * emailed). Returns the payment as stored after it.
   */
  async function apply(payment: PaymentRow, result: ChargeResult): Promise<PaymentRow> {
    // Each write is conditional on the payment being pending: null means another caller (the
    // webhook, reconciliation) settled it first, and the row is read back as that caller left it.
    let updated: PaymentRow | null;
    switch (result.status) {
      case 'succeeded': {
        const paid = {
          intentId: result.intentId,
          method: result.method,
          card: result.card,
          installments: result.installments,
        };
        updated = (await succeed(payment.id, paid)) ?? (await lateCharge(payment.id, paid));
        break;
      }
      case 'declined':
        updated = await deps.payments.fail(payment.id, now());
        break;
      case 'requires_action':
      case 'processing': {
        const action = result.status === 'requires_action' ? result.action : null;
        updated = await deps.payments.open(payment.id, {
          intentId: result.intentId,
          method: result.method,
          nextAction: action,
        });
        const issued = action?.kind === 'oxxo_voucher' || action?.kind === 'spei_transfer';
        if (updated !== null && issued && payment.nextAction?.kind !== action.kind) {
          await deps.jobs.send('payment-instructions', { paymentId: payment.id });
        }
        break;
      }
    }
    return updated ?? (await deps.payments.findPayment(payment.id)) ?? payment;
  }

  /** The answer for the couple after `result`: paid, pending with a step, or refused (402). */
  function answerOf(stored: PaymentRow, result: ChargeResult): PaymentAnswer {
    if (stored.lateCharge === 'refund_due' || stored.lateCharge === 'refunded') {
      throw notWaiting(serverTexts.payments.lateChargeRefunded);
    }
    if (stored.status === 'failed') {
      throw new PaymentFailedError(
        result.status === 'declined' ? declineMessage(result) : declines.notCompleted,
      );
    }
    const message =
      stored.status === 'succeeded' ? serverTexts.payments.paid : pendingMessage(stored.nextAction);
    return { message, payment: toPaymentDto(stored) };
  }

  /** Asks the provider once; an outage leaves the payment pending for reconciliation (503). */
  async function ask(work: () => Promise<ChargeResult>): Promise<ChargeResult> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailableError) {
        throw new UnavailableError(serverTexts.payments.gatewayUnavailable, { cause: error });
      }
      throw error;
    }
  }

  /** The couple's pending payment with an intent at the provider (404 for another couple's). */
  async function ownPayment(clientId: number, paymentId: number): Promise<PaymentRow> {
    const payment = await deps.payments.findPayment(paymentId);
    if (payment === null || (await deps.payments.ownerOf(payment.id)) !== clientId) {
      throw new NotFoundError(serverTexts.payments.paymentNotFound);
    }
    return payment;
  }

  function openIntentOf(payment: PaymentRow): string {
    if (payment.status === 'succeeded') throw notWaiting(serverTexts.payments.alreadyPaid);
    if (payment.status === 'pending' && payment.stripePaymentIntentId === null) {
      throw notWaiting(serverTexts.payments.stillOpening);
    }
    return payment.stripePaymentIntentId ?? '';
  }

  /** Opens the checkout: checks, reserves the code and records the pending payment (committed). */
  function openCheckout(clientId: number, body: CheckoutRequest): Promise<PaymentRow> {
    const currentPlanId = body.currentPlanId ?? null;
    const promoCodeId = body.promoCodeId ?? null;
    return deps.payments.inCheckoutTransaction(async (store) => {
      const at = now();
      // The lock makes a second checkout of this wedding wait here, then see the pending payment.
      const wedding = await store.lockWedding(body.weddingId);
      if (wedding === null || wedding.clientId !== clientId) throw new NotFoundError();
      if (wedding.invitationPlanId !== currentPlanId) {
        throw new ConflictError(serverTexts.payments.planMismatch, { code: 'plan_changed' });
      }
      if (wedding.deactivatedAt !== null) {
        throw new ConflictError(serverTexts.payments.deactivatedByStaff, {
          code: 'wedding_inactive',
        });
      }
      if (await store.hasPendingPayment(wedding.id)) {
        throw new ConflictError(serverTexts.payments.paymentInProgress, {
          code: 'payment_pending',
        });
      }
      const target = await store.findPlan(body.invitationPlanId);
      if (target === null) {
        throw InvalidFieldsError.field('invitationPlanId', serverTexts.payments.unknownPlan);
      }
      const current = currentPlanId === null ? null : await store.findPlan(currentPlanId);
      const originalAmount = planPurchasePrice(current, target);
      if (originalAmount === null) {
        throw new ConflictError(serverTexts.payments.notAnUpgrade, {
          code: 'plan_not_an_upgrade',
        });
      }

      const promoCode = promoCodeId === null ? null : await store.claimPromoCode(promoCodeId, at);
      if (promoCodeId !== null && promoCode === null) {
        // Read after the refused claim, so a couple who lost the race for the last use sees the
        // winner's committed count: "used up", not "not valid".
        const refusal = promoCodeRefusal(await store.findPromoCode(promoCodeId), at);
        throw new InvalidFieldsError({ promoCodeId: refusal }, refusal);
      }
      const discount = promoCode === null ? 0 : discountOn(originalAmount, promoCode);
      return store.insertPayment({
        weddingId: wedding.id,
        invitationPlanId: target.id,
        previousPlanId: current?.id ?? null,
        promoCodeId: promoCode?.id ?? null,
        amount: originalAmount - discount,
        originalAmount,
        discount,
        status: 'pending',
        paymentMethodId: body.paymentMethodId,
        createdAt: at,
        updatedAt: at,
      });
    });
  }

  /**
   * Settles one pending payment from the provider's state, never from our clock alone: a payment is
   * failed only when the provider says so, or says it never saw it. An intent the provider opened
   * is read back (and a 3-D Secure step or installment choice left an hour is cancelled there). A
   * payment whose answer never came is first looked for at the provider by its metadata (Stripe's
   * search: it finds an intent of any age once indexed, about a minute); not found, its request is
   * repeated with the same idempotency key, which Stripe answers with the stored outcome for 24
   * hours (so an intent too young to be searchable is still never charged twice), or makes now, as
   * the couple asked. Left pending while the provider is away, or while a voucher or transfer waits.
   * A failed payment whose late charge is still to be refunded is refunded.
   */
  async function reconcile(payment: PaymentRow): Promise<Reconciliation> {
    if (payment.lateCharge === 'refund_due') {
      return (await refundLateCharge(payment)) === null ? 'still-pending' : 'refunded';
    }
    if (payment.status !== 'pending') return 'not-pending';
    if (payment.amount === 0) {
      await succeed(payment.id, { intentId: null });
      return 'succeeded';
    }
    const intentId = payment.stripePaymentIntentId;
    const gateway = deps.gateway();
    // Judged by the database's clock (the step's time is its own), never this replica's.
    const abandoned =
      (payment.nextAction?.kind === 'authenticate' ||
        payment.nextAction?.kind === 'choose_installments') &&
      (await deps.payments.stepLeftFor(payment.id, ABANDONED_STEP_MS));
    let result: ChargeResult;
    try {
      if (intentId === null) {
        const request = await chargeRequestOf(payment);
        result = (await gateway.find(request)) ?? (await gateway.charge(request));
      } else {
        result = abandoned ? await gateway.cancel(intentId) : await gateway.retrieve(intentId);
      }
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailableError) return 'still-pending';
      throw error;
    }
    const stored = await apply(payment, result);
    if (stored.status === 'succeeded') return 'succeeded';
    if (stored.status === 'refunded') return 'refunded';
    return stored.status === 'failed' ? 'failed' : 'waiting';
  }

  async function reconcileRecordedBefore(recordedBefore: Date): Promise<Reconciliation[]> {
    const pending = await deps.payments.pendingPayments(recordedBefore);
    const outcomes: Reconciliation[] = [];
    for (const payment of pending) outcomes.push(await reconcile(payment));
    for (const payment of await deps.payments.lateChargesToRefund()) {
      outcomes.push(await reconcile(payment));
    }
    return outcomes;
  }

  return {
    /**
     * Pays for a plan: 201 when paid at once, 202 with the couple's next step (3-D Secure,
     * meses sin intereses, an OXXO voucher, a SPEI transfer), 402 when refused.
     */
    async checkout(clientId: number, body: CheckoutRequest): Promise<PaymentAnswer> {
      if (body.planId != null && body.planId !== body.invitationPlanId) {
        throw InvalidFieldsError.field('planId', serverTexts.payments.planIdMismatch);
      }
      const gateway = deps.gateway();
      const payment = await openCheckout(clientId, body);
      // Nothing to charge (a 100 % code): no provider, the plan at once.
      if (payment.amount === 0) {
        await succeed(payment.id, { intentId: null });
        const paid = (await deps.payments.findPayment(payment.id)) ?? payment;
        return { message: serverTexts.payments.paid, payment: toPaymentDto(paid) };
      }
      // Queued before the provider is called, so even a crash right after the charge is settled.
      await deps.jobs.send(
        'payment-reconcile',
        { paymentId: payment.id },
        { startAfterSeconds: RECONCILE_AFTER_SECONDS },
      );
      // The charge may happen even when its answer is lost: the payment then stays pending and
      // reconciliation finds out.
      const result = await ask(async () => gateway.charge(await chargeRequestOf(payment)));
      return answerOf(await apply(payment, result), result);
    },

    /** The couple's payment as the provider has it now (after a 3-D Secure step, or a voucher). */
    async refresh(clientId: number, paymentId: number): Promise<PaymentAnswer> {
      const payment = await ownPayment(clientId, paymentId);
      if (payment.status !== 'pending') {
        return answerOf(payment, { status: 'declined', message: '', code: null, intentId: null });
      }
      const intentId = openIntentOf(payment);
      const result = await ask(() => deps.gateway().retrieve(intentId));
      return answerOf(await apply(payment, result), result);
    },

    /** Confirms a card payment that offered meses sin intereses, with the couple's choice. */
    async chooseInstallments(
      clientId: number,
      paymentId: number,
      months: InstallmentMonths | null,
    ): Promise<PaymentAnswer> {
      const payment = await ownPayment(clientId, paymentId);
      const intentId = openIntentOf(payment);
      const action = payment.nextAction;
      if (payment.status !== 'pending' || action?.kind !== 'choose_installments') {
        throw notWaiting(serverTexts.payments.notWaitingForInstallments);
      }
      if (months !== null && !action.months.includes(months)) {
        throw InvalidFieldsError.field('months', serverTexts.payments.installmentsNotOffered);
      }
      const key = `${checkoutIdempotencyKey(payment)}_installments`;
      const result = await ask(() => deps.gateway().confirmInstallments(intentId, months, key));
      return answerOf(await apply(payment, result), result);
    },

    /** Gives up a pending payment at the provider, so the couple can pay another way. */
    async cancel(clientId: number, paymentId: number): Promise<PaymentAnswer> {
      const payment = await ownPayment(clientId, paymentId);
      if (payment.status === 'failed') {
        return { message: serverTexts.payments.cancelled, payment: toPaymentDto(payment) };
      }
      const intentId = openIntentOf(payment);
      const result = await ask(() => deps.gateway().cancel(intentId));
      const stored = await apply(payment, result);
      // Paid meanwhile (cash at OXXO minutes ago): the plan is theirs, nothing to cancel.
      if (stored.status === 'succeeded') throw notWaiting(serverTexts.payments.alreadyPaid);
      return { message: serverTexts.payments.cancelled, payment: toPaymentDto(stored) };
    },

    /** The embedded gateway's test 3-D Secure challenge, completed or failed by the couple. */
    async answerTestAuthentication(
      clientId: number,
      paymentId: number,
      approve: boolean,
    ): Promise<PaymentAnswer> {
      const controls = embeddedControlsOf(deps.gateway());
      if (controls === null) throw testGatewayOnly();
      const payment = await ownPayment(clientId, paymentId);
      const intentId = openIntentOf(payment);
      if (payment.status !== 'pending' || payment.nextAction?.kind !== 'authenticate') {
        throw notWaiting(serverTexts.payments.notWaitingForAuthentication);
      }
      const result = await controls.settle(intentId, approve ? 'paid' : 'failed');
      return answerOf(await apply(payment, result), result);
    },

    /** Staff, embedded gateway only: an OXXO voucher or SPEI reference paid, or expired. */
    async settleTestPayment(paymentId: number, outcome: 'paid' | 'expired'): Promise<void> {
      const controls = embeddedControlsOf(deps.gateway());
      if (controls === null) throw testGatewayOnly();
      const payment = await deps.payments.findPayment(paymentId);
      if (payment === null) throw new NotFoundError(serverTexts.payments.paymentNotFound);
      const kind = payment.nextAction?.kind;
      const intentId = payment.stripePaymentIntentId;
      if (
        payment.status !== 'pending' ||
        intentId === null ||
        (kind !== 'oxxo_voucher' && kind !== 'spei_transfer')
      ) {
        throw notWaiting(serverTexts.payments.notAVoucher);
      }
      await apply(payment, await controls.settle(intentId, outcome === 'paid' ? 'paid' : 'failed'));
    },

    /** A wedding's payments (paid and pending), for its couple. */
    async weddingPayments(
      clientId: number,
      weddingId: number,
      language: 'es' | 'en',
    ): Promise<WeddingPaymentDto[]> {
      if ((await deps.payments.weddingOwner(weddingId)) !== clientId) throw new NotFoundError();
      const rows = await deps.payments.weddingPayments(weddingId);
      return rows.map((row) => toWeddingPaymentDto(row, language));
    },

    /**
     * Settles one payment if it is still pending (the job queued by its checkout), or refunds its
     * late charge (the job queued by the webhook).
     */
    async reconcilePayment(paymentId: number): Promise<Reconciliation> {
      const payment = await deps.payments.findPayment(paymentId);
      return payment === null ? 'not-pending' : reconcile(payment);
    },

    /**
     * Settles every payment still pending `graceSeconds` after it was recorded (the scheduled sweep),
     * and tells what became of each.
     */
    reconcilePending(graceSeconds = RECONCILE_AFTER_SECONDS): Promise<Reconciliation[]> {
      return reconcileRecordedBefore(new Date(now().getTime() - graceSeconds * 1000));
    },

    /**
     * Settles every payment recorded before `recordedBefore` and still pending (the start-up
     * sweep: what a crash before this start left), and refunds the late charges still due.
     */
    reconcileRecordedBefore,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
