// The only module that reads the build environment.
const apiPath: string = import.meta.env.VITE_API_URL || '/v1';

// The build's pre-rendering of the landing runs without a window and calls no API.
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/** Absolute API base (the dev and preview servers proxy /v1 to the API). */
export const API_BASE_URL = new URL(apiPath, origin).href.replace(/\/$/, '');

/** Where clients reach support: a WhatsApp number (country code and digits only) and an email. */
export const SUPPORT_WHATSAPP: string = import.meta.env.VITE_SUPPORT_WHATSAPP || '525512345678';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'soporte@convite.mx';
/** Convite's Instagram account (the handle, without @), linked from the landing. */
export const SUPPORT_INSTAGRAM: string = import.meta.env.VITE_SUPPORT_INSTAGRAM || 'convite.mx';

/**
 * Stripe's publishable key (pk_...). When set, checkout's card field is Stripe Elements and Stripe.js
 * is loaded, lazily, only when the checkout opens; when empty, a test-card field for the server's
 * embedded gateway (Stripe's test payment methods, offline).
 */
export const STRIPE_PUBLISHABLE_KEY: string = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || '';
