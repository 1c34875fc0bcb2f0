import { readErrorBody, type ErrorCode } from '@convite/api/api-error';
import type { Language } from '@convite/i18n/create-i18n';
import type { ConfirmationAnswer } from '@convite/invitation-renderer/model';

/**
 * POST /v1/public/invitations/{slug}/confirmation (confirmInvitation): from the browser through the
 * app's own origin (the script's sender), and from the app's server straight to the API (the form sent
 * without scripts, with the guest's address). One request, so both ways meet the same rules, the same
 * idempotency and the same limits.
 */
export function postConfirmation({
  apiBase = '',
  slug,
  code,
  answer,
  idempotencyKey,
  language,
  headers = {},
  timeoutMs,
  fetchImpl = fetch,
}: {
  apiBase?: string;
  slug: string;
  code: string;
  answer: ConfirmationAnswer;
  idempotencyKey: string;
  language: Language;
  headers?: Record<string, string>;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): Promise<Response> {
  return fetchImpl(`${apiBase}/v1/public/invitations/${encodeURIComponent(slug)}/confirmation`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      'Idempotency-Key': idempotencyKey,
      ...headers,
    },
    body: JSON.stringify({ code, ...answer }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** What the API's answer says: the saved guest (200), or the refusal's code, message and field errors. */
export type ConfirmationReply = {
  guest: unknown;
  code: ErrorCode | null;
  message: string | null;
  fieldErrors: Record<string, string[]> | null;
};

/** The answer's body read as the contract shapes it; an unreadable body reads as empty. */
export async function readConfirmationReply(response: Response): Promise<ConfirmationReply> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: a proxy's page
  }
  const { code = null, message = null, errors } = readErrorBody(body);
  return {
    guest: (body as { guest?: unknown } | null)?.guest ?? null,
    code,
    message,
    fieldErrors: code === 'validation_failed' ? errors : null,
  };
}
