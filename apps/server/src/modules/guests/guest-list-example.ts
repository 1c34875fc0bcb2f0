// The example guest list the batch page offers, made from @convite/rules/guest-columns: the file's
// headers in the request's language (the couple's columns and the household's people, integrantes),
// then three example guests, one a family with a child. A new column shows up here by itself, so
// the example always names every column the import reads.
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Language } from '@convite/i18n/server-texts';
import { GUEST_FILE_COLUMNS, guestListExample } from '@convite/rules/guest-columns';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { exportSheetName, TEXT_FORMAT } from './guest-export.ts';

export type GuestListExampleFormat = 'xlsx' | 'csv';

export const EXAMPLE_FILES: Record<GuestListExampleFormat, { type: string; name: string }> = {
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: 'guest-list-example.xlsx',
  },
  // The charset tells a browser; the byte-order mark tells Excel (which would read Windows-1252).
  csv: { type: 'text/csv; charset=utf-8', name: 'guest-list-example.csv' },
};

/** Writes the example into `output` and ends it. */
export async function writeGuestListExample(
  output: Writable,
  format: GuestListExampleFormat,
  language: Language,
): Promise<void> {
  const [headers = [], ...guests] = guestListExample(language);
  if (format === 'csv') {
    output.end(`\uFEFF${Papa.unparse([headers, ...guests], { newline: '\r\n' })}\r\n`);
    await finished(output, { readable: false });
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(exportSheetName(language), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  // Every cell as Text, as the export writes them: Excel keeps "+52 55…" a phone, not a number.
  sheet.columns = GUEST_FILE_COLUMNS.map((column, index) => ({
    header: headers[index],
    key: String(index),
    width: column.width,
    style: { numFmt: TEXT_FORMAT },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const guest of guests) sheet.addRow(guest).commit();
  sheet.commit();
  await workbook.commit();
}
