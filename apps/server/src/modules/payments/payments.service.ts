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
  type PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { planPurchasePrice } from '../invitation-plans/invitation-plans.service.ts';
import { promoCodeRefusal } from '../promo-codes/promo-codes.service.ts';
import type { PaymentReceipts } from './payment-receipts.service.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

type Schemas = components['schemas'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type PaymentDto = Schemas['Payment'];

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
 * Stripe keeps an idempotency key 24 hours: after that, repeating the request could charge again, so
 * reconciliation gives up on a payment still pending this long (the webhook would have settled a
 * charge that happened) and cancels it.
 */
export const RECONCILE_WITHIN_MS = 23 * 3600 * 1000;

/** How long after a checkout its own reconciliation runs (it is a no-op once the answer settled it). */
export const RECONCILE_AFTER_SECONDS = 300;

/** What reconciling one payment did. */
export type Reconciliation = 'succeeded' | 'failed' | 'still-pending' | 'not-pending' | 'expired';

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

export function createPaymentsService(deps: {
  payments: PaymentsRepository;
  /** Read on every checkout: the configured driver may be decorated after the routes register. */
  gateway: () => PaymentGateway;
  /** Queues the reconciliation of each checkout, a backstop should its answer never be recorded. */
  jobs: JobQueue;
  /** Emails the couple a receipt once the plan is theirs. */
  receipts: PaymentReceipts;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The one request of a payment, rebuilt identically from its row (Stripe compares parameters). */
  async function chargeRequestOf(payment: PaymentRow): Promise<ChargeRequest> {
    const target = await deps.payments.findPlan(payment.invitationPlanId);
    const previous =
      payment.previousPlanId === null ? null : await deps.payments.findPlan(payment.previousPlanId);
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
    };
  }

  /**
   * Grants the plan of a pending payment; only the call that moves it from pending queues the
   * receipt, so the answer, the webhook and reconciliation together send one.
   */
  async function succeed(paymentId: number, intentId: string | null): Promise<void> {
    if ((await deps.payments.succeed(paymentId, intentId, now())) !== null) {
      await deps.receipts.paid(paymentId);
    }
  }

  /** Records the provider's answer: paid (the plan) or declined (the code's use given back). */
  async function settle(payment: PaymentRow, result: ChargeResult): Promise<void> {
    if (result.status === 'succeeded') await succeed(payment.id, result.intentId);
    else await deps.payments.fail(payment.id, now());
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
        throw new ConflictError(serverTexts.payments.planMismatch);
      }
      if (wedding.deactivatedAt !== null) {
        throw new ConflictError(serverTexts.payments.deactivatedByStaff);
      }
      if (await store.hasPendingPayment(wedding.id)) {
        throw new ConflictError(serverTexts.payments.paymentInProgress);
      }
      const target = await store.findPlan(body.invitationPlanId);
      if (target === null) {
        throw InvalidFieldsError.field('invitationPlanId', serverTexts.payments.unknownPlan);
      }
      const current = currentPlanId === null ? null : await store.findPlan(currentPlanId);
      const originalAmount = planPurchasePrice(current, target);
      if (originalAmount === null) throw new ConflictError(serverTexts.payments.notAnUpgrade);

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
   * Settles one pending payment from the provider's state: the same request with the same key is
   * answered with the stored outcome (a charge that happened is never made again); one that never
   * reached the provider is made now, as the couple asked. Left pending while the provider is away.
   */
  async function reconcile(payment: PaymentRow): Promise<Reconciliation> {
    if (payment.status !== 'pending') return 'not-pending';
    if (payment.amount === 0) {
      await succeed(payment.id, null);
      return 'succeeded';
    }
    if (now().getTime() - payment.createdAt.getTime() > RECONCILE_WITHIN_MS) {
      await deps.payments.fail(payment.id, now());
      return 'expired';
    }
    let result: ChargeResult;
    try {
      result = await deps.gateway().charge(await chargeRequestOf(payment));
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailableError) return 'still-pending';
      throw error;
    }
    await settle(payment, result);
    return result.status === 'succeeded' ? 'succeeded' : 'failed';
  }

  return {
    async checkout(
      clientId: number,
      body: CheckoutRequest,
    ): Promise<{ message: LocalizedText; payment: PaymentDto }> {
      if (body.planId != null && body.planId !== body.invitationPlanId) {
        throw InvalidFieldsError.field('planId', serverTexts.payments.planIdMismatch);
      }
      const gateway = deps.gateway();
      const payment = await openCheckout(clientId, body);
      const answer = {
        message: serverTexts.payments.paid,
        payment: {
          id: payment.id,
          amount: payment.amount,
          createdAt: payment.createdAt.toISOString(),
        },
      };
      // Nothing to charge (a 100 % code): no provider, the plan at once.
      if (payment.amount === 0) {
        await succeed(payment.id, null);
        return answer;
      }
      // Queued before the provider is called, so even a crash right after the charge is settled.
      await deps.jobs.send(
        'payment-reconcile',
        { paymentId: payment.id },
        { startAfterSeconds: RECONCILE_AFTER_SECONDS },
      );

      let result: ChargeResult;
      try {
        result = await gateway.charge(await chargeRequestOf(payment));
      } catch (error) {
        // The charge may have happened (an answer lost on the way): the payment stays pending and
        // reconciliation finds out.
        if (error instanceof PaymentGatewayUnavailableError) {
          throw new UnavailableError(serverTexts.payments.gatewayUnavailable, { cause: error });
        }
        throw error;
      }
      await settle(payment, result);
      if (result.status === 'declined') throw new PaymentFailedError(declineMessage(result));
      return answer;
    },

    /** Settles one payment if it is still pending (the job queued by its checkout). */
    async reconcilePayment(paymentId: number): Promise<Reconciliation> {
      const payment = await deps.payments.findPayment(paymentId);
      return payment === null ? 'not-pending' : reconcile(payment);
    },

    /**
     * Settles every payment still pending `graceSeconds` after it was recorded (the scheduled sweep),
     * and tells what became of each.
     */
    async reconcilePending(graceSeconds = RECONCILE_AFTER_SECONDS): Promise<Reconciliation[]> {
      const pending = await deps.payments.pendingPayments(
        new Date(now().getTime() - graceSeconds * 1000),
      );
      const outcomes: Reconciliation[] = [];
      for (const payment of pending) outcomes.push(await reconcile(payment));
      return outcomes;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
