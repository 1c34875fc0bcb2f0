// Every text the Stripe webhook answers, in Spanish and English (Stripe shows them in its dashboard).
import type { LocalizedText } from '../../http/language.ts';

export const paymentWebhookMessages = {
  notConfigured: {
    es: 'El webhook de Stripe no está configurado: falta STRIPE_WEBHOOK_SECRET en el servidor.',
    en: 'The Stripe webhook is not configured: the server has no STRIPE_WEBHOOK_SECRET.',
  },
  missingSignature: {
    es: 'Falta el encabezado Stripe-Signature.',
    en: 'The Stripe-Signature header is missing.',
  },
  badSignature: {
    es: 'La firma Stripe-Signature no corresponde al cuerpo, o ya expiró.',
    en: 'The Stripe-Signature does not match the body, or it has expired.',
  },
} as const satisfies Record<string, LocalizedText>;
