import type { Language } from '@convite/i18n/create-i18n';
import type { PublicInvitation } from '../../../lib/public-invitation.ts';

export type PublicInvitationResult =
  | { kind: 'ok'; invitation: PublicInvitation; etag: string | null }
  /** The answer whose ETag was given is still current (304). */
  | { kind: 'not-modified' }
  | { kind: 'not-available'; message: string | null }
  | { kind: 'failed' };

/**
 * GET /v1/public/invitations/{slug}?code=: from the browser through the app's own origin, and from
 * the app's server straight to the API (`apiBase`, with the visitor's address and a short timeout).
 */
export async function fetchPublicInvitation({
  apiBase = '',
  slug,
  code,
  language,
  headers = {},
  etag = null,
  timeoutMs = 10_000,
  fetchImpl = fetch,
}: {
  apiBase?: string;
  slug: string;
  code: string | null;
  language: Language;
  headers?: Record<string, string>;
  /** The ETag of an earlier answer: a 304 then says it is still current. */
  etag?: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Promise<PublicInvitationResult> {
  const query = code ? `?code=${encodeURIComponent(code)}` : '';
  let response: Response;
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
  // 422 is a slug the API cannot even read: for a visitor, the same as an unknown wedding.
  if (response.status === 404 || response.status === 422) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return {
      kind: 'not-available',
      message: typeof body?.message === 'string' ? body.message : null,
    };
  }
  if (response.status === 304 && etag !== null) return { kind: 'not-modified' };
  if (!response.ok) return { kind: 'failed' };
  try {
    return {
      kind: 'ok',
      invitation: (await response.json()) as PublicInvitation,
      etag: response.headers.get('etag'),
    };
  } catch {
    return { kind: 'failed' };
  }
}
