// How a couple pays: a card (maybe in meses sin intereses), cash at OXXO, or a SPEI bank transfer.
// The contract is the source (PaymentMethodKind in openapi/src/components/schemas/payment.yaml);
// this list is its runtime copy for the database enum and the checkout's choices, and
// payment-methods.test.ts fails when the two differ.

export const PAYMENT_METHOD_KINDS = ['card', 'oxxo', 'spei'] as const;

export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];
