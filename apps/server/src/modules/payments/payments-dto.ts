// A payment as its couple and staff read it: pesos, the method, the card, and while pending the
// couple's next step (with the provider's client secret for the couple only).
import type { components } from '@convite/api/schema';
import {
  INSTALLMENT_MONTHS,
  type InstallmentMonths,
  type NextAction,
} from '../../payment-gateway/payment-gateway.ts';
import type { PaymentRow, WeddingPaymentRow } from './payments.repository.ts';

type Schemas = components['schemas'];
export type PaymentDto = Schemas['Payment'];
export type WeddingPaymentDto = Schemas['WeddingPayment'];
type NextActionDto = Schemas['PaymentNextAction'];

/** The next step as the couple's apps read it: pesos, not centavos. */
export function nextActionDto(action: NextAction | null): NextActionDto | null {
  if (action === null) return null;
  switch (action.kind) {
    case 'authenticate':
    case 'choose_installments':
      return action;
    case 'oxxo_voucher': {
      const { amountCentavos, ...voucher } = action;
      return { ...voucher, amount: amountCentavos / 100 };
    }
    case 'spei_transfer': {
      const { amountCentavos, ...transfer } = action;
      return { ...transfer, amount: amountCentavos / 100 };
    }
  }
}

export function toPaymentDto(payment: PaymentRow): PaymentDto {
  return {
    id: payment.id,
    amount: payment.amount,
    createdAt: payment.createdAt.toISOString(),
    status: payment.status,
    method: payment.method,
    nextAction: payment.status === 'pending' ? nextActionDto(payment.nextAction) : null,
    card:
      payment.cardBrand === null || payment.cardLast4 === null
        ? null
        : { brand: payment.cardBrand, last4: payment.cardLast4 },
    installments: isInstallmentMonths(payment.installments) ? payment.installments : null,
  };
}

export function toWeddingPaymentDto(
  payment: WeddingPaymentRow,
  language: 'es' | 'en',
): WeddingPaymentDto {
  return {
    ...toPaymentDto(payment),
    invitationPlan: {
      id: payment.invitationPlanId,
      name: language === 'en' ? payment.planNameEng : payment.planName,
    },
  };
}

function isInstallmentMonths(months: number | null): months is InstallmentMonths {
  return INSTALLMENT_MONTHS.some((offered) => offered === months);
}

/** How a payment is paid, for staff: as the couple sees it, without the provider's client secret. */
export function staffPaymentDetails(payment: PaymentRow) {
  const { method, card, installments, nextAction } = toPaymentDto(payment);
  return {
    method,
    card,
    installments,
    nextAction:
      nextAction?.kind === 'authenticate' ? { ...nextAction, clientSecret: null } : nextAction,
  };
}
