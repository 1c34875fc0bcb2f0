import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatCalendarDay, formatDateTime, LONG_DAY_FORMAT } from '@convite/i18n/dates';
import {
  fillMessageTemplate,
  type MessageKind,
  type MessageLanguage,
  type MessageValues,
} from '@convite/rules/message-template';
import { isRsvpDeadlineAhead } from '@convite/rules/rsvp-deadline';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { useMessageTemplates, type MessageTemplates } from '../api/messages.ts';

export type MessageWedding = Pick<Wedding, 'id' | 'name' | 'date' | 'rsvpDeadline'>;
/** passLink: the household's pass, in the pass message only (null or absent in the others). */
export type MessageGuest = { name: string; link: string; passLink?: string | null };
export type TemplateText = { language: MessageLanguage; text: string; isDefault: boolean };

/**
 * The values a guest's message is filled with, written in the message's language. The deadline only
 * while guests are still asked to answer by it: a passed one leaves its line out.
 */
export function messageValues(
  wedding: Omit<MessageWedding, 'id'>,
  guest: MessageGuest,
  language: MessageLanguage,
  now: Date,
): MessageValues {
  const deadline = wedding.rsvpDeadline;
  const isDeadlineAhead =
    deadline !== null && isRsvpDeadlineAhead(deadline, new Date(wedding.date), now);
  return {
    name: guest.name,
    link: guest.link,
    pass: guest.passLink ?? null,
    couple: wedding.name,
    date: formatDateTime(wedding.date, language, LONG_DAY_FORMAT[language]),
    deadline: isDeadlineAhead
      ? formatCalendarDay(deadline, language, LONG_DAY_FORMAT[language])
      : null,
  };
}

/** Convite's default text of a message in a language (from the dashboard's texts). */
export function useDefaultTemplate() {
  const { i18n } = useTranslation('dashboard');
  return (kind: MessageKind, language: MessageLanguage) =>
    i18n.getFixedT(language, 'dashboard')(`messages.defaults.${kind}`);
}

/**
 * The message the couple sends: their saved text, or the default in the dashboard's language while
 * they never wrote one (or while it loads).
 */
export function useTemplateText() {
  const { i18n } = useTranslation('dashboard');
  const defaultTemplate = useDefaultTemplate();
  return (templates: MessageTemplates | undefined, kind: MessageKind): TemplateText => {
    const saved = templates?.[kind] ?? null;
    if (saved !== null) return { language: saved.language, text: saved.text, isDefault: false };
    const language = currentLanguage(i18n);
    return { language, text: defaultTemplate(kind, language), isDefault: true };
  };
}

/**
 * What writes `kind`'s message for a guest, as the couple's template says. Not ready while their
 * templates load, so nothing goes out with the default text by mistake; a failed load falls back to
 * the default.
 */
export function useGuestMessage(wedding: MessageWedding, kind: MessageKind) {
  const templates = useMessageTemplates(wedding.id);
  const template = useTemplateText()(templates.data, kind);
  return {
    isReady: !templates.isPending,
    messageFor: (guest: MessageGuest, now = new Date()) =>
      fillMessageTemplate(template.text, messageValues(wedding, guest, template.language, now)),
  };
}
