// The confirmation form sent without scripts (a POST of application/x-www-form-urlencoded to the
// guest's page): read as the script's form reads itself, sent to the API as the script sends it
// (confirmInvitation, with the guest's address), and turned into what the page shows next.
import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@convite/i18n/create-i18n';
import {
  answerProblems,
  FORM_TOKEN_FIELD,
  formContext,
  initialConfirmationState,
  QUICK_FIELD,
  stateFromFormFields,
  toConfirmationAnswer,
  type ConfirmationFormState,
} from '@convite/invitation-renderer/confirmation-rules';
import type { ConfirmationAnswer } from '@convite/invitation-renderer/model';
import { visibleEvents } from '@convite/invitation-renderer/visibility';
import type { FormOutcome } from '../app/page-data.ts';
import {
  postConfirmation,
  readConfirmationReply,
} from '../features/invitation/api/post-confirmation.ts';
import type { PublicInvitation } from '../lib/public-invitation.ts';

type Guest = NonNullable<PublicInvitation['guest']>;

/**
 * What a form sent without scripts carries for this guest, read with the rules of the script's form:
 * the form as it stood (to show again), the answer it makes, what is still missing (answerProblems)
 * and whether it was a quick choice ("Todos vamos a todo", "Nadie podrá ir": fill, send nothing).
 * The form starts blank, not from the saved answer: every field the page showed is in the body.
 */
export function answerFromForm(
  fields: URLSearchParams,
  guest: Guest,
  wedding: PublicInvitation['wedding'],
): {
  state: ConfirmationFormState;
  answer: ConfirmationAnswer;
  problems: string[];
  isQuick: boolean;
} {
  const context = formContext(wedding, guest, visibleEvents(wedding.events, guest));
  const blank = initialConfirmationState(guest, context);
  // Who goes where is only what the form says: a line left unanswered is unanswered.
  for (const seat of blank.seats) {
    seat.going = {};
    seat.meals = {};
  }
  const state = stateFromFormFields(fields, blank, context);
  return {
    state,
    answer: toConfirmationAnswer(state, context),
    problems: answerProblems(state, context),
    isQuick: fields.get(QUICK_FIELD) !== null,
  };
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
  /** A quick choice: the page with the form filled by it, nothing sent. */
  | { kind: 'filled'; form: FormOutcome }
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
  unreachableMessage = fallbackMessage,
  incompleteMessage,
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
  /** In the guest's language: the API did not answer, so the answer was not sent (send it again). */
  unreachableMessage?: string;
  /** In the guest's language: the form lacks an answer it needs (nothing is sent). */
  incompleteMessage: string;
}): Promise<FormAnswerResult> {
  const { guest, wedding } = invitation;
  if (!guest) return { kind: 'gone' };
  const { state, answer, problems, isQuick } = answerFromForm(fields, guest, wedding);
  if (isQuick) return { kind: 'filled', form: { kind: 'filled', draft: state } };
  const token = fields.get(FORM_TOKEN_FIELD);
  const refused = (
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> | null = null,
    retryAfter: string | null = null,
  ): FormAnswerResult => ({
    kind: 'refused',
    status,
    form: { kind: 'refused', message, fieldErrors, draft: state },
    retryAfter,
  });
  // What the script's form would not send is not sent: the page marks what is missing.
  if (problems.length > 0) return refused(422, incompleteMessage);
  let response: Response;
  try {
    response = await postConfirmation({
      apiBase: apiTarget,
      slug,
      code,
      // The invitation just read for this form seals the context that spares the API a read.
      answer:
        guest.answerContext === undefined
          ? answer
          : { ...answer, answerContext: guest.answerContext },
      idempotencyKey: formIdempotencyKey(token, slug, code, answer),
      language,
      headers: { 'X-Forwarded-For': guestAddress },
      timeoutMs,
    });
  } catch {
    return refused(503, unreachableMessage, null, '30');
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
