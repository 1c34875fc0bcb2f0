import { GUEST_INPUT_COLUMNS, GUEST_INPUT_KEYS } from '@convite/rules/guest-columns';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import {
  ACCENTED,
  guestCouple,
  guestFixture,
  storedGuests,
  uploadCsv,
} from '../../test/guests-test-kit.ts';

/** The couple's columns as the Spanish refusal lists them ("nombre, apellido, teléfono, …"). */
const SPANISH_HEADERS = GUEST_INPUT_COLUMNS.map((column) => column.header.es.toLowerCase()).join(
  ', ',
);

type ImportBody = {
  message: string;
  totalRows: number;
  successfulRows: number;
  errorRows: {
    index: number;
    row: Record<string, string | null>;
    errors: Record<string, string[]>;
  }[];
};

describe('POST /guests/upload-file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const stored = (weddingId: number) => storedGuests(t, weddingId);

  async function rowCount(): Promise<number> {
    const [row] = await t.app.db.select({ value: count() }).from(guests);
    return row?.value ?? 0;
  }

  async function importFixture(name: string, language: 'es' | 'en' = 'es') {
    const couple = await guestCouple(t);
    const response = await uploadCsv(t, couple, guestFixture(name), language);
    expect(response.statusCode, response.body).toBe(200);
    return { couple, body: response.json<ImportBody>() };
  }

  for (const name of ['excel-utf8-bom.csv', 'excel-windows-1252.csv', 'excel-semicolon.csv']) {
    it(`imports ${name}: 4 rows, accents intact`, async () => {
      const { couple, body } = await importFixture(name);
      expect(body).toMatchObject({ totalRows: 4, successfulRows: 4, errorRows: [] });
      expect(body.message).toBe('Se importaron 4 de 4 invitados.');
      expect(await stored(couple.weddingId)).toEqual(ACCENTED);
    });
  }

  it('imports google-sheets.csv: quoted commas, quotes and a kept line break', async () => {
    const { couple, body } = await importFixture('google-sheets.csv', 'en');
    expect(body).toMatchObject({ totalRows: 3, successfulRows: 3, errorRows: [] });
    expect(body.message).toBe('3 of 3 guests were imported.');
    expect(await stored(couple.weddingId)).toEqual([
      {
        name: 'John',
        lastName: 'Smith',
        phone: '+14155550100',
        maxGuestsAllowed: 2,
        specialMessage: 'See you there, friend',
      },
      {
        name: 'Ana',
        lastName: 'López',
        phone: '+525587654321',
        maxGuestsAllowed: 1,
        specialMessage: 'Línea uno\nLínea dos',
      },
      {
        name: 'Carlos "Charly"',
        lastName: 'Díaz',
        phone: '+525587654322',
        maxGuestsAllowed: 2,
        specialMessage: 'Mesa, cerca del "DJ"',
      },
    ]);
  });

  it('imports messy.csv: 7 rows, 3 imported, 4 errors at their spreadsheet rows', async () => {
    const { couple, body } = await importFixture('messy.csv');
    expect(body.totalRows).toBe(7);
    expect(body.successfulRows).toBe(3);
    expect(body.errorRows.map((row) => [row.index, Object.keys(row.errors)])).toEqual([
      [5, ['name']],
      [6, ['maxGuestsAllowed']],
      [7, ['phone']],
      [10, ['maxGuestsAllowed']],
    ]);
    expect(body.errorRows[0]).toEqual({
      index: 5,
      row: {
        name: '',
        lastName: 'Sin Nombre',
        phone: '55 3333 4444',
        maxGuestsAllowed: '1',
        specialMessage: '',
      },
      errors: { name: ['El nombre es obligatorio.'] },
    });
    expect(body.errorRows[1]?.row.maxGuestsAllowed).toBe('dos');
    expect(body.errorRows[2]?.errors.phone).toEqual([
      'El teléfono no parece un número real: escribe los 10 dígitos de un número de México (por ejemplo, 55 1234 5678) o, si es de otro país, empieza con + y su clave (por ejemplo, +1 415 555 0100).',
    ]);
    expect(
      (await stored(couple.weddingId)).map((guest) => [guest.name, guest.specialMessage]),
    ).toEqual([
      ['Lucía', null],
      ['=HYPERLINK("http://example.invalid","clic")', '@SUM(A1:A2)'],
      ['Elena', '+1 que venga con su pareja'],
    ]);
  });

  it('names what is wrong in English when asked', async () => {
    const { body } = await importFixture('messy.csv', 'en');
    expect(body.errorRows[1]?.errors.maxGuestsAllowed).toEqual([
      'The number of guests must be a whole number from 1 to 20.',
    ]);
  });

  async function refused(couple: Couple, bytes: Buffer, language: 'es' | 'en' = 'en') {
    const before = await rowCount();
    const response = await uploadCsv(t, couple, bytes, language);
    expect(await rowCount()).toBe(before);
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  }

  it('refuses whole a file that is not CSV, is empty, too big or too long', async () => {
    const couple = await guestCouple(t);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await refused(couple, png)).toEqual({
      status: 422,
      message: `The file is not a guest list: upload it as Excel (.xlsx) or CSV, with a header row (${GUEST_INPUT_KEYS.join(', ')}).`,
    });
    expect(
      await refused(couple, Buffer.from('hello world\nthis is prose, not a list\n'), 'es'),
    ).toEqual({
      status: 422,
      message: `El archivo no es una lista de invitados: súbela en Excel (.xlsx) o CSV, con una fila de encabezados (${SPANISH_HEADERS}).`,
    });
    expect(await refused(couple, Buffer.from('nombre,apellido\r\n,\r\n\r\n'))).toEqual({
      status: 422,
      message: 'The file is empty: it has no guests to import.',
    });
    const tooLong = `name,phone,maxGuestsAllowed\n${'Ana,5512345678,1\n'.repeat(10_001)}`;
    expect(await refused(couple, Buffer.from(tooLong))).toEqual({
      status: 422,
      message: 'The file has more than 10,000 guest rows: split it into smaller files.',
    });
    const tooBig = Buffer.concat([Buffer.from('name,phone\n'), Buffer.alloc(5 * 1024 * 1024, 'a')]);
    expect(await refused(couple, tooBig)).toEqual({
      status: 413,
      message: 'The file is too large (5 MB at most).',
    });
  });

  it('refuses import in test mode and without rsvpAdmin', async () => {
    const trial = await insertCouple(t.app.db);
    expect(await refused(trial, guestFixture('excel-utf8-bom.csv'))).toEqual({
      status: 409,
      message: 'Importing guests from a file is not included in test mode. Buy a plan to use it.',
    });
    const stranger = await guestCouple(t);
    const owner = await guestCouple(t);
    expect(
      (
        await refused(
          { ...stranger, weddingId: owner.weddingId },
          guestFixture('excel-utf8-bom.csv'),
        )
      ).status,
    ).toBe(404);
  });

  it('stores phones in E.164 and reports a number that cannot be real as its row’s problem', async () => {
    const couple = await guestCouple(t);
    const csv =
      'name,phone,maxGuestsAllowed\nAna,(55) 1234-5678,1\nBeto,55 1234 567,1\nJohn,+1 415 555 0100,1\n';
    const response = await uploadCsv(t, couple, Buffer.from(csv), 'en');
    const body = response.json<ImportBody>();
    expect(body).toMatchObject({ totalRows: 3, successfulRows: 2 });
    expect(body.errorRows.map((row) => [row.index, row.row.phone, row.errors.phone])).toEqual([
      [3, '55 1234 567', [expect.stringContaining('does not look real')]],
    ]);
    expect((await stored(couple.weddingId)).map((guest) => guest.phone)).toEqual([
      '+525512345678',
      '+14155550100',
    ]);
  });

  it('imports 10,000 rows in one go', async () => {
    const couple = await guestCouple(t);
    const rows = Array.from(
      { length: 10_000 },
      (_, index) => `Invitado ${index},55${String(index).padStart(8, '0')},1`,
    );
    const response = await uploadCsv(
      t,
      couple,
      Buffer.from(`name,phone,maxGuestsAllowed\n${rows.join('\n')}\n`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportBody>()).toMatchObject({
      totalRows: 10_000,
      successfulRows: 10_000,
    });
    expect(await stored(couple.weddingId)).toHaveLength(10_000);
  });
});
