import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { STRIPE_PUBLISHABLE_KEY } from '../../../config.ts';
import type { CardFieldProps } from './card-source.ts';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe.js, fetched from Stripe the first time a checkout opens (never at start-up). */
function loadStripeOnce(): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js').then(({ loadStripe }) =>
    loadStripe(STRIPE_PUBLISHABLE_KEY, { locale: 'es-419' }),
  );
  return stripePromise;
}

/** The card field with a Stripe key: Stripe Elements' CardElement. Loaded lazily by the checkout. */
export default function StripeCardField(props: CardFieldProps) {
  const [stripe] = useState(loadStripeOnce);
  return (
    <Elements stripe={stripe} options={{ locale: 'es-419' }}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ label, error, disabled, onSource, onEdit }: CardFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [fieldError, setFieldError] = useState<string>();
  const completeRef = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!stripe || !elements) return undefined;
    onSource({
      isComplete: () => completeRef.current,
      createPaymentMethod: async (name) => {
        const card = elements.getElement(CardElement);
        if (!card) return { error: '' };
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name },
        });
        if (result.error) return { error: result.error.message ?? '' };
        return { id: result.paymentMethod.id };
      },
    });
    return () => onSource(null);
  }, [stripe, elements, onSource]);

  const shown = error || fieldError;
  return (
    <div className={['cv-field', shown && 'cv-field--invalid'].filter(Boolean).join(' ')}>
      <label className="cv-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cv-field__control checkout__card">
        <CardElement
          id={id}
          options={{ disabled, hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            completeRef.current = event.complete;
            setFieldError(event.error?.message);
            onEdit();
          }}
        />
      </div>
      {shown && (
        <p className="cv-field__error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
