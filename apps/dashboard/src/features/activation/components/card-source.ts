/** What the checkout asks of its card field, whichever it is (Stripe Elements or the test card). */
export type CardSource = {
  /** Whether the field holds a card worth trying (fillAllFields otherwise). */
  isComplete: () => boolean;
  /** The payment method for the card and the cardholder's name, or the error to show under the field. */
  createPaymentMethod: (cardholderName: string) => Promise<{ id: string } | { error: string }>;
};

export type CardFieldProps = {
  label: string;
  /** The checkout's error under the field (a declined card). */
  error?: string;
  disabled?: boolean;
  /** The field registers how to read it; null when it unmounts. */
  onSource: (source: CardSource | null) => void;
  /** The field's own error changed (cleared when the user edits the card). */
  onEdit: () => void;
};
