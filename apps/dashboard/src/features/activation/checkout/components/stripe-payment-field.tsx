import { currentLanguage } from '@convite/i18n/create-i18n';
import type { PaymentMethodKind } from '@convite/rules/payment-methods';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentFieldProps } from './payment-source.ts';
import { loadStripeOnce, stripeLocale } from './stripe-js.ts';

/** Stripe's payment method types as ours; SPEI is Stripe's bank transfer to the customer balance. */
const METHODS: Record<string, PaymentMethodKind> = {
  card: 'card',
  oxxo: 'oxxo',
  customer_balance: 'spei',
};

/**
 * The payment field with a Stripe key: Stripe's Payment Element in deferred-intent mode (no intent
 * before paying). It makes a ConfirmationToken that the server confirms its payment with.
 */
export default function StripePaymentField(props: PaymentFieldProps) {
  const { i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const [stripe] = useState(() => loadStripeOnce(language));
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        // Stripe counts centavos.
        amount: Math.round(props.amount * 100),
        currency: 'mxn',
        locale: stripeLocale(language),
        appearance: { variables: { fontSizeBase: '16px', borderRadius: '8px' } },
      }}
    >
      <StripePayment {...props} />
    </Elements>
  );
}

function StripePayment({ error, disabled, onSource, onMethod, onEdit }: PaymentFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const completeRef = useRef(false);

  useEffect(() => {
    if (!stripe || !elements) return undefined;
    onSource({
      isComplete: () => completeRef.current,
      create: async ({ name, email }) => {
        const submitted = await elements.submit();
        if (submitted.error) return { error: submitted.error.message ?? '' };
        const result = await stripe.createConfirmationToken({
          elements,
          params: { payment_method_data: { billing_details: { name, email } } },
        });
        if (result.error) return { error: result.error.message ?? '' };
        return { id: result.confirmationToken.id };
      },
    });
    return () => onSource(null);
  }, [stripe, elements, onSource]);

  return (
    <div className="checkout__element">
      <PaymentElement
        options={{
          readOnly: disabled,
          layout: 'tabs',
          // The checkout asks for the name and knows the account's email.
          fields: { billingDetails: { name: 'never', email: 'never' } },
        }}
        onChange={(event) => {
          completeRef.current = event.complete;
          const method = METHODS[event.value.type];
          if (method) onMethod(method);
          onEdit();
        }}
      />
      {error && (
        <p className="cv-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
