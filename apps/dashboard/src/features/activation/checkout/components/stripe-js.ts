import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import type { Language } from '@convite/i18n/create-i18n';
import { STRIPE_PUBLISHABLE_KEY } from '../../../../config.ts';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe's locale for the app's language: Latin-American Spanish, or English. */
export function stripeLocale(language: Language): StripeElementLocale {
  return language === 'en' ? 'en' : 'es-419';
}

/** Stripe.js, fetched from Stripe the first time a payment needs it (never at start-up). */
export function loadStripeOnce(language: Language): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js').then(({ loadStripe }) =>
    loadStripe(STRIPE_PUBLISHABLE_KEY, { locale: stripeLocale(language) }),
  );
  return stripePromise;
}

/**
 * The bank's 3-D Secure step, shown by Stripe.js for a payment the server left waiting for it.
 * Resolves to Stripe's error message when it was not completed, or null.
 */
export async function authenticateWithStripe(
  clientSecret: string,
  language: Language,
): Promise<string | null> {
  const stripe = await loadStripeOnce(language);
  if (!stripe) return '';
  const result = await stripe.handleNextAction({ clientSecret });
  return result.error ? (result.error.message ?? '') : null;
}
