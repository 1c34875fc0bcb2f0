import { TextField } from '@convite/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testPaymentMethod } from '../utils/test-cards.ts';
import type { CardFieldProps } from './card-source.ts';

/** The card field without a Stripe key: Stripe's test card numbers for the server's embedded gateway. */
export function TestCardField({ label, error, disabled, onSource, onEdit }: CardFieldProps) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState('');
  const valueRef = useRef(value);
  valueRef.current = value;

  useEffect(() => {
    onSource({
      isComplete: () => valueRef.current.trim().length > 0,
      createPaymentMethod: async () => {
        const id = testPaymentMethod(valueRef.current);
        return id ? { id } : { error: t('activation.checkout.useTestCard') };
      },
    });
    return () => onSource(null);
  }, [onSource, t]);

  return (
    <TextField
      label={label}
      name="cardNumber"
      inputMode="numeric"
      autoComplete="off"
      placeholder="4242 4242 4242 4242"
      value={value}
      disabled={disabled}
      error={error}
      hint={t('activation.checkout.testMode')}
      onChange={(event) => {
        setValue(event.target.value);
        onEdit();
      }}
    />
  );
}
