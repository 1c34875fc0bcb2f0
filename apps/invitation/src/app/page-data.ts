import type { Language } from '@convite/i18n/create-i18n';
import type { ConfirmationFormState } from '@convite/invitation-renderer/confirmation-rules';
import type { PublicInvitation } from '../lib/public-invitation.ts';

/**
 * What the confirmation form shows first when it was used without scripts (create-server.ts): the
 * thanks after a saved answer, the form opened to change the answer, the form filled by a quick
 * choice ("Todos vamos a todo"), or an answer refused (by the API, or incomplete) with its message
 * (in the guest's language) and the form as it was sent, to correct.
 */
export type FormOutcome =
  | { kind: 'saved' }
  | { kind: 'change' }
  | { kind: 'filled'; draft: ConfirmationFormState }
  | {
      kind: 'refused';
      message: string;
      fieldErrors: Record<string, string[]> | null;
      draft: ConfirmationFormState | null;
    };

/** What one request renders; the server decides it and embeds it in the page for hydration. */
export type PageData =
  | {
      kind: 'invitation';
      slug: string;
      code: string | null;
      invitation: PublicInvitation;
      /** The couple's preview token: the guest it names, read-only (no opening, no answer). */
      preview?: string;
      /** Sent back with a form answer: the idempotency of a form sent twice (form-answer.ts). */
      formToken?: string;
      form?: FormOutcome;
      /**
       * The API did not answer: the guest's own invitation as it was last kept ('kept'), or the
       * wedding's shared one ('shared'), shown under a quiet note (server/kept-invitations.ts).
       */
      offline?: 'kept' | 'shared';
    }
  /** The couple's preview token was refused (expired, forged): the API's words for it. */
  | { kind: 'preview-refused'; message: string }
  /** The guest of the link deleted their data (the API's guest_left), in the API's words. */
  | { kind: 'guest-left'; message: string | null }
  /** The wedding is unknown or inactive (the API answered 404). */
  | { kind: 'not-available' }
  /** Any path other than `/<slug>`. */
  | { kind: 'not-found' }
  /** The API did not answer in time or failed, and nothing of the wedding is kept: try again later. */
  | { kind: 'unavailable' }
  /** Too many tries (the API's 429): wait this many seconds (null: it did not say). */
  | { kind: 'limited'; retryAfterSeconds: number | null }
  /**
   * A form sent without scripts the API could not take, for a guest with nothing kept to render
   * the form from: the fields as sent, to send again as they are.
   */
  | { kind: 'answer-not-sent'; fields: [string, string][] };

/** Everything the client needs to hydrate exactly what the server rendered. */
export type PageBootstrap = {
  page: PageData;
  language: Language;
  /** The server's clock when it rendered (ISO), so the countdown's first text matches. */
  now: string;
};

/** The element id of the embedded JSON. */
export const BOOTSTRAP_ELEMENT_ID = 'app-data';
