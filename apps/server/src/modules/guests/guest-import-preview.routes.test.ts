import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import {
  ACCENTED,
  guestCouple,
  storedGuests,
  guestFixture,
  importRows,
  previewImport,
  uploadCsv,
  type ReviewedRowBody,
} from '../../test/guests-test-kit.ts';

type PreviewRow = {
  index: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  duplicateOf: 'saved' | 'file' | null;
};
type PreviewBody = {
  columns: string[];
  rows: PreviewRow[];
  counts: { fresh: number; duplicates: number; problems: number };
};

/** The rows of a fixture CSV (decoded as the server decodes it), whole. */
function fixtureCells(name: string): string[][] {
  const bytes = guestFixture(name);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
}

/**
 * The fixture's rows saved as Excel would save them: each row at the same row number, whole numbers
 * (a phone typed as digits, a guest count) as number cells, the rest as text.
 */
async function xlsxOf(cells: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invitados');
  cells.forEach((row, at) => {
    sheet.getRow(at + 1).values = row.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip archive of the entries, deflated (a minimal writer, for archives exceljs would not make). */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const compressed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A reviewed row with its integrantes cell (the household's people, as typed). */
type ReviewedHousehold = ReviewedRowBody & { members?: string | null };

/** A previewed row as the couple confirms it unchanged. */
const reviewed = (row: PreviewRow): ReviewedHousehold => ({
  name: row.values.name ?? '',
  lastName: row.values.lastName ?? null,
  phone: row.values.phone ?? '',
  maxGuestsAllowed: row.values.maxGuestsAllowed ?? '',
  members: row.values.members ?? null,
  specialMessage: row.values.specialMessage ?? null,
});

/** A guest of the list as GET-ting the page shows it: its name and its seats. */
type ListedGuest = {
  name: string;
  members: { firstName: string | null; lastName: string | null; isChild: boolean }[];
};

describe('the reviewed import: POST /weddings/{id}/guests/import-preview, then /import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const stored = (weddingId: number) => storedGuests(t, weddingId);

  async function preview(
    couple: Couple,
    bytes: Buffer,
    language: 'es' | 'en' = 'es',
    fileName = 'invitados.xlsx',
  ) {
    const response = await previewImport(t, couple, bytes, language, fileName);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PreviewBody>();
  }

  it('reads an .xlsx made from the Excel fixture as its CSV, saving nothing until the rows are sent', async () => {
    const couple = await guestCouple(t);
    const body = await preview(couple, await xlsxOf(fixtureCells('excel-utf8-bom.csv')));
    expect(body.counts).toEqual({ fresh: 4, duplicates: 0, problems: 0 });
    expect(body.columns).toEqual([
      'name',
      'lastName',
      'phone',
      'maxGuestsAllowed',
      'specialMessage',
    ]);
    expect(body.rows.map((row) => [row.index, row.values.name, row.values.phone])).toEqual([
      [2, 'María José', '55 1234 5678'],
      [3, 'Íñigo', '+52 1 33 8765 4321'],
      [4, 'Ángeles', '(81) 2345-6789'],
      [5, 'Sofía', '5512345679'],
    ]);
    expect(await stored(couple.weddingId)).toEqual([]);

    const response = await importRows(t, couple, body.rows.map(reviewed));
    expect(response.json()).toEqual({
      message: 'Invitados importados: 4.',
      importedRows: 4,
      skippedDuplicates: 0,
    });
    expect(await stored(couple.weddingId)).toEqual(ACCENTED);
  });

  it('names the problems of messy.csv as .xlsx at their spreadsheet rows, in the request’s language', async () => {
    const couple = await guestCouple(t);
    const body = await preview(couple, await xlsxOf(fixtureCells('messy.csv')), 'en');
    expect(body.counts).toEqual({ fresh: 3, duplicates: 0, problems: 4 });
    expect(
      body.rows
        .filter((row) => Object.keys(row.errors).length > 0)
        .map((row) => [row.index, row.errors]),
    ).toEqual([
      [5, { name: 'The name is required.' }],
      [6, { maxGuestsAllowed: 'The number of guests must be a whole number from 1 to 20.' }],
      [7, { phone: expect.stringContaining('does not look real') }],
      [10, { maxGuestsAllowed: 'The number of guests must be a whole number from 1 to 20.' }],
    ]);
  });

  it('flags a repeated guest (accents and case aside) within the file and against the saved ones', async () => {
    const couple = await guestCouple(t);
    const csv = Buffer.from(
      'nombre,apellido,telefono,invitados maximos\n' +
        'María José,Ramírez,55 1234 5678,2\n' +
        'MARIA JOSE,ramirez,(55) 1234-5678,2\n' +
        'María José,Ramírez,55 9999 8888,2\n',
    );
    const first = await preview(couple, csv, 'es', 'lista.csv');
    expect(first.rows.map((row) => row.duplicateOf)).toEqual([null, 'file', null]);
    expect(first.counts).toEqual({ fresh: 2, duplicates: 1, problems: 0 });

    const imported = await importRows(t, couple, first.rows.map(reviewed));
    expect(imported.json()).toMatchObject({ importedRows: 2, skippedDuplicates: 1 });
    expect(imported.json<{ message: string }>().message).toBe(
      'Invitados importados: 2. Duplicados omitidos: 1.',
    );

    const again = await preview(couple, csv, 'es', 'lista.csv');
    expect(again.rows.map((row) => row.duplicateOf)).toEqual(['saved', 'saved', 'saved']);
    expect(again.counts).toEqual({ fresh: 0, duplicates: 3, problems: 0 });
  });

  it('adds nothing when the same list is imported twice, unless a duplicate is kept', async () => {
    const couple = await guestCouple(t);
    const rows = (
      await preview(couple, await xlsxOf(fixtureCells('excel-semicolon.csv')))
    ).rows.map(reviewed);
    expect((await importRows(t, couple, rows)).json()).toMatchObject({ importedRows: 4 });
    expect((await importRows(t, couple, rows)).json()).toMatchObject({
      importedRows: 0,
      skippedDuplicates: 4,
    });
    expect(await stored(couple.weddingId)).toHaveLength(4);

    const kept = await importRows(
      t,
      couple,
      rows.slice(0, 1).map((row) => ({ ...row, keepDuplicate: true })),
    );
    expect(kept.json()).toMatchObject({ importedRows: 1, skippedDuplicates: 0 });
    expect(await stored(couple.weddingId)).toHaveLength(5);
  });

  it('the one-step CSV upload no longer doubles the guests either', async () => {
    const couple = await guestCouple(t);
    await uploadCsv(t, couple, guestFixture('google-sheets.csv'));
    const second = await uploadCsv(t, couple, guestFixture('google-sheets.csv'), 'en');
    expect(second.json()).toMatchObject({ successfulRows: 0, totalRows: 3, errorRows: [] });
    expect(await stored(couple.weddingId)).toHaveLength(3);
  });

  it('refuses the whole list while a row still has a problem, naming the row and field', async () => {
    const couple = await guestCouple(t);
    const response = await importRows(
      t,
      couple,
      [
        { name: 'Ana', phone: '55 1234 5678', maxGuestsAllowed: '2' },
        { name: 'Rosa', phone: 'no tiene', maxGuestsAllowed: 'dos' },
        {
          name: 'Luz',
          lastName: 'x'.repeat(101),
          phone: '55 1234 5679',
          maxGuestsAllowed: '1',
          specialMessage: 'y'.repeat(501),
        },
      ],
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some rows still have problems: fix or remove them before importing.',
      errors: {
        'rows.1.phone': [expect.stringContaining('does not look real')],
        'rows.1.maxGuestsAllowed': ['The number of guests must be a whole number from 1 to 20.'],
        // Each column's bound, named in a sentence (@convite/rules/guest-columns).
        'rows.2.lastName': ['The last name allows up to 100 characters.'],
        'rows.2.specialMessage': ['The special message allows up to 500 characters.'],
      },
    });
    expect(await stored(couple.weddingId)).toEqual([]);
  });

  async function refusal(bytes: Buffer, fileName = 'invitados.xlsx') {
    const couple = await guestCouple(t);
    const response = await previewImport(t, couple, bytes, 'en', fileName);
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  }

  /** The wedding's guests as the guest list shows them: each name with its seats' people. */
  async function listedHouseholds(couple: Couple) {
    const page = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
    });
    expect(page.statusCode, page.body).toBe(200);
    return page.json<{ guests: ListedGuest[] }>().guests.map((guest) => ({
      name: guest.name,
      members: guest.members.map(({ firstName, lastName, isChild }) => ({
        firstName,
        lastName,
        isChild,
      })),
    }));
  }

  it('carries the integrantes cell of households.csv and refuses the row naming more people than it admits', async () => {
    const couple = await guestCouple(t);
    const body = await preview(couple, guestFixture('households.csv'), 'es', 'invitados.csv');
    expect(body.columns).toEqual(['name', 'lastName', 'phone', 'maxGuestsAllowed', 'members']);
    expect(body.counts).toEqual({ fresh: 3, duplicates: 0, problems: 1 });
    expect(body.rows.map((row) => [row.index, row.values.members])).toEqual([
      [2, 'Ana Pérez García; Luis Pérez García; Sofía Pérez García (niña)'],
      [3, ''],
      [4, 'Marta Ruiz; Pedro Ruiz; Lucía Ruiz (niña)'],
      [5, 'Beatriz; Tomás Soto Vega (niño)'],
    ]);
    expect(body.rows.find((row) => row.index === 4)?.errors).toEqual({
      members:
        'Nombraste a 3 personas, pero la invitación admite 2: quita nombres o sube el número de invitados.',
    });
    // The same file as .xlsx, in English.
    const english = await preview(couple, await xlsxOf(fixtureCells('households.csv')), 'en');
    expect(english.rows.find((row) => row.index === 4)).toMatchObject({
      values: { members: 'Marta Ruiz; Pedro Ruiz; Lucía Ruiz (niña)' },
      errors: {
        members:
          'You named 3 people, but the invitation admits 2: remove names or raise the number of guests.',
      },
    });
    // A file without the column: no such column, every cell ''.
    const plain = await preview(couple, guestFixture('google-sheets.csv'), 'en', 'lista.csv');
    expect(plain.columns).not.toContain('members');
    expect(plain.rows.map((row) => row.values.members)).toEqual(['', '', '']);
  });

  it('saves the reviewed people into the seats, children marked, once the couple fixes the row', async () => {
    const couple = await guestCouple(t);
    const body = await preview(couple, guestFixture('households.csv'), 'es', 'invitados.csv');
    const rows = body.rows.map(reviewed);
    // Sent as previewed, the row naming three people for two seats refuses the whole list.
    const refused = await importRows(t, couple, rows, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'rows.2.members': [
        'You named 3 people, but the invitation admits 2: remove names or raise the number of guests.',
      ],
    });
    expect(await stored(couple.weddingId)).toEqual([]);

    // The couple edits the cell: one person fewer (and a child now an adult).
    const fixed = rows.map((row, at) =>
      at === 2 ? { ...row, members: 'Marta Ruiz; Lucía Ruiz' } : row,
    );
    const response = await importRows(t, couple, fixed);
    expect(response.json()).toEqual({
      message: 'Invitados importados: 4.',
      importedRows: 4,
      skippedDuplicates: 0,
    });
    const open = { firstName: null, lastName: null, isChild: false };
    expect(await listedHouseholds(couple)).toEqual([
      {
        name: 'Ana',
        members: [
          { firstName: 'Ana', lastName: 'Pérez García', isChild: false },
          { firstName: 'Luis', lastName: 'Pérez García', isChild: false },
          { firstName: 'Sofía', lastName: 'Pérez García', isChild: true },
          open,
        ],
      },
      { name: 'Íñigo', members: [open] },
      {
        name: 'Familia',
        members: [
          { firstName: 'Marta', lastName: 'Ruiz', isChild: false },
          { firstName: 'Lucía', lastName: 'Ruiz', isChild: false },
        ],
      },
      {
        name: 'Beatriz',
        members: [
          { firstName: 'Beatriz', lastName: null, isChild: false },
          // Not ending with the household's last name: its last word is the last name.
          { firstName: 'Tomás Soto', lastName: 'Vega', isChild: true },
          open,
        ],
      },
    ]);
  });

  it('names a reviewed integrantes cell’s problem under its row, as the upload does', async () => {
    const couple = await guestCouple(t);
    const rows: ReviewedHousehold[] = [
      { name: 'Ana', phone: '55 1234 5678', maxGuestsAllowed: '2', members: 'Ana; Luis' },
      // A wrong maximum cannot bound the people: only the maximum is named.
      { name: 'Rosa', phone: '55 1234 5679', maxGuestsAllowed: 'dos', members: 'Rosa; Eva' },
      { name: 'Luz', phone: '55 1234 5670', maxGuestsAllowed: '1', members: 'Luz; Sol' },
    ];
    const response = await importRows(t, couple, rows, 'es');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'rows.1.maxGuestsAllowed': [expect.any(String)],
      'rows.2.members': [
        'Nombraste a 2 personas, pero la invitación admite 1: quita nombres o sube el número de invitados.',
      ],
    });
    expect(await stored(couple.weddingId)).toEqual([]);
  });

  it('refuses a damaged workbook, a zip bomb, another kind of file and too many rows with a 422', async () => {
    const xlsx = await xlsxOf(fixtureCells('excel-utf8-bom.csv'));
    expect(await refusal(xlsx.subarray(0, xlsx.length / 2))).toEqual({
      status: 422,
      message: expect.stringContaining('damaged or cannot be read'),
    });
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, ' ') },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toEqual({
      status: 422,
      message: expect.stringContaining('too large once opened'),
    });
    expect(await refusal(zipOf([{ name: 'readme.txt', data: Buffer.from('hola') }]))).toMatchObject(
      {
        status: 422,
        message: expect.stringContaining('damaged'),
      },
    );
    const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n\u0000');
    expect(await refusal(pdf, 'lista.pdf')).toEqual({
      status: 422,
      message: expect.stringContaining('not a guest list'),
    });
    const long = [
      ['name', 'phone'],
      ...Array.from({ length: 10_001 }, (_, at) => [`Ana ${at}`, '5512345678']),
    ];
    expect(await refusal(await xlsxOf(long))).toEqual({
      status: 422,
      message: 'The file has more than 10,000 guest rows: split it into smaller files.',
    });
  });

  it('answers only the couple of the wedding, with a plan that imports', async () => {
    const owner = await guestCouple(t);
    const stranger = await guestCouple(t);
    const csv = guestFixture('google-sheets.csv');
    const asStranger = { ...stranger, weddingId: owner.weddingId };
    expect((await previewImport(t, asStranger, csv, 'en', 'a.csv')).statusCode).toBe(404);
    const rows = [{ name: 'Ana', phone: '5512345678', maxGuestsAllowed: '1' }];
    expect((await importRows(t, asStranger, rows)).statusCode).toBe(404);
    expect(await stored(owner.weddingId)).toEqual([]);

    const trial = await insertCouple(t.app.db);
    const refused = await importRows(t, trial, rows, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('plan_feature_missing');
    expect((await previewImport(t, trial, csv, 'en', 'a.csv')).statusCode).toBe(409);
  });
});
