// The only module that reads the build environment.
const apiPath: string = import.meta.env.VITE_API_URL || '/v1';

/** Absolute API base (the dev and preview servers proxy /v1 to the API). */
export const API_BASE_URL = new URL(apiPath, window.location.origin).href.replace(/\/$/, '');

/** Where clients reach support: a WhatsApp number (country code and digits only) and an email. */
export const SUPPORT_WHATSAPP: string = import.meta.env.VITE_SUPPORT_WHATSAPP || '525512345678';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'soporte@convite.mx';
