// The guest list as a real .xlsx, written with exceljs's streaming writer straight into the reply
// (rows go out as they are read; the workbook is never held in memory). The guests' sheet comes
// first (the import reads a workbook's first sheet, so an export imports again as the same
// households): its columns, headers and formats are @convite/rules/guest-columns', then the answers
// to the per-household questions. Then the caterer's summary (per event: adults, children, each
// meal, each diet) and a sheet per event listing everyone attending it.
import type { Writable } from 'node:stream';
import { fill, localize, serverTexts, type Language } from '@convite/i18n/server-texts';
import {
  fieldOf,
  GUEST_COLUMNS,
  type GuestColumnSpec,
  type GuestExportField,
  type GuestValueFormat,
} from '@convite/rules/guest-columns';
import { formatMemberList, memberFullName, YES_NO_VALUES } from '@convite/rules/households';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import ExcelJS from 'exceljs';
import type {
  AttendingPerson,
  ExportEvent,
  ExportQuestion,
  GuestExportRow,
} from './guest-files.repository.ts';
import type { EventHeadCount } from './guest-head-count.ts';

export type ExportGuest = GuestExportRow;

/** What the sheets need besides the guests: links, events, questions, head counts, the language. */
export type ExportContext = {
  /** A guest's personal invitation link, from its code. */
  linkOf: (code: string) => string;
  /** The wedding's exclusive events by id, listed by name in each guest's row. */
  eventNames: ReadonlyMap<number, string>;
  /** The couple's language (the request's): headers and answers in words. */
  language: Language;
  /** The couple's questions in order: per household on the guests' sheet, per person on the events'. */
  questions: readonly ExportQuestion[];
  /** The wedding's events in the invitation's order, each with its menu: a sheet each. */
  events: readonly ExportEvent[];
  /** Everyone attending an event (read when its sheet is written). */
  attendingAt: (eventId: number) => Promise<AttendingPerson[]>;
  /** Each event's head count, as the summary counts it. */
  headCounts: () => Promise<EventHeadCount[]>;
};

type Cell = string | number | null;
type Words = typeof serverTexts.guests.export;

const mexicoCityClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: WEDDING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Formatted minutes: an export repeats the same instants (an import stamps every row alike). */
const clockCache = new Map<number, string>();
const CLOCK_CACHE_SIZE = 20_000;

/**
 * An ISO instant as Mexico City's wall clock: `2030-06-15 12:00`. Intl rather than luxon here:
 * an export formats three dates a guest, and luxon's zone conversion costs about 20 µs each.
 */
export function mexicoCityTime(iso: string | null): string | null {
  if (iso === null) return null;
  if (iso === lastClock.iso) return lastClock.text; // the row before's instant: no parsing
  const text = clockOf(iso);
  lastClock = { iso, text };
  return text;
}

let lastClock: { iso: string; text: string | null } = { iso: '', text: null };

function clockOf(iso: string): string | null {
  const minute = Math.floor(Date.parse(iso) / 60_000);
  if (Number.isNaN(minute)) return null;
  const cached = clockCache.get(minute);
  if (cached !== undefined) return cached;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of mexicoCityClock.formatToParts(minute * 60_000)) part[type] = value;
  const text = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  if (clockCache.size >= CLOCK_CACHE_SIZE) clockCache.clear();
  clockCache.set(minute, text);
  return text;
}

/** A control character, a surrogate (paired or lone) or U+FFFE/U+FFFF: xmlText removes it. */
// eslint-disable-next-line no-control-regex
const NEEDS_XML_CLEANING = /[\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

/**
 * What XML 1.0 can carry: line breaks become \n (XML turns a bare \r into \n anyway) and the
 * control characters XML forbids are dropped, so the file always opens.
 */
export function xmlText(text: string): string {
  if (!NEEDS_XML_CLEANING.test(text)) return text; // nearly every cell: no copy, no per-character walk
  const kept = Array.from(text.replace(/\r\n?/g, '\n'), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20) return code === 0x09 || code === 0x0a ? char : '';
    if (code === 0xfffe || code === 0xffff) return '';
    return code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : char; // a lone surrogate
  });
  return kept.join('');
}

/**
 * Excel's "Text" number format. Every text cell is written as a string (never a formula in
 * xlsx), so "=SUM(A1)" or "+525512345678" shows exactly as typed; the Text format keeps it so
 * when the couple edits the cell (Excel would otherwise run "=…" or turn a phone into a number),
 * the way Excel marks typed text, without a visible apostrophe.
 */
