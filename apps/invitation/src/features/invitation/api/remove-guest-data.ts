import { readErrorBody } from '@convite/api/api-error';
import type { Language } from '@convite/i18n/create-i18n';

export type GuestDataRemovalResult =
  /** Removed now, or before (the API's message, in the guest's language). */
  | { kind: 'removed'; message: string | null }
  /** Refused (a wrong code, too many tries, a preview) or not reached: the message to show, if any. */
  | { kind: 'failed'; message: string | null };

/**
 * POST /v1/public/invitations/{slug}/removal (removeGuestData): the guest's own request, from their
 * link, to delete their data. Through the app's own origin (server/api-proxy.ts), which also drops any
 * copy of the guest's invitation it kept for when the API is away.
 */
export async function removeGuestData({
  slug,
  code,
  language,
  fetchImpl = fetch,
}: {
  slug: string;
  code: string;
  language: Language;
  fetchImpl?: typeof fetch;
}): Promise<GuestDataRemovalResult> {
  try {
    const response = await fetchImpl(`/v1/public/invitations/${encodeURIComponent(slug)}/removal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify({ code }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as unknown;
    const { message = null } = readErrorBody(body);
    return response.ok ? { kind: 'removed', message } : { kind: 'failed', message };
  } catch {
    return { kind: 'failed', message: null };
  }
}
