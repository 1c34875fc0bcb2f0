import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import {
  MESSAGE_TEMPLATE_MAX_LENGTH,
  MESSAGE_KINDS,
  messageTemplateProblem,
  type MessageKind,
  type MessageTemplateProblem,
  type MessageLanguage,
} from '@convite/rules/message-template';
import { PLAN_FEATURES, TEST_MODE_GUESTS } from '@convite/rules/plans';
import { InvalidFieldsError } from '../../domain/errors.ts';
import {
  assertFeature,
  editableWedding,
  type WeddingAccess,
} from '../../content-kit/wedding-access.ts';
import type { MessageTemplatesRepository } from './message-templates.repository.ts';

export type MessageTemplatesServiceDeps = {
  access: WeddingAccess;
  templates: MessageTemplatesRepository;
};

export type MessageTemplateChange = {
  kind: MessageKind;
  language: MessageLanguage;
  /** null: back to the default text. */
  text: string | null;
};

const PROBLEM_TEXTS = {
  empty: serverTexts.messageTemplates.empty,
  tooLong: fill(serverTexts.messageTemplates.tooLong, { max: MESSAGE_TEMPLATE_MAX_LENGTH }),
  linkMissing: serverTexts.messageTemplates.linkMissing,
  passMissing: serverTexts.messageTemplates.passMissing,
} satisfies Record<MessageTemplateProblem, LocalizedText>;

/** The couple's WhatsApp messages: read by the owner, written like the guest list (active wedding). */
export function createMessageTemplatesService(deps: MessageTemplatesServiceDeps) {
  async function templatesOf(weddingId: number) {
    const rows = await deps.templates.ofWedding(weddingId);
    const of = (kind: MessageKind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row === undefined
        ? null
        : { language: row.language, text: row.text, updatedAt: row.updatedAt.toISOString() };
    };
    return Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, of(kind)])) as Record<
      MessageKind,
      ReturnType<typeof of>
    >;
  }

  return {
    async get(clientId: number, weddingId: number) {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return templatesOf(wedding.id);
    },

    async update(clientId: number, weddingId: number, change: MessageTemplateChange) {
      const wedding = await editableWedding(deps.access, clientId, weddingId);
      assertFeature(wedding, PLAN_FEATURES.rsvpAdmin, { isAvailable: true, max: TEST_MODE_GUESTS });
      if (change.text === null) {
        await deps.templates.remove(wedding.id, change.kind);
        return {
          message: serverTexts.messageTemplates.reset,
          templates: await templatesOf(wedding.id),
        };
      }
      const problem = messageTemplateProblem(change.text, change.kind);
      if (problem !== null) throw InvalidFieldsError.field('text', PROBLEM_TEXTS[problem]);
      await deps.templates.save(wedding.id, { ...change, text: change.text });
      return {
        message: serverTexts.messageTemplates.saved,
        templates: await templatesOf(wedding.id),
      };
    },
  };
}
