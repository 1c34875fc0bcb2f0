// Every text the checkout answers, in Spanish and English.
import type { LocalizedText } from '../../http/language.ts';

export const paymentMessages = {
  paymentNotFound: { es: 'El pago no existe.', en: 'The payment does not exist.' },
  paid: { es: 'Pago realizado exitosamente', en: 'Payment completed successfully' },
  planMismatch: {
    es: 'Tu plan cambió desde que abriste esta página. Recárgala para ver tus opciones.',
    en: 'Your plan has changed since you opened this page. Reload it to see your options.',
  },
  notAnUpgrade: {
    es: 'Elige un plan superior a tu plan actual.',
    en: 'Choose a plan above your current plan.',
  },
  planIdMismatch: {
    es: 'El plan indicado no coincide con el plan a comprar.',
    en: 'The plan given does not match the plan being bought.',
  },
  unknownPlan: { es: 'Elige un plan válido.', en: 'Choose a valid plan.' },
  deactivatedByStaff: {
    es: 'Tu boda fue desactivada por nuestro equipo. Contáctanos antes de hacer un pago.',
    en: 'Your wedding was deactivated by our team. Contact us before making a payment.',
  },
  gatewayUnavailable: {
    es: 'No pudimos comunicarnos con el procesador de pagos. Inténtalo de nuevo en unos minutos.',
    en: 'We could not reach the payment processor. Please try again in a few minutes.',
  },
} as const satisfies Record<string, LocalizedText>;

const cardDeclined: LocalizedText = {
  es: 'Tu tarjeta fue rechazada.',
  en: 'Your card was declined.',
};

/**
 * Our wording of the provider's decline codes (Stripe's, which both drivers report), so a couple
 * reads why in their language; a code not listed here shows the provider's own message.
 */
export const declineMessages: Readonly<Record<string, LocalizedText>> = {
  card_declined: cardDeclined,
  generic_decline: cardDeclined,
  do_not_honor: cardDeclined,
  insufficient_funds: {
    es: 'Tu tarjeta no tiene fondos suficientes.',
    en: 'Your card has insufficient funds.',
  },
  expired_card: { es: 'Tu tarjeta está vencida.', en: 'Your card has expired.' },
  incorrect_cvc: {
    es: 'El código de seguridad de tu tarjeta es incorrecto.',
    en: "Your card's security code is incorrect.",
  },
  authentication_required: {
    es: 'Esta tarjeta pide autenticación (3-D Secure), que aún no podemos hacer. Usa otra tarjeta, por favor.',
    en: 'This card asks for authentication (3-D Secure), which we cannot do yet. Please use another card.',
  },
  processing_error: {
    es: 'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo en un momento.',
    en: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
