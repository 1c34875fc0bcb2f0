import type { PaymentMethodKind } from '@convite/rules/payment-methods';

/** Who pays: the name and email the provider puts on the payment (an OXXO voucher needs both). */
export type Payer = { name: string; email: string };

/** What the checkout asks of its payment field, whichever it is (Stripe's Payment Element or the test one). */
export type PaymentSource = {
  /** Whether the field holds something worth trying (fillAllFields otherwise). */
  isComplete: () => boolean;
  /** What checkout's paymentMethodId carries, or the error to show under the field. */
  create: (payer: Payer) => Promise<{ id: string } | { error: string }>;
};

export type PaymentFieldProps = {
  /** What is charged, in pesos (Stripe's Payment Element shows the methods that fit it). */
  amount: number;
  /** The checkout's error under the field (a declined card). */
  error?: string;
  disabled?: boolean;
  /** The field registers how to read it; null when it unmounts. */
  onSource: (source: PaymentSource | null) => void;
  /** The method chosen in the field changed. */
  onMethod: (method: PaymentMethodKind) => void;
  /** The field's own error changed (cleared when the user edits it). */
  onEdit: () => void;
};