export const TEXT_FORMAT = '@';

/** Writes a column's value (its stored field's; undefined for a column of none) as a cell. */
type CellWriter = (value: unknown, guest: ExportGuest) => Cell;

/** How each format of @convite/rules/guest-columns writes its values, in the couple's language. */
function cellWriters(context: ExportContext): Record<GuestValueFormat, CellWriter> {
  const say = (word: keyof Words) => localize(serverTexts.guests.export[word], context.language);
  return {
    text: (value) => value as string | null,
    count: (value) => value as number | null,
    yesNo: (value) => say(value === true ? 'yes' : 'no'),
    answer: (value) => say(value === null ? 'noAnswer' : value === true ? 'attending' : 'declined'),
    dateTime: (value) => mexicoCityTime(value as string | null),
    link: (value) => context.linkOf(value as string),
    events: (_value, guest) =>
      guest.eventIds.map((id) => context.eventNames.get(id) ?? String(id)).join(', ') || null,
    // The import reads it back (parseMemberList): "Ana Pérez; Sofía Pérez (niño)".
    members: (_value, guest) => formatMemberList(guest.members, say('childMark')) || null,
  };
}

/** An answer to one of the couple's questions as a cell: yes and no in words, else as given. */
function answerWriter(context: ExportContext) {
  const say = (word: keyof Words) => localize(serverTexts.guests.export[word], context.language);
  return (question: ExportQuestion, answers: Readonly<Record<string, string>>): Cell => {
    const answer = answers[String(question.id)];
    if (answer === undefined || answer === '') return null;
    if (question.kind !== 'yesNo') return answer;
    return answer === YES_NO_VALUES.yes
      ? say('yes')
      : answer === YES_NO_VALUES.no
        ? say('no')
        : answer;
  };
}

/** Each column's cell of a guest, in the sheet's order, then its per-household answers. */
function rowWriters(context: ExportContext): ((guest: ExportGuest) => Cell)[] {
  const writers = cellWriters(context);
  const answer = answerWriter(context);
  return [
    ...GUEST_COLUMNS.map((column) => {
      const write = writers[column.format];
      const field = fieldOf(column) as GuestExportField | null;
      return (guest: ExportGuest) => write(field === null ? undefined : guest[field], guest);
    }),
    ...householdQuestions(context).map(
      (question) => (guest: ExportGuest) => answer(question, guest.answers),
    ),
  ];
}

const householdQuestions = (context: ExportContext) =>
  context.questions.filter((question) => !question.perPerson);
const personQuestions = (context: ExportContext) =>
  context.questions.filter((question) => question.perPerson);

/** What Excel refuses in a sheet's name, and its longest name. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/**
 * A sheet name Excel takes for `wanted` (no []:*?/\, at most 31 characters, not blank) that no
 * sheet of `taken` has (Excel ignores case): "Cena (2)" after another "Cena".
 */
