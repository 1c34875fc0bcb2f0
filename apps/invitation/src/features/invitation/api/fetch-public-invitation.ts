import { readErrorBody } from '@convite/api/api-error';
import type { Language } from '@convite/i18n/create-i18n';
import type { PublicInvitation } from '../../../lib/public-invitation.ts';

export type PublicInvitationResult =
  /** `body`: the answer's JSON as sent, what the invitation server keeps (kept-invitations.ts). */
  | { kind: 'ok'; invitation: PublicInvitation; etag: string | null; body: string }
  /** The answer whose ETag was given is still current (304). */
  | { kind: 'not-modified' }
  | { kind: 'not-available'; message: string | null }
  /** The guest of the code asked for their data to be removed (removeGuestData): it was done. */
  | { kind: 'guest-left'; message: string | null }
  /** A couple's preview token the API refused (expired or not valid), with its message. */
  | { kind: 'preview-refused'; message: string | null }
  /**
   * Too many tries (429: the API's limit on wrong codes, or a proxy's): not an outage, the guest
   * waits `retryAfterSeconds` (Retry-After, when it says) and tries again.
   */
  | { kind: 'limited'; message: string | null; retryAfterSeconds: number | null }
  | { kind: 'failed' };

/** What the call reads of an answer: a fetch Response has it. */
export type ApiAnswer = {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
};

/** Retry-After in whole seconds (a number of seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A GET of the API: fetch in the browser; on the app's server, a cheaper client (server/api-get.ts). */
export type ApiGet = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<ApiAnswer>;

/**
 * GET /v1/public/invitations/{slug}?code= (or ?preview=, the couple's read-only look): from the browser through the app's own origin, and from
 * the app's server straight to the API (`apiBase`, with the visitor's address and a short timeout).
 */
export async function fetchPublicInvitation({
  apiBase = '',
  slug,
  code,
  preview = null,
  language,
  headers = {},
  etag = null,
  timeoutMs = 10_000,
  fetchImpl = fetch,
}: {
  apiBase?: string;
  slug: string;
  code: string | null;
  /** The couple's preview token, instead of a code. */
  preview?: string | null;
  language: Language;
  headers?: Record<string, string>;
  /** The ETag of an earlier answer: a 304 then says it is still current. */
  etag?: string | null;
  timeoutMs?: number;
  fetchImpl?: ApiGet;
}): Promise<PublicInvitationResult> {
  const query = preview
    ? `?preview=${encodeURIComponent(preview)}`
    : code
      ? `?code=${encodeURIComponent(code)}`
      : '';
  let response: ApiAnswer;
  try {
    response = await fetchImpl(
      `${apiBase}/v1/public/invitations/${encodeURIComponent(slug)}${query}`,
      {
        headers: {
          Accept: 'application/json',
          'Accept-Language': language,
          ...(etag === null ? {} : { 'If-None-Match': etag }),
          ...headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 304 && etag !== null) return { kind: 'not-modified' };
  if (!response.ok) {
    const { code, message = null } = readErrorBody(
      await response
        .text()
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null),
    );
    // The status decides, not the code: a proxy's 429 carries none.
    if (response.status === 429) {
      return {
        kind: 'limited',
        message,
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      };
    }
    if (code === 'guest_left') return { kind: 'guest-left', message };
    // validation_failed is a slug the API cannot even read: for a visitor, an unknown wedding.
    if (code === 'not_found' || code === 'validation_failed')
      return { kind: 'not-available', message };
    if (code === 'preview_expired' || code === 'preview_invalid') {
      return { kind: 'preview-refused', message };
    }
    return { kind: 'failed' };
  }
  try {
    const body = await response.text();
    return {
      kind: 'ok',
      invitation: JSON.parse(body) as PublicInvitation,
      etag: response.headers.get('etag'),
      body,
    };
  } catch {
    return { kind: 'failed' };
  }
}
