// The couple's WhatsApp messages (the invitation and the reminder): the placeholders they insert, the
// rules a saved template meets, and the one function that fills a template for a guest, used by the
// dashboard's preview, its send buttons and the "send to the pending" walkthrough alike.

export const MESSAGE_KINDS = ['invitation', 'reminder'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_LANGUAGES = ['es', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** A WhatsApp message stays readable on a phone; the personal link alone is about 60 characters. */
export const MESSAGE_TEMPLATE_MAX_LENGTH = 1000;

export const PLACEHOLDERS = ['name', 'link', 'couple', 'date', 'deadline'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * The word inside the braces, in each language, so a couple writing in Spanish reads `{nombre}`. A
 * template may use either language's words: both are filled.
 */
const TOKEN_WORDS: Record<Placeholder, Record<MessageLanguage, string>> = {
  name: { es: 'nombre', en: 'name' },
  link: { es: 'enlace', en: 'link' },
  couple: { es: 'pareja', en: 'couple' },
  date: { es: 'fecha', en: 'date' },
  deadline: { es: 'fecha_limite', en: 'deadline' },
};

const PLACEHOLDER_OF_WORD = new Map<string, Placeholder>(
  PLACEHOLDERS.flatMap((placeholder) =>
    MESSAGE_LANGUAGES.map((language) => [TOKEN_WORDS[placeholder][language], placeholder] as const),
  ),
);

const TOKEN = /\{([a-z_]+)\}/g;

/** What the couple inserts for `placeholder` in a template written in `language`, e.g. `{enlace}`. */
export function placeholderToken(placeholder: Placeholder, language: MessageLanguage): string {
  return `{${TOKEN_WORDS[placeholder][language]}}`;
}

/** The placeholders each message offers: only the reminder speaks of the deadline to answer. */
export function placeholdersOf(kind: MessageKind): readonly Placeholder[] {
  return kind === 'reminder' ? PLACEHOLDERS : PLACEHOLDERS.filter((p) => p !== 'deadline');
}

/** The guest's and the wedding's values, already formatted; null (or '') when there is none. */
export type MessageValues = Record<Placeholder, string | null>;

/**
 * The message for one guest: every placeholder replaced by its value. A line whose placeholder has
 * no value (a reminder's deadline when the couple set none) is left out rather than sent half
 * written; unknown braces are kept as the couple typed them.
 */
export function fillMessageTemplate(template: string, values: MessageValues): string {
  const lines = template.split('\n').flatMap((line) => {
    let isMissingValue = false;
    const filled = line.replace(TOKEN, (token, word: string) => {
      const placeholder = PLACEHOLDER_OF_WORD.get(word);
      if (placeholder === undefined) return token;
      const value = values[placeholder];
      if (value === null || value === '') isMissingValue = true;
      return value ?? '';
    });
    return isMissingValue ? [] : [filled];
  });
  // A dropped line may leave two blank lines together.
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type MessageTemplateProblem = 'empty' | 'tooLong' | 'linkMissing';

/**
 * Why a template cannot be saved, or null: it has words, fits a message, and carries the guest's
 * personal link (a message without it invites the guest to nothing).
 */
export function messageTemplateProblem(template: string): MessageTemplateProblem | null {
  if (template.trim() === '') return 'empty';
  if (template.length > MESSAGE_TEMPLATE_MAX_LENGTH) return 'tooLong';
  const words = Array.from(template.matchAll(TOKEN), (match) => match[1]);
  return words.some((word) => PLACEHOLDER_OF_WORD.get(word ?? '') === 'link')
    ? null
    : 'linkMissing';
}

/** A reminder is not sent again to a guest reminded within this many hours. */
export const REMINDER_PAUSE_HOURS = 24;

/** Whether the guest was reminded less than REMINDER_PAUSE_HOURS before `now`. */
export function isRecentlyReminded(remindedAt: string | null, now: Date): boolean {
  if (remindedAt === null) return false;
  const elapsed = now.getTime() - new Date(remindedAt).getTime();
  return elapsed < REMINDER_PAUSE_HOURS * 3_600_000;
}
