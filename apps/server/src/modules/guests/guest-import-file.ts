// Reading a guest list as Excel, Google Sheets or Numbers save it: an .xlsx workbook (its first
// sheet, guest-xlsx.ts) or a CSV in UTF-8 (with or without BOM) or Windows-1252, with comma,
// semicolon or tab; a header row naming the columns of @convite/rules/guest-columns in Spanish or
// English, possibly below title rows. Each row comes back checked, its household's people (the
// integrantes column) with it. Pure: bytes in, rows out (no database, no HTTP).
import {
  GUEST_FILE_KEYS,
  guestColumnOfHeader,
  type GuestFileKey,
} from '@convite/rules/guest-columns';
import Papa from 'papaparse';
import { checkMemberCell, type NamedMember } from './guest-members.ts';
import {
  checkGuestFields,
  type GuestCells,
  type GuestFieldErrors,
  type GuestFields,
} from './guest-values.ts';
import { isZip, readXlsxCells, type SheetRow } from './guest-xlsx.ts';

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** How far down the header row may be (title rows above it). */
const HEADER_SEARCH_ROWS = 20;
const SEPARATORS = [',', ';', '\t'] as const;

export type GuestFileRow = {
  /** The spreadsheet row number: the first line of the file is row 1. */
  index: number;
  /**
   * The cells under the recognised columns, as typed ('' for a column the file lacks): the couple's
   * columns and the integrantes cell (`members`).
   */
  values: Record<GuestFileKey, string>;
  /** The checked, normalised guest when the row has no problem. */
  fields: GuestFields | null;
  /** The household's named people, in order, when the row has no problem. */
  members: NamedMember[];
  errors: GuestFieldErrors;
};

export type ParsedGuestFile =
  | { kind: 'rows'; columns: GuestFileKey[]; rows: GuestFileRow[] }
  | { kind: 'notGuestList' }
  | { kind: 'brokenWorkbook' }
  | { kind: 'tooBigUnzipped' }
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

/** The columns a row names when it is a header row (it must name the guest's name), else null. */
function headerColumns(cells: readonly string[]): Map<number, GuestFileKey> | null {
  const columns = new Map<number, GuestFileKey>();
  cells.forEach((cell, index) => {
    const column = guestColumnOfHeader(cell);
    if (column !== undefined && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  return [...columns.values()].includes('name') && columns.size >= 2 ? columns : null;
}

const parse = (text: string, delimiter: string, preview = 0): string[][] =>
  Papa.parse<string[]>(text, { delimiter, preview, skipEmptyLines: false }).data;

const numbered = (rows: string[][]): SheetRow[] =>
  rows.map((cells, index) => ({ number: index + 1, cells }));

/** The rows of a CSV in the separator its header row uses, or null when no row is a header. */
function csvRows(bytes: Uint8Array): SheetRow[] | null {
  if (bytes.includes(0)) return null;
  const text = decodeCsv(bytes);
  for (const delimiter of SEPARATORS) {
    const head = parse(text, delimiter, HEADER_SEARCH_ROWS);
    if (head.some((cells) => headerColumns(cells) !== null)) {
      return numbered(parse(text, delimiter));
    }
  }
  return null;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A sheet's guests: the header row found among its first rows, each row below it checked. */
export function guestRows(sheet: readonly SheetRow[]): ParsedGuestFile {
  const head = sheet.slice(0, HEADER_SEARCH_ROWS);
  const headerAt = head.findIndex((row) => headerColumns(row.cells) !== null);
  if (headerAt < 0)
    return isBlank(head.flatMap((row) => row.cells)) ? { kind: 'empty' } : { kind: 'notGuestList' };
  const columns = headerColumns(sheet[headerAt]?.cells ?? []) ?? new Map<number, GuestFileKey>();
  const dataRows = sheet.slice(headerAt + 1).filter(({ cells }) => !isBlank(cells));
  if (dataRows.length === 0) return { kind: 'empty' };
  if (dataRows.length > MAX_IMPORT_ROWS) return { kind: 'tooManyRows' };

  const rows = dataRows.map(({ cells, number }): GuestFileRow => {
    const values = Object.fromEntries(GUEST_FILE_KEYS.map((column) => [column, ''])) as Record<
      GuestFileKey,
      string
    >;
    for (const [index, column] of columns) values[column] = cells[index] ?? '';
    return { index: number, values, ...checkGuestRow(values) };
  });
  return { kind: 'rows', columns: [...columns.values()], rows };
}

/**
 * A row's guest and its people (the integrantes cell, `members`), checked: the people fit the
 * guest's own maximum. A file's row and a reviewed row of the preview are checked alike.
 */
export function checkGuestRow(
  cells: GuestCells & { members?: string | null },
): Pick<GuestFileRow, 'fields' | 'members' | 'errors'> {
  const checked = checkGuestFields(cells);
  const errors: GuestFieldErrors = { ...checked.errors };
  let members: NamedMember[] = [];
  const membersCell = cells.members ?? '';
  if (membersCell.trim() !== '') {
    const lastName = checked.fields?.lastName ?? (String(cells.lastName ?? '').trim() || null);
    const people = checkMemberCell(membersCell, lastName, checked.fields?.maxGuestsAllowed ?? null);
    if (people.error === null) members = people.members;
    else errors.members = people.error;
  }
  return Object.keys(errors).length === 0
    ? { fields: checked.fields, members, errors }
    : { fields: null, members: [], errors };
}

/** A guest list saved as .xlsx (recognised by its bytes, whatever its name) or as CSV. */
export async function parseGuestFile(bytes: Buffer): Promise<ParsedGuestFile> {
  if (bytes.length === 0) return { kind: 'empty' };
  if (isZip(bytes)) {
    const sheet = await readXlsxCells(bytes, MAX_IMPORT_ROWS + HEADER_SEARCH_ROWS);
    if (sheet.kind === 'broken') return { kind: 'brokenWorkbook' };
    if (sheet.kind !== 'rows') return { kind: sheet.kind };
    return guestRows(sheet.rows);
  }
  if (decodeCsv(bytes).trim() === '') return { kind: 'empty' };
  const rows = csvRows(bytes);
  return rows === null ? { kind: 'notGuestList' } : guestRows(rows);
}
