// The guest list as a real .xlsx, written with exceljs's streaming writer straight into the reply
// (rows go out as they are read; the workbook is never held in memory).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { GuestDto } from './guest-dto.ts';

export const EXPORT_TIME_ZONE = 'America/Mexico_City';
export const EXPORT_SHEET_NAME = 'Invitados';

export type ExportGuest = GuestDto & { confirmedAt: string | null };

type Cell = string | number | null;

const answer = (confirmation: boolean | null) =>
  confirmation === null ? 'Sin respuesta' : confirmation ? 'Sí' : 'No';

/** An ISO instant as Mexico City's wall clock: `2030-06-15 12:00`. */
export function mexicoCityTime(iso: string | null): string | null {
  if (iso === null) return null;
  return DateTime.fromISO(iso, { zone: 'utc' })
    .setZone(EXPORT_TIME_ZONE)
    .toFormat('yyyy-MM-dd HH:mm');
}

/** Starts a spreadsheet (or a CSV saved from it) could run as a formula. */
export const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * What XML 1.0 can carry: line breaks become \n (XML turns a bare \r into \n anyway) and the
 * control characters XML forbids are dropped, so the file always opens.
 */
export function xmlText(text: string): string {
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
  const safe = xmlText(text);
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

const COLUMNS: ReadonlyArray<{
  header: string;
  width: number;
  value: (guest: ExportGuest) => Cell;
}> = [
  { header: 'Nombre', width: 20, value: (g) => g.name },
  { header: 'Apellido', width: 20, value: (g) => g.lastName },
  { header: 'Teléfono', width: 16, value: (g) => g.phone },
  { header: 'Invitados máximos', width: 10, value: (g) => g.maxGuestsAllowed },
  { header: 'Mensaje especial', width: 30, value: (g) => g.specialMessage },
  { header: 'Enviada', width: 8, value: (g) => (g.sent ? 'Sí' : 'No') },
  { header: 'Respuesta', width: 14, value: (g) => answer(g.confirmation) },
  { header: 'Invitados confirmados', width: 10, value: (g) => g.confirmedGuests },
  { header: 'Restricciones alimentarias', width: 30, value: (g) => g.foodRestrictions },
  { header: 'Mensaje', width: 30, value: (g) => g.message },
  { header: 'Fecha de respuesta', width: 17, value: (g) => mexicoCityTime(g.confirmedAt) },
  { header: 'Código', width: 10, value: (g) => g.code },
  { header: 'Enlace', width: 50, value: (g) => g.link },
  { header: 'Eventos exclusivos', width: 14, value: (g) => g.events.join(', ') || null },
  { header: 'Creado', width: 17, value: (g) => mexicoCityTime(g.createdAt) },
  { header: 'Actualizado', width: 17, value: (g) => mexicoCityTime(g.updatedAt) },
];

export const EXPORT_HEADERS = COLUMNS.map((column) => column.header);

const safeCell = (value: Cell): Cell => (typeof value === 'string' ? neutralize(value) : value);

export async function writeGuestsWorkbook(
  output: Writable,
  batches: () => AsyncIterable<ExportGuest[]>,
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
      sheet.addRow(COLUMNS.map((column) => safeCell(column.value(guest)))).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
