// Reading a guest list CSV as Excel, Google Sheets or Numbers save it: UTF-8 (with or without BOM)
// or Windows-1252; comma, semicolon or tab; a header row in Spanish or English, possibly below title
// rows. Pure: bytes in, rows out (no database, no HTTP).
import { type LocalizedText } from '@convite/i18n/server-texts';
import Papa from 'papaparse';
import { checkGuestFields, searchKey, type GuestFields } from './guest-values.ts';

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** How far down the header row may be (title rows above it). */
const HEADER_SEARCH_ROWS = 20;
const SEPARATORS = [',', ';', '\t'] as const;

export type GuestColumn = keyof GuestFields;

const HEADER_NAMES: Record<string, GuestColumn> = {
  nombre: 'name',
  name: 'name',
  firstname: 'name',
  apellido: 'lastName',
  apellidos: 'lastName',
  lastname: 'lastName',
  telefono: 'phone',
  phone: 'phone',
  celular: 'phone',
  invitadosmaximos: 'maxGuestsAllowed',
  maxguestsallowed: 'maxGuestsAllowed',
  mensajeespecial: 'specialMessage',
  specialmessage: 'specialMessage',
};

export type ImportErrorRow = {
  /** The spreadsheet row number: the first line of the file is row 1. */
  index: number;
  row: Record<string, string | null>;
  errors: Partial<Record<GuestColumn, LocalizedText[]>>;
};

export type ParsedGuestFile =
  | { kind: 'rows'; totalRows: number; valid: GuestFields[]; errorRows: ImportErrorRow[] }
  | { kind: 'notCsv' }
  | { kind: 'empty' }
  | { kind: 'tooManyRows' };

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const headerKey = (cell: string) => searchKey(cell).replace(/[\s_\-.]/g, '');

/** The columns a row names when it is a header row (it must name the guest's name), else null. */
function headerColumns(cells: readonly string[]): Map<number, GuestColumn> | null {
  const columns = new Map<number, GuestColumn>();
  cells.forEach((cell, index) => {
    const column = HEADER_NAMES[headerKey(cell)];
    if (column !== undefined && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  return [...columns.values()].includes('name') && columns.size >= 2 ? columns : null;
}

const parse = (text: string, delimiter: string, preview = 0): string[][] =>
  Papa.parse<string[]>(text, { delimiter, preview, skipEmptyLines: false }).data;

/** The separator and the index of the header row: the first row, in any separator, naming columns. */
function findHeader(text: string): { delimiter: string; headerIndex: number } | null {
  for (const delimiter of SEPARATORS) {
    const rows = parse(text, delimiter, HEADER_SEARCH_ROWS);
    const headerIndex = rows.findIndex((cells) => headerColumns(cells) !== null);
    if (headerIndex >= 0) return { delimiter, headerIndex };
  }
  return null;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export function parseGuestFile(bytes: Uint8Array): ParsedGuestFile {
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.includes(0)) return { kind: 'notCsv' };
  const text = decodeCsv(bytes);
  if (text.trim() === '') return { kind: 'empty' };
  const header = findHeader(text);
  if (header === null) return { kind: 'notCsv' };

  const rows = parse(text, header.delimiter);
  const columns = headerColumns(rows[header.headerIndex] ?? []) ?? new Map<number, GuestColumn>();
  const dataRows = rows
    .map((cells, index) => ({ cells, number: index + 1 }))
    .slice(header.headerIndex + 1)
    .filter(({ cells }) => !isBlank(cells));
  if (dataRows.length === 0) return { kind: 'empty' };
  if (dataRows.length > MAX_IMPORT_ROWS) return { kind: 'tooManyRows' };

  const valid: GuestFields[] = [];
  const errorRows: ImportErrorRow[] = [];
  for (const { cells, number } of dataRows) {
    const row: Partial<Record<GuestColumn, string>> = {};
    for (const [index, column] of columns) row[column] = cells[index] ?? '';
    const checked = checkGuestFields(row);
    if (checked.fields !== null) {
      valid.push(checked.fields);
      continue;
    }
    errorRows.push({
      index: number,
      row: { ...Object.fromEntries([...columns.values()].map((column) => [column, null])), ...row },
      errors: Object.fromEntries(
        Object.entries(checked.errors).map(([field, message]) => [field, [message]]),
      ),
    });
  }
  return { kind: 'rows', totalRows: dataRows.length, valid, errorRows };
}
