// The confirmation form sent without scripts (a POST of application/x-www-form-urlencoded to the
// guest's page): read as the script's form reads itself, sent to the API as the script sends it
// (confirmInvitation, with the guest's address), and turned into what the page shows next.
import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@convite/i18n/create-i18n';
import {
  FORM_TOKEN_FIELD,
  initialConfirmationState,
  stateFromFormFields,
  toConfirmationAnswer,
} from '@convite/invitation-renderer/confirmation-rules';
import type { ConfirmationAnswer } from '@convite/invitation-renderer/model';
import type { FormOutcome } from '../app/page-data.ts';
import {
  postConfirmation,
  readConfirmationReply,
} from '../features/invitation/api/post-confirmation.ts';
import type { PublicInvitation } from '../lib/public-invitation.ts';

/** The answer a form carries for this guest, with the rules of the script's form (a "no" has no count). */
export function answerFromForm(
  fields: URLSearchParams,
  guest: NonNullable<PublicInvitation['guest']>,
  wedding: Pick<PublicInvitation['wedding'], 'foodRestrictionsEnabled' | 'messageEnabled'>,
): ConfirmationAnswer {
  const state = stateFromFormFields(fields, initialConfirmationState(null), guest.maxGuestsAllowed);
  return toConfirmationAnswer(state, {
    maxGuestsAllowed: guest.maxGuestsAllowed,
    foodRestrictionsEnabled: wedding.foodRestrictionsEnabled,
    messageEnabled: wedding.messageEnabled,
  });
}

/**
 * The Idempotency-Key of a form: the same page's form sent twice with the same answer (a double tap, a
 * browser resending) is one key, so the API saves it once; another answer is another key. A form
 * without its token (a page older than this) gets a key of its own.
 */
export function formIdempotencyKey(
  token: string | null,
  slug: string,
  code: string,
  answer: ConfirmationAnswer,
): string {
  if (!token) return randomUUID();
  return createHash('sha256')
    .update(JSON.stringify([token, slug, code.toUpperCase(), answer]))
    .digest('base64url');
}

export type FormAnswerResult =
  /** Saved: the page with the thanks, after a redirect. */
  | { kind: 'saved' }
  /** The wedding or the guest is gone (not_found): the page as it now is. */
  | { kind: 'gone' }
  | { kind: 'refused'; status: number; form: FormOutcome; retryAfter: string | null };

/** Sends a form's answer to the API, as the script's sender does; never throws. */
export async function sendFormAnswer({
  apiTarget,
  slug,
  code,
  fields,
  invitation,
  language,
  guestAddress,
  timeoutMs,
  fallbackMessage,
}: {
  apiTarget: string;
  slug: string;
  code: string;
  fields: URLSearchParams;
  invitation: PublicInvitation;
  language: Language;
  guestAddress: string;
  timeoutMs: number;
  /** In the guest's language: the API did not answer, or answered without a message. */
  fallbackMessage: string;
}): Promise<FormAnswerResult> {
  const { guest, wedding } = invitation;
  if (!guest) return { kind: 'gone' };
  const answer = answerFromForm(fields, guest, wedding);
  const token = fields.get(FORM_TOKEN_FIELD);
  const refused = (
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> | null = null,
    retryAfter: string | null = null,
  ): FormAnswerResult => ({
    kind: 'refused',
    status,
    form: { kind: 'refused', message, fieldErrors, draft: answer },
    retryAfter,
  });
  let response: Response;
  try {
    response = await postConfirmation({
      apiBase: apiTarget,
      slug,
      code,
      answer,
      idempotencyKey: formIdempotencyKey(token, slug, code, answer),
      language,
      headers: { 'X-Forwarded-For': guestAddress },
      timeoutMs,
    });
  } catch {
    return refused(503, fallbackMessage, null, '30');
  }
  const reply = await readConfirmationReply(response);
  if (response.ok && reply.guest) return { kind: 'saved' };
  if (reply.code === 'not_found') return { kind: 'gone' };
  // The page answers with the API's status when the guest can act on it (409, 422, 429); anything
  // else is "try again soon".
  const status = [409, 422, 429].includes(response.status) ? response.status : 503;
  return refused(
    status,
    reply.message ?? fallbackMessage,
    reply.fieldErrors,
    response.headers.get('retry-after') ?? (status === 503 ? '30' : null),
  );
}
