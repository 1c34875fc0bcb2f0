import { CONFIRMATION_FORM_ID } from '@convite/invitation-renderer/confirmation-rules';
import { COUPLE_PREVIEW_PARAM } from '@convite/rules/couple-preview';

/** Slugs are lowercase letters, digits and hyphens, 3 to 60 (the API's rule). */
const SLUG_PATH = /^\/([a-z0-9-]{3,60})$/;
/** Codes are at most 32 letters and digits (the contract); anything else cannot match a guest. */
const CODE = /^[A-Za-z0-9]{1,32}$/;

/** The wedding slug of a `/<slug>` path; null for any other path (`/`, `/a/b`, `/UPPER`). */
export function slugFromPath(pathname: string): string | null {
  return SLUG_PATH.exec(pathname)?.[1] ?? null;
}

/** The guest code of a query string, trimmed; null when absent or not a possible code. */
export function codeFromSearch(search: URLSearchParams): string | null {
  const code = search.get('code')?.trim() ?? '';
  return CODE.test(code) ? code : null;
}

/** A preview token is short: a guest id, an expiry and a signature (the API checks it). */
const PREVIEW_TOKEN = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * The couple's preview token of `?preview=<token>` (POST /guests/{id}/preview gives that address);
 * null otherwise. With a code, `preview` is the older flag of a personal link the couple opens from
 * Invitados (`?code=…&preview=1`): that guest's own page, not a token.
 */
export function previewFromSearch(search: URLSearchParams): string | null {
  if (codeFromSearch(search) !== null) return null;
  const token = search.get(COUPLE_PREVIEW_PARAM) ?? '';
  return PREVIEW_TOKEN.test(token) ? token : null;
}

/** The query parameter that tells the page what the form without scripts did (a 303 lands on it). */
export const FORM_VIEW_PARAM = 'respuesta';
const FORM_VIEWS = { saved: 'enviada', change: 'cambiar' } as const;
export type FormView = keyof typeof FORM_VIEWS;

/** The form's view named by the address: the thanks after a saved answer, or ready to change it. */
export function formViewFromSearch(search: URLSearchParams): FormView | null {
  const value = search.get(FORM_VIEW_PARAM);
  if (value === FORM_VIEWS.saved) return 'saved';
  if (value === FORM_VIEWS.change) return 'change';
  return null;
}

/**
 * A guest's page address: `/<slug>?code=…[&lang=…][&respuesta=…#confirmacion]`, relative when no slug
 * is given; a form view opens on the form.
 */
export function guestPageHref({
  slug = null,
  code,
  language = null,
  view = null,
}: {
  slug?: string | null;
  code: string;
  language?: string | null;
  view?: FormView | null;
}): string {
  const params = new URLSearchParams({ code });
  if (language) params.set('lang', language);
  if (view) params.set(FORM_VIEW_PARAM, FORM_VIEWS[view]);
  const anchor = view ? `#${CONFIRMATION_FORM_ID}` : '';
  return `${slug ? `/${slug}` : ''}?${params.toString()}${anchor}`;
}
