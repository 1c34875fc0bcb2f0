// The guest list as a real .xlsx, written with exceljs's streaming writer straight into the reply
// (rows go out as they are read; the workbook is never held in memory).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { GuestExportRow } from './guests.repository.ts';

export const EXPORT_TIME_ZONE = 'America/Mexico_City';
export const EXPORT_SHEET_NAME = 'Invitados';

export type ExportGuest = GuestExportRow;

/** A guest's personal invitation link, from its code. */
export type LinkOf = (code: string) => string;

type Cell = string | number | null;

const answer = (confirmation: boolean | null) =>
  confirmation === null ? 'Sin respuesta' : confirmation ? 'Sí' : 'No';

const mexicoCityClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: EXPORT_TIME_ZONE,
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

/** Starts a spreadsheet (or a CSV saved from it) could run as a formula. */
export const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A control character, a surrogate (paired or lone) or U+FFFE/U+FFFF: the slow path checks it. */
// eslint-disable-next-line no-control-regex
const NEEDS_XML_CLEANING = /[\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

/** Either of the above: a formula start, or a character xmlText changes. */
// eslint-disable-next-line no-control-regex
const NEEDS_NEUTRALIZING = /^[=+\-@]|[\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

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
 * Text a spreadsheet could run as a formula (=, +, -, @, a tab or a line break first) gets a
 * leading apostrophe. The cell is a string cell anyway (never a formula in xlsx); the apostrophe
 * keeps it inert if the sheet is saved again as CSV.
 */
export function neutralize(text: string): string {
  if (!NEEDS_NEUTRALIZING.test(text)) return text; // nearly every cell: one test, no copy
  const safe = xmlText(text);
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

const COLUMNS: ReadonlyArray<{
  header: string;
  width: number;
  value: (guest: ExportGuest, linkOf: LinkOf) => Cell;
  /** Text the export composes (fixed words, dates, ids): nothing a guest typed to neutralise. */
  isComposed?: boolean;
}> = [
  { header: 'Nombre', width: 20, value: (g) => g.name },
  { header: 'Apellido', width: 20, value: (g) => g.lastName },
  { header: 'Teléfono', width: 16, value: (g) => g.phone },
  { header: 'Invitados máximos', width: 10, value: (g) => g.maxGuestsAllowed },
  { header: 'Mensaje especial', width: 30, value: (g) => g.specialMessage },
  { header: 'Enviada', width: 8, value: (g) => (g.sent ? 'Sí' : 'No'), isComposed: true },
  { header: 'Respuesta', width: 14, value: (g) => answer(g.confirmation), isComposed: true },
  { header: 'Invitados confirmados', width: 10, value: (g) => g.confirmedGuests },
  { header: 'Restricciones alimentarias', width: 30, value: (g) => g.foodRestrictions },
  { header: 'Mensaje', width: 30, value: (g) => g.message },
  {
    header: 'Fecha de respuesta',
    width: 17,
    value: (g) => mexicoCityTime(g.confirmedAt),
    isComposed: true,
  },
  { header: 'Código', width: 10, value: (g) => g.code },
  { header: 'Enlace', width: 50, value: (g, linkOf) => linkOf(g.code) },
  {
    header: 'Eventos exclusivos',
    width: 14,
    value: (g) => g.eventIds.join(', ') || null,
    isComposed: true,
  },
  { header: 'Creado', width: 17, value: (g) => mexicoCityTime(g.createdAt), isComposed: true },
  { header: 'Actualizado', width: 17, value: (g) => mexicoCityTime(g.updatedAt), isComposed: true },
];

export const EXPORT_HEADERS = COLUMNS.map((column) => column.header);

const safeCell = (value: Cell): Cell => (typeof value === 'string' ? neutralize(value) : value);

export async function writeGuestsWorkbook(
  output: Writable,
  batches: () => AsyncIterable<ExportGuest[]>,
  linkOf: LinkOf,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
  sheet.columns = COLUMNS.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  for await (const batch of batches()) {
    for (const guest of batch) {
      const cells = COLUMNS.map((column) => {
        const value = column.value(guest, linkOf);
        return column.isComposed === true ? value : safeCell(value);
      });
      sheet.addRow(cells).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
