// What the seating chart and the place cards share: the wedding as printed, its words in the
// request's language, how a table and a person are named on paper, and the paper itself.
import { fill, localize, serverTexts, type Language } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { longDay } from '../../content-kit/long-day.ts';

export type PrintedPerson = components['schemas']['SeatedPerson'];
export type PrintedTable = { name: string; seats: number; people: readonly PrintedPerson[] };

/** A wedding's seating, ready to print: tables in the couple's order, each person in theirs. */
export type SeatingPrint = {
  /** The wedding's name as the couple wrote it ("Ana & Luis"). */
  couple: string;
  date: Date;
  tables: readonly PrintedTable[];
  unseated: readonly PrintedPerson[];
};

export const INK = {
  text: '#1f1f1f',
  muted: '#6b6b6b',
  faint: '#b8b2a7',
  accent: '#8a6d3b',
  alert: '#b42318',
} as const;

type Words = typeof serverTexts.seating.print;

/** The printed words in one language: `say('chartTitle')`, `say('page', { page: 1, pages: 3 })`. */
export function wordsIn(language: Language) {
  const words: Words = serverTexts.seating.print;
  const say = (key: keyof Words, values?: Record<string, string | number>) =>
    localize(values ? fill(words[key], values) : words[key], language);
  const count = (one: keyof Words, other: keyof Words, value: number) =>
    value === 1 ? say(one) : say(other, { count: value });
  return {
    say,
    seats: (value: number) => count('seatsOne', 'seatsOther', value),
    people: (value: number) => count('peopleOne', 'peopleOther', value),
    tables: (value: number) => count('tablesOne', 'tablesOther', value),
    /** A table named only by its number reads "Mesa 3"; any other name as the couple wrote it. */
    table: (name: string) =>
      /^\d+$/.test(name.trim()) ? say('tableNumber', { number: name }) : name,
    /** A person's name, or for an unnamed companion whose they are ("Acompañante de Familia Pérez"). */
    person: (person: PrintedPerson) =>
      person.name ?? say('companionOf', { household: person.household }),
    /** The wedding's day on Mexico City's clock: "Sábado 14 de noviembre de 2026". */
    date: (date: Date) => longDay(date, language, { isCapitalized: true }),
  };
}

export type PrintWords = ReturnType<typeof wordsIn>;
