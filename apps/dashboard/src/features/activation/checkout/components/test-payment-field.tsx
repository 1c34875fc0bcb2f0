import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@convite/rules/payment-methods';
import { TextField } from '@convite/ui/text-field';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS, TEST_OXXO, TEST_SPEI, testPaymentMethod } from '../utils/test-cards.ts';
import type { PaymentFieldProps } from './payment-source.ts';

/**
 * The payment field without a Stripe key, for the server's embedded gateway (offline): the methods
 * the Payment Element offers, with Stripe's test card numbers for the card.
 */
export function TestPaymentField({
  error,
  disabled,
  onSource,
  onMethod,
  onEdit,
}: PaymentFieldProps) {
  const { t } = useTranslation('dashboard');
  const [method, setMethod] = useState<PaymentMethodKind>('card');
  const [cardNumber, setCardNumber] = useState('');
  const stateRef = useRef({ method, cardNumber });
  stateRef.current = { method, cardNumber };
  const name = useId();

  useEffect(() => {
    onSource({
      isComplete: () =>
        stateRef.current.method !== 'card' || stateRef.current.cardNumber.trim().length > 0,
      create: async () => {
        const current = stateRef.current;
        if (current.method === 'oxxo') return { id: TEST_OXXO };
        if (current.method === 'spei') return { id: TEST_SPEI };
        const id = testPaymentMethod(current.cardNumber);
        return id ? { id } : { error: t('activation.checkout.useTestCard') };
      },
    });
    return () => onSource(null);
  }, [onSource, t]);

  const choose = (next: PaymentMethodKind) => {
    setMethod(next);
    onMethod(next);
    onEdit();
  };

  return (
    <div className="checkout__element">
      <fieldset className="method-picker" disabled={disabled}>
        <legend className="method-picker__legend">{t('activation.checkout.method')}</legend>
        {PAYMENT_METHOD_KINDS.map((kind) => (
          <label key={kind} className="method-picker__option">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={method === kind}
              onChange={() => choose(kind)}
            />
            <span>{t(`activation.checkout.methods.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {method === 'card' ? (
        <>
          <TextField
            label={t('activation.checkout.card')}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="off"
            placeholder="4242 4242 4242 4242"
            value={cardNumber}
            disabled={disabled}
            error={error}
            onChange={(event) => {
              setCardNumber(event.target.value);
              onEdit();
            }}
          />
          <p className="test-cards__mode">{t('activation.checkout.testMode')}</p>
          <details className="test-cards">
            <summary>{t('activation.checkout.testCards')}</summary>
            <ul>
              {TEST_CARDS.map((card) => (
                <li key={card.number}>
                  <code>{card.number}</code> {t(`activation.checkout.testCardList.${card.outcome}`)}
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <>
          <p className="method-picker__lead">
            {t(method === 'oxxo' ? 'activation.checkout.oxxoLead' : 'activation.checkout.speiLead')}
          </p>
          {error && (
            <p className="cv-field__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
