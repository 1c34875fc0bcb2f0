import type { ConfirmationFormState } from '../../confirmation-rules.ts';
import type { ConfirmationAnswer, ConfirmationStatus } from '../../model.ts';

/** What the page that renders the invitation gives the confirmation: its state and what to call. */
export type ConfirmationProps = {
  status: ConfirmationStatus;
  errorMessage?: string;
  fieldErrors?: Record<string, string[]>;
  onSubmit: (answer: ConfirmationAnswer) => void;
  /** The bare link: the guest typed a code. */
  onCode: (code: string) => void;
  /** The code to prefill in the code field when no guest is known (e.g. a mistyped one). */
  code?: string | null;
  /**
   * The form as it was sent without scripts: an answer the server refused (shown again, ready to
   * change, with what is missing marked), or filled by a quick choice ("Todos vamos a todo").
   */
  draft?: ConfirmationFormState | null;
  /**
   * Without scripts, "Cambiar mi respuesta" and "Cancelar el cambio" are links: to the page opened
   * ready to change the saved answer, and back to the page as it was.
   */
  updateLinks?: { change: string; cancel: string } | null;
  /** The form opens ready to change the saved answer (the page `updateLinks.change` points to). */
  startsInUpdateMode?: boolean;
  /** Sent with the form when it goes without scripts (the server's idempotency for it). */
  formToken?: string | null;
  /**
   * The couple's preview of a guest's page: the guest's form as they will see it, with nothing in
   * it that can be chosen or sent (the server refuses a preview's answer too).
   */
  readOnly?: boolean;
};
