import { localize } from '@convite/i18n/server-texts';
import { describe, expect, it } from 'vitest';
import { declineMessage } from './payments.service.ts';

describe('declineMessage', () => {
  it('words a code we know in both languages', () => {
    const message = declineMessage({ code: 'stolen_card' });
    expect(localize(message, 'es')).toBe(
      'Tu banco rechazó esta tarjeta. Usa otra tarjeta o llama a tu banco.',
    );
    expect(localize(message, 'en')).toBe(
      'Your bank refused this card. Use another card or call your bank.',
    );
  });

  it.each([null, 'some_future_code'])(
    'words an unknown or missing code (%s) in our general wording, never the provider English',
    (code) => {
      const message = declineMessage({ code });
      expect(localize(message, 'es')).toBe(
        'No pudimos completar el pago con este método. Inténtalo de nuevo o usa otra tarjeta.',
      );
      expect(localize(message, 'en')).toBe(
        'We could not complete the payment with this method. Try again or use another card.',
      );
    },
  );
});