export function sheetName(wanted: string, taken: Set<string>, fallback: string): string {
  const base =
    wanted.replace(SHEET_NAME_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().replace(/^'|'$/g, '') ||
    fallback;
  for (let copy = 1; ; copy += 1) {
    const suffix = copy === 1 ? '' : ` (${copy})`;
    const name = `${base.slice(0, SHEET_NAME_MAX - suffix.length).trim()}${suffix}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

type SheetColumn = { header: string; width: number; isNumber?: boolean };

/** A sheet as the guests' one: a bold header row, frozen, with filters; text cells as Text. */
function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly SheetColumn[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    ...(column.isNumber === true ? {} : { style: { numFmt: TEXT_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** Writes a row of cells, each string as XML carries it. */
function addRow(sheet: ExcelJS.Worksheet, cells: readonly Cell[]): void {
  sheet.addRow(cells.map((value) => (typeof value === 'string' ? xmlText(value) : value))).commit();
}

/** The caterer's sheet: per event, adults, children, each meal (and none chosen), each diet. */
async function writeSummarySheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  context: ExportContext,
): Promise<void> {
  const say = (word: keyof Words) => localize(serverTexts.guests.export[word], context.language);
  const words = serverTexts.guests.export;
  const sheet = addSheet(workbook, name, [
    { header: say('event'), width: 28 },
    { header: say('item'), width: 32 },
    { header: say('count'), width: 10, isNumber: true },
  ]);
  for (const event of await context.headCounts()) {
    addRow(sheet, [event.name, say('adults'), event.adults]);
    addRow(sheet, [event.name, say('children'), event.children]);
    for (const meal of event.meals) {
      const item = localize(fill(words.mealCount, { name: meal.name }), context.language);
      addRow(sheet, [event.name, item, meal.count]);
    }
    if (event.meals.length > 0)
      addRow(sheet, [event.name, say('mealNotChosen'), event.mealNotChosen]);
    for (const diet of event.diets) {
      const item = localize(fill(words.dietCount, { diet: diet.diet }), context.language);
      addRow(sheet, [event.name, item, diet.count]);
    }
  }
  sheet.commit();
}

/** An event's sheet: everyone attending it, with their household, meal, diet and answers. */
async function writeEventSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  event: ExportEvent,
  context: ExportContext,
): Promise<void> {
  const say = (word: keyof Words) => localize(serverTexts.guests.export[word], context.language);
  const questions = personQuestions(context);
  const answer = answerWriter(context);
  const sheet = addSheet(workbook, name, [
    { header: say('household'), width: 28 },
    { header: say('person'), width: 24 },
    { header: say('child'), width: 10 },
    { header: say('meal'), width: 20 },
    { header: say('diet'), width: 30 },
    ...questions.map((question) => ({ header: question.prompt, width: 24 })),
  ]);
  const meals = new Map(event.mealOptions.map((meal) => [meal.id, meal.name]));
  const openSeat = serverTexts.guests.export.openSeat;
  for (const person of await context.attendingAt(event.id)) {
    const household = [person.guestName, person.guestLastName ?? ''].join(' ').trim();
    addRow(sheet, [
      household,
      (person.standsForInvitation ? household : memberFullName(person)) ||
        localize(fill(openSeat, { number: person.position }), context.language),
      say(person.isChild ? 'yes' : 'no'),
      person.mealOptionId === null ? null : (meals.get(person.mealOptionId) ?? null),
      person.diet?.trim() || null,
      ...questions.map((question) => answer(question, person.answers)),
    ]);
  }
  sheet.commit();
}

/** A count is a number cell; every other column is text. */
const isNumber = (column: GuestColumnSpec) => column.format === 'count';

/** The guests' sheet's headers in a language, in its order (the question columns aside). */
export const exportHeaders = (language: Language): string[] =>
  GUEST_COLUMNS.map((column) => column.header[language]);

/** The caterer's sheet's name in a language. */
export const summarySheetName = (language: Language): string =>
  localize(serverTexts.guests.export.summarySheet, language);

/** The sheet's name in a language. */
export const exportSheetName = (language: Language): string =>
  localize(serverTexts.guests.export.sheet, language);

/**
 * Writes the .xlsx into `output` as the batches arrive: a bold header row, frozen and with
 * filters, then a row per guest (committed at once, so memory stays flat however long the list);
 * then the caterer's summary and a sheet per event, one after the other.
 */
export async function writeGuestsWorkbook(
  output: Writable,
  batches: () => AsyncIterable<ExportGuest[]>,
  context: ExportContext,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    // The styles are a handful (bold, Text), written once: no per-row cost.
    useStyles: true,
    useSharedStrings: false,
  });
  const taken = new Set<string>();
  const guestSheet = sheetName(exportSheetName(context.language), taken, 'Invitados');
  const sheet = addSheet(workbook, guestSheet, [
    ...GUEST_COLUMNS.map((column) => ({
      header: column.header[context.language],
      width: column.width,
      isNumber: isNumber(column),
    })),
    ...householdQuestions(context).map((question) => ({ header: question.prompt, width: 24 })),
  ]);
  const writers = rowWriters(context);
  for await (const batch of batches()) {
    for (const guest of batch) {
      const cells = writers.map((write) => {
        const value = write(guest);
        return typeof value === 'string' ? xmlText(value) : value;
      });
      sheet.addRow(cells).commit();
    }
  }
  sheet.commit();
  if (context.events.length > 0) {
    await writeSummarySheet(
      workbook,
      sheetName(summarySheetName(context.language), taken, 'Resumen'),
      context,
    );
    for (const [index, event] of context.events.entries()) {
      const name = sheetName(event.name, taken, `${index + 1}`);
      await writeEventSheet(workbook, name, event, context);
    }
  }
  await workbook.commit();
}
