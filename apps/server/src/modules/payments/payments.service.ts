// Checkout: the price comes from the plans and the promo code, never from the client; the card is
// charged once, inside the transaction that locks the wedding and counts the code's use, and only a
// successful charge leaves anything behind (ARCHITECTURE.md, docs/decisions.md "Payments").
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { createHash } from 'node:crypto';
import type { components } from '@convite/api/schema';
import { discountOn, promoterCommission } from '@convite/rules/promo-money';
import {
  ConflictError,
  InvalidFieldsError,
  NotFoundError,
  PaymentFailedError,
  UnavailableError,
} from '../../domain/errors.ts';
import {
  PaymentGatewayUnavailableError,
  type ChargeResult,
  type PaymentGateway,
} from '../../payment-gateway/payment-gateway.ts';
import { planPurchasePrice } from '../invitation-plans/invitation-plans.service.ts';
import { promoCodeRefusal } from '../promo-codes/promo-codes.service.ts';
import type { PaymentReceipts } from './payment-receipts.service.ts';
import type { PaymentsRepository } from './payments.repository.ts';

type Schemas = components['schemas'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type PaymentDto = Schemas['Payment'];

/**
 * The gateway's idempotency key for one purchase: the same wedding moving from the same plan to the
 * same plan with the same code and card gets the same key, so a retried or doubled request reaches
 * the provider as one charge. Once a purchase succeeds the wedding's plan changes, so the next one
 * (an upgrade) has another key.
 */
export function checkoutIdempotencyKey(parts: {
  weddingId: number;
  currentPlanId: number | null;
  invitationPlanId: number;
  promoCodeId: number | null;
  paymentMethodId: string;
}): string {
  const material = [
    'checkout-v1',
    parts.weddingId,
    parts.currentPlanId ?? 'none',
    parts.invitationPlanId,
    parts.promoCodeId ?? 'none',
    parts.paymentMethodId,
  ].join(':');
  return `checkout_${createHash('sha256').update(material).digest('hex').slice(0, 48)}`;
}

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
  /** Emails the couple a receipt once the plan is theirs. */
  receipts: PaymentReceipts;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function charge(
    gateway: PaymentGateway,
    request: Parameters<PaymentGateway['charge']>[0],
  ): Promise<Extract<ChargeResult, { status: 'succeeded' }>> {
    let result: ChargeResult;
    try {
      result = await gateway.charge(request);
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailableError) {
        throw new UnavailableError(serverTexts.payments.gatewayUnavailable, {
          cause: error,
        });
      }
      throw error;
    }
    if (result.status === 'declined') throw new PaymentFailedError(declineMessage(result));
    return result;
  }

  return {
    async checkout(
      clientId: number,
      body: CheckoutRequest,
    ): Promise<{ message: LocalizedText; payment: PaymentDto }> {
      if (body.planId != null && body.planId !== body.invitationPlanId) {
        throw InvalidFieldsError.field('planId', serverTexts.payments.planIdMismatch);
      }
      const currentPlanId = body.currentPlanId ?? null;
      const promoCodeId = body.promoCodeId ?? null;
      const gateway = deps.gateway();

      const payment = await deps.payments.inCheckoutTransaction(async (store) => {
        const at = now();
        // The lock makes a second checkout of this wedding wait here, then see the plan it bought.
        const wedding = await store.lockWedding(body.weddingId);
        if (wedding === null || wedding.clientId !== clientId) throw new NotFoundError();
        if (wedding.invitationPlanId !== currentPlanId) {
          throw new ConflictError(serverTexts.payments.planMismatch);
        }
        if (wedding.deactivatedAt !== null) {
          throw new ConflictError(serverTexts.payments.deactivatedByStaff);
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
        const amount = originalAmount - discount;

        // Charged while the locks are held: a decline or an outage throws, and the transaction
        // rolls the code's use back. Nothing to charge (a 100 % code) skips the provider.
        const intentId =
          amount === 0
            ? null
            : (
                await charge(gateway, {
                  amountCentavos: amount * 100,
                  currency: 'mxn',
                  paymentMethodId: body.paymentMethodId,
                  idempotencyKey: checkoutIdempotencyKey({
                    weddingId: wedding.id,
                    currentPlanId,
                    invitationPlanId: target.id,
                    promoCodeId,
                    paymentMethodId: body.paymentMethodId,
                  }),
                  description: `Convite: plan ${target.name}${current ? ` (desde ${current.name})` : ''}`,
                  metadata: {
                    weddingId: String(wedding.id),
                    invitationPlanId: String(target.id),
                    previousPlanId: current === null ? '' : String(current.id),
                    promoCodeId: promoCode === null ? '' : String(promoCode.id),
                  },
                })
              ).intentId;

        const row = await store.insertPayment({
          weddingId: wedding.id,
          invitationPlanId: target.id,
          previousPlanId: current?.id ?? null,
          promoCodeId: promoCode?.id ?? null,
          amount,
          originalAmount,
          discount,
          status: 'succeeded',
          stripePaymentIntentId: intentId,
          createdAt: at,
          updatedAt: at,
        });
        await store.setWeddingPlan(wedding.id, target.id, at);
        if (promoCode !== null && promoCode.commission !== null && promoCode.commission > 0) {
          await store.insertCommission({
            paymentId: row.id,
            promoCodeId: promoCode.id,
            promoterId: promoCode.promoterId,
            amount: promoterCommission(amount, promoCode.commission),
            percentage: promoCode.commission,
            createdAt: at,
            updatedAt: at,
          });
        }
        return row;
      });
      await deps.receipts.paid(payment.id);

      return {
        message: serverTexts.payments.paid,
        payment: {
          id: payment.id,
          amount: payment.amount,
          createdAt: payment.createdAt.toISOString(),
        },
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
