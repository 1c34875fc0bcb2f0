// Sending a guest's invitation through the WhatsApp Business Cloud API sits behind this interface
// (ARCHITECTURE.md: the embedded default is the couple's own phone through wa.me links, which needs
// no driver; the Cloud API driver exists only when configured). Services see only this type.

export type WhatsAppTemplateKind = 'invitation' | 'reminder' | 'pass';

/** What the invitation, reminder and pass templates say: the same four body parameters. */
export type TemplateParameters = Readonly<{
  guestName: string;
  couple: string;
  /** The wedding's date, written out in the template's language (Mexico City time). */
  date: Date;
  /** The guest's personal link; in the pass, the household's pass link. */
  link: string;
}>;

/** One approved template message to one guest. */
export type TemplateMessage = {
  /** E.164, with the +. */
  to: string;
  kind: WhatsAppTemplateKind;
  /** The template's body parameters, in this order: {{1}} to {{4}}. */
  parameters: TemplateParameters;
  /**
   * Ours, echoed by Meta in every status webhook of this message (biz_opaque_callback_data): the
   * message row's id, so a status can be traced to its row even when the wamid was never recorded.
   */
  reference: string;
};

/** Why the Cloud API refused or could not be reached, as the row records it. */
export type WhatsAppFailure = {
  /** Graph's error code (131026, 132001…), or null when there was no Graph answer (timeout, network). */
  code: number | null;
  /** A short English title for the logs and the row, never the message or the number. */
  title: string;
  /**
   * True when the same message may succeed later unchanged (an outage, a rate limit, a refused
   * token an operator can fix); false when Meta refuses this message as it is (an undeliverable
   * number, a missing template, a bad parameter).
   */
  retryable: boolean;
};

export type SendResult =
  /** Accepted by Meta: the message id (wamid.…) its status webhooks name. */
  { ok: true; wamid: string } | { ok: false; failure: WhatsAppFailure };

export type WhatsAppSender = {
  /** Whether an approved template of `kind` is configured (the pass's is optional). */
  sends(kind: WhatsAppTemplateKind): boolean;
  send(message: TemplateMessage): Promise<SendResult>;
};
