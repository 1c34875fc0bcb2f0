import type { Language } from '@convite/i18n/create-i18n';
import type { PublicInvitation } from '../lib/public-invitation.ts';

/** What one request renders; the server decides it and embeds it in the page for hydration. */
export type PageData =
  | { kind: 'invitation'; slug: string; code: string | null; invitation: PublicInvitation }
  /** The wedding is unknown or inactive (the API answered 404). */
  | { kind: 'not-available' }
  /** Any path other than `/<slug>`. */
  | { kind: 'not-found' }
  /** The API did not answer in time, failed, or limited us: try again later. */
  | { kind: 'unavailable' };

/** Everything the client needs to hydrate exactly what the server rendered. */
export type PageBootstrap = {
  page: PageData;
  language: Language;
  /** The server's clock when it rendered (ISO), so the countdown's first text matches. */
  now: string;
};

/** The element id of the embedded JSON. */
export const BOOTSTRAP_ELEMENT_ID = 'app-data';
