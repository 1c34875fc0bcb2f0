// The guest list as a real .xlsx, written with exceljs's streaming writer straight into the reply
// (rows go out as they are read; the workbook is never held in memory). Its columns, headers and
// formats are @convite/rules/guest-columns'.
import type { Writable } from 'node:stream';
import { localize, serverTexts, type Language } from '@convite/i18n/server-texts';
import {
  fieldOf,
  GUEST_COLUMNS,
  type GuestColumnSpec,
  type GuestExportField,
  type GuestValueFormat,
} from '@convite/rules/guest-columns';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import ExcelJS from 'exceljs';
import type { GuestExportRow } from './guest-files.repository.ts';

export type ExportGuest = GuestExportRow;

/** What the sheet needs besides the guests: their links, the events' names and the language. */
export type ExportContext = {
  /** A guest's personal invitation link, from its code. */
  linkOf: (code: string) => string;
  /** The wedding's exclusive events by id, listed by name in each guest's row. */
  eventNames: ReadonlyMap<number, string>;
  /** The couple's language (the request's): headers and answers in words. */
  language: Language;
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
  };
}

/** Each column's cell of a guest, in the sheet's order. */
function rowWriters(context: ExportContext): ((guest: ExportGuest) => Cell)[] {
  const writers = cellWriters(context);
  return GUEST_COLUMNS.map((column) => {
    const write = writers[column.format];
    const field = fieldOf(column) as GuestExportField | null;
    return (guest) => write(field === null ? undefined : guest[field], guest);
  });
}

/** A count is a number cell; every other column is text. */
const isNumber = (column: GuestColumnSpec) => column.format === 'count';

/** The headers in a language, in the sheet's order. */
export const exportHeaders = (language: Language): string[] =>
  GUEST_COLUMNS.map((column) => column.header[language]);

/** The sheet's name in a language. */
export const exportSheetName = (language: Language): string =>
  localize(serverTexts.guests.export.sheet, language);

/**
 * Writes the .xlsx into `output` as the batches arrive: a bold header row, frozen and with
 * filters, then a row per guest (committed at once, so memory stays flat however long the list).
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
  const sheet = workbook.addWorksheet(exportSheetName(context.language), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = GUEST_COLUMNS.map((column, index) => ({
    header: column.header[context.language],
    key: String(index),
    width: column.width,
    ...(isNumber(column) ? {} : { style: { numFmt: TEXT_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: GUEST_COLUMNS.length } };
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
  await workbook.commit();
}
