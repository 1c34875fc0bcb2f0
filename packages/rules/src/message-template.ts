// The couple's WhatsApp messages (the invitation, the reminder, and the pass sent the week before):
// the placeholders they insert, the rules a saved template meets, and the one function that fills a
// template for a guest, used by the dashboard's preview, its send buttons and the walkthroughs alike.

export const MESSAGE_KINDS = ['invitation', 'reminder', 'pass'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_LANGUAGES = ['es', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** A WhatsApp message stays readable on a phone; the personal link alone is about 60 characters. */
export const MESSAGE_TEMPLATE_MAX_LENGTH = 1000;

export const PLACEHOLDERS = ['name', 'link', 'pass', 'couple', 'date', 'deadline'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * The word inside the braces, in each language, so a couple writing in Spanish reads `{nombre}`. A
 * template may use either language's words: both are filled.
 */
const TOKEN_WORDS: Record<Placeholder, Record<MessageLanguage, string>> = {
  name: { es: 'nombre', en: 'name' },
  link: { es: 'enlace', en: 'link' },
  pass: { es: 'pase', en: 'pass' },
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

/**
 * The link a message of `kind` cannot go without: the household's pass in the pass, the personal
 * invitation link in the others.
 */
export function requiredPlaceholderOf(kind: MessageKind): Placeholder {
  return kind === 'pass' ? 'pass' : 'link';
}

const PLACEHOLDERS_OF_KIND: Record<MessageKind, readonly Placeholder[]> = {
  invitation: ['name', 'link', 'couple', 'date'],
  // Only the reminder speaks of the deadline to answer.
  reminder: ['name', 'link', 'couple', 'date', 'deadline'],
  // The answer is in: the pass replaces the invitation's link.
  pass: ['name', 'pass', 'couple', 'date'],
};

/** The placeholders each message offers, its required link among them. */
export function placeholdersOf(kind: MessageKind): readonly Placeholder[] {
  return PLACEHOLDERS_OF_KIND[kind];
}

/**
 * The guest's and the wedding's values, already formatted; null (or '') when there is none. The
 * pass link only for a household that has one (answered, someone attending).
 */
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

export type MessageTemplateProblem = 'empty' | 'tooLong' | 'linkMissing' | 'passMissing';

/**
 * Why a template of `kind` cannot be saved, or null: it has words, fits a message, and carries its
 * required link (requiredPlaceholderOf): an invitation or reminder without the personal link invites
 * the guest to nothing, a pass message without the pass lets nobody in.
 */
export function messageTemplateProblem(
  template: string,
  kind: MessageKind,
): MessageTemplateProblem | null {
  if (template.trim() === '') return 'empty';
  if (template.length > MESSAGE_TEMPLATE_MAX_LENGTH) return 'tooLong';
  const required = requiredPlaceholderOf(kind);
  const words = Array.from(template.matchAll(TOKEN), (match) => match[1]);
  if (words.some((word) => PLACEHOLDER_OF_WORD.get(word ?? '') === required)) return null;
  return required === 'pass' ? 'passMissing' : 'linkMissing';
}

/** A reminder is not sent again to a guest reminded within this many hours. */
export const REMINDER_PAUSE_HOURS = 24;

/** Whether the guest was reminded less than REMINDER_PAUSE_HOURS before `now`. */
export function isRecentlyReminded(remindedAt: string | null, now: Date): boolean {
  if (remindedAt === null) return false;
  const elapsed = now.getTime() - new Date(remindedAt).getTime();
  return elapsed < REMINDER_PAUSE_HOURS * 3_600_000;
}
