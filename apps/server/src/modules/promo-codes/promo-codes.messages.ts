// Every text the promo code calls answer, in Spanish and English.
import type { LocalizedText } from '../../http/language.ts';

export const promoCodeMessages = {
  notValid: {
    es: 'Código de promoción no válido o vencido.',
    en: 'The promo code is not valid or has expired.',
  },
} as const satisfies Record<string, LocalizedText>;
