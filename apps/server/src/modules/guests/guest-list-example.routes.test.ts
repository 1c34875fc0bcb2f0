import { GUEST_FILE_COLUMNS, GUEST_FILE_KEYS } from '@convite/rules/guest-columns';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCouple, previewImport } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Couple } from '../../test/wedding-fixtures.ts';

type Preview = {
  columns: string[];
  rows: { values: Record<string, string>; errors: Record<string, string> }[];
  counts: { fresh: number; duplicates: number; problems: number };
};

describe('GET /guests/list-example', () => {
  let t: TestApp;
  let couple: Couple;
  beforeAll(async () => {
    t = await createTestApp();
    couple = await guestCouple(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const example = (format: 'xlsx' | 'csv', language: 'es' | 'en' = 'es') =>
    call(t, couple.token, 'GET', `/guests/list-example?format=${format}`, undefined, language);

  it.each(['xlsx', 'csv'] as const)(
    'offers as %s an example the import takes whole: every column, three guests, nothing to fix',
    async (format) => {
      const file = await example(format);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="guest-list-example.${format}"`,
      );
      const preview = await previewImport(
        t,
        couple,
        file.rawPayload,
        'es',
        `ejemplo-invitados.${format}`,
      );
      const body = preview.json<Preview>();
      // The preview lists every column of the file, the people of each row among them.
      expect(body.columns).toEqual(GUEST_FILE_KEYS);
      expect(body.counts).toEqual({ fresh: 3, duplicates: 0, problems: 0 });
      expect(body.rows.map((row) => row.values.name)).toEqual(['María José', 'Íñigo', 'Ángeles']);
    },
  );

  it('names the columns by their headers in the request’s language, as Excel reads them', async () => {
    const csv = (await example('csv', 'en')).rawPayload;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = csv.toString('utf8').slice(1).split('\r\n')[0];
    expect(header).toBe(GUEST_FILE_COLUMNS.map((column) => column.header.en).join(','));
    expect(header).toContain('Members');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await example('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells = (row: number) =>
      GUEST_FILE_COLUMNS.map((_column, at) => sheet?.getRow(row).getCell(at + 1));
    expect(cells(1).map((cell) => cell?.text)).toEqual(
      GUEST_FILE_COLUMNS.map((column) => column.header.es),
    );
    expect(cells(1).every((cell) => cell?.font?.bold === true)).toBe(true);
    // A phone stays text (Excel would make "+52 55…" a number, and drop a leading zero).
    expect(cells(2).map((cell) => cell?.type)).not.toContain(ExcelJS.ValueType.Number);
  });

  it('answers only a signed-in couple', async () => {
    const response = await call(t, null, 'GET', '/guests/list-example?format=xlsx');
    expect(response.statusCode).toBe(401);
    expect((await example('pdf' as 'csv')).statusCode).toBe(422);
  });
});
