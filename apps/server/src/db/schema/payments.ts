import { PAYMENT_METHOD_KINDS } from '@convite/rules/payment-methods';
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NextAction } from '../../payment-gateway/payment-gateway.ts';
import { clients, promoters } from './accounts.ts';
import { createdAt, id, timestamps, timestamptz } from './columns.ts';
import { invitationPlans } from './plans.ts';
import { weddings } from './weddings.ts';

export const promoCodeType = pgEnum('promo_code_type', ['percentage', 'amount']);
/**
 * pending → succeeded or failed (the checkout); then the provider may take money back: refunded in
 * part or in full, disputed (a chargeback opened), dispute_lost. After pending, the status is derived
 * from the refund and dispute columns (payment-reversals.ts), never set on its own.
 */
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'succeeded',
  'failed',
  'partially_refunded',
  'refunded',
  'disputed',
  'dispute_lost',
]);
export const disputeStatus = pgEnum('dispute_status', ['open', 'won', 'lost']);
export const commissionReversalReason = pgEnum('commission_reversal_reason', [
  'partially_refunded',
  'refunded',
  'dispute_lost',
]);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHOD_KINDS);
/**
 * A charge the provider made for a payment already failed or cancelled (a late success): applied
 * (the payment paid after all, the plan granted), or refunded (the wedding had the plan already:
 * refund_due until the provider confirms the refund). Null for every other payment.
 */
export const lateCharge = pgEnum('late_charge', ['applied', 'refund_due', 'refunded']);

// Codes are looked up case-insensitively (unique on lower(code)); value and commission allow decimals.
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    promoterId: integer('promoter_id')
      .notNull()
      .references(() => promoters.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    type: promoCodeType('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamptz('expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_lower_unique').on(sql`lower(${t.code})`),
    index('promo_codes_promoter_idx').on(t.promoterId),
    check('promo_codes_value_nonnegative', sql`${t.value} >= 0`),
    check('promo_codes_used_count_nonnegative', sql`${t.usedCount} >= 0`),
  ],
);
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * A code that can be used now: active, not expired, used fewer times than its limit (if any). The
 * couple's look-up (promo-codes) and the checkout's claim (payments) agree on it through this.
 */
export function usablePromoCode(now: Date): SQL {
  return and(
    eq(promoCodes.isActive, true),
    or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
    or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
  ) as SQL;
}

// amount is what was charged (integer pesos, after any discount). wedding_id is kept nullable with
// SET NULL so payment history survives a deleted client.
export const payments = pgTable(
  'payments',
  {
    id: id(),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
    invitationPlanId: integer('invitation_plan_id')
      .notNull()
      .references(() => invitationPlans.id, { onDelete: 'restrict' }),
    previousPlanId: integer('previous_plan_id').references(() => invitationPlans.id, {
      onDelete: 'restrict',
    }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    originalAmount: integer('original_amount').notNull(),
    discount: integer('discount').notNull().default(0),
    status: paymentStatus('status').notNull().default('pending'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /**
     * The card (pm_…) a pending payment is charged with, kept so reconciliation can repeat the very
     * request (same parameters, same idempotency key) after a crash.
     */
    paymentMethodId: text('payment_method_id'),
    /** How it is paid, once the provider said (null before its first answer). */
    method: paymentMethod('method'),
    /**
     * While pending, what the couple must still do, as the gateway described it (a 3-D Secure step,
     * a choice of meses sin intereses, an OXXO voucher, a SPEI transfer); null otherwise.
     */
    nextAction: jsonb('next_action').$type<NextAction>(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Meses sin intereses chosen on a credit card; null for one payment. */
    installments: smallint('installments'),
    /**
     * What the provider refunded, in centavos as it reports them (a refund made in Stripe's dashboard
     * need not be whole pesos), and when the latest refund was reported.
     */
    refundedCentavos: integer('refunded_centavos').notNull().default(0),
    refundedAt: timestamptz('refunded_at'),
    /** A chargeback: the provider's dispute id, its state and when it opened and closed. */
    disputeId: text('dispute_id'),
    disputeStatus: disputeStatus('dispute_status'),
    disputeOpenedAt: timestamptz('dispute_opened_at'),
    disputeClosedAt: timestamptz('dispute_closed_at'),
    lateCharge: lateCharge('late_charge'),
    ...timestamps(),
  },
  (t) => [
    unique('payments_stripe_payment_intent_unique').on(t.stripePaymentIntentId),
    // One checkout in flight per wedding: a second one waits for the first to be settled.
    uniqueIndex('payments_one_pending_per_wedding')
      .on(t.weddingId)
      .where(sql`${t.status} = 'pending'`),
    index('payments_wedding_idx').on(t.weddingId),
    index('payments_created_at_idx').on(t.createdAt),
    index('payments_promo_code_idx').on(t.promoCodeId),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
    check('payments_refunded_nonnegative', sql`${t.refundedCentavos} >= 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

// The couple's request for an invoice (CFDI) of one paid payment, with the data as checked by
// @convite/rules/cfdi and the account's email at the time; staff issue the invoice from it.
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    rfc: text('rfc').notNull(),
    name: text('name').notNull(),
    taxRegime: text('tax_regime').notNull(),
    postalCode: text('postal_code').notNull(),
    cfdiUse: text('cfdi_use').notNull(),
    /** Where the invoice is sent; null once the couple closed their account (the tax data stays). */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [unique('invoice_requests_payment_unique').on(t.paymentId)],
);
export type InvoiceRequestRow = typeof invoiceRequests.$inferSelect;

// One commission per payment, for the promoter who owned the code at the time. amount is what it
// earned when paid and stays; money the provider takes back reverses part or all of it
// (reversed_amount, in pesos, with when and why), so statements keep the history.
export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    promoterId: integer('promoter_id')
      .notNull()
      .references(() => promoters.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    reversedAmount: integer('reversed_amount').notNull().default(0),
    reversedAt: timestamptz('reversed_at'),
    reversalReason: commissionReversalReason('reversal_reason'),
    ...timestamps(),
  },
  (t) => [
    unique('commissions_payment_unique').on(t.paymentId),
    check(
      'commissions_reversed_within_amount',
      sql`${t.reversedAmount} >= 0 AND ${t.reversedAmount} <= ${t.amount}`,
    ),
    index('commissions_promo_code_idx').on(t.promoCodeId),
    index('commissions_promoter_idx').on(t.promoterId),
  ],
);
export type CommissionRow = typeof commissions.$inferSelect;

// Replays of a request with the same Idempotency-Key (checkout) answer the stored response.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    unique('idempotency_keys_scope_key_unique').on(t.scope, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
