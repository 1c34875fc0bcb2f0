// Reading the first sheet of an Excel workbook (.xlsx) as rows of text, the way guest-import-file.ts
// reads a CSV. An .xlsx is a zip: before exceljs opens it, every entry is inflated once under a budget, so a
// zip bomb (a few KB that unpack to gigabytes) or a broken archive is refused without filling memory.
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** A row of a sheet with its number as the spreadsheet shows it (the first row is 1). */
export type SheetRow = { number: number; cells: string[] };

/** What the entries of an accepted workbook may unpack to, all together. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

export type XlsxCells =
  | { kind: 'rows'; rows: SheetRow[] }
  | { kind: 'broken' }
  | { kind: 'tooBigUnzipped' }
  | { kind: 'tooManyRows' };

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/**
 * What the archive unpacks to, measured by inflating each entry (the sizes a zip declares can lie):
 * 'tooBig' as soon as the budget is spent, 'broken' for an archive that cannot be walked (or ZIP64,
 * which a 5 MB workbook never needs).
 */
function unzippedSize(bytes: Buffer, budget: number): number | 'tooBig' | 'broken' {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'broken';
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return 'broken';
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const localHeader = bytes.readUInt32LE(at + 42);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (localHeader + 30 > bytes.length || bytes.readUInt32LE(localHeader) !== ZIP_LOCAL_HEADER) {
      return 'broken';
    }
    const dataStart =
      localHeader +
      30 +
      bytes.readUInt16LE(localHeader + 26) +
      bytes.readUInt16LE(localHeader + 28);
    if (dataStart + compressedSize > bytes.length) return 'broken';
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (method === STORED) {
      total += data.length;
    } else if (method === DEFLATED) {
      try {
        total += inflateRawSync(data, { maxOutputLength: budget - total + 1 }).length;
      } catch (error) {
        return error instanceof RangeError ? 'tooBig' : 'broken';
      }
    } else {
      return 'broken';
    }
    if (total > budget) return 'tooBig';
  }
  return total;
}

/** The first worksheet's rows (blank ones left out) with their spreadsheet row numbers. */
export async function readXlsxCells(bytes: Buffer, maxRows: number): Promise<XlsxCells> {
  const size = unzippedSize(bytes, MAX_UNZIPPED_BYTES);
  if (size === 'tooBig') return { kind: 'tooBigUnzipped' };
  if (size === 'broken') return { kind: 'broken' };
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as the older Buffer<ArrayBuffer>.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { kind: 'broken' };
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return { kind: 'broken' };
  if (sheet.actualRowCount > maxRows) return { kind: 'tooManyRows' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // As the spreadsheet shows it: a formula's result, a rich text's text, a number's digits.
      cells[column - 1] = cell.text;
    });
    rows.push({ number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return { kind: 'rows', rows };
}
