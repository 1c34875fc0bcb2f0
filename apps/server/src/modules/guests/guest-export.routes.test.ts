import { GUEST_COLUMNS } from '@convite/rules/guest-columns';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Couple } from '../../test/wedding-fixtures.ts';
import { newGuestCode } from './guest-codes.ts';
import { exportHeaders, exportSheetName, TEXT_FORMAT, xmlText } from './guest-export.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createGuestFilesRepository } from './guest-files.repository.ts';

const HEADERS = exportHeaders('es');

async function readBack(bytes: Buffer, language: 'es' | 'en' = 'es'): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(exportSheetName(language));
  if (sheet === undefined) throw new Error('no guest sheet');
  return sheet;
}

function cellTexts(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const texts: string[] = [];
    for (let column = 1; column <= HEADERS.length; column += 1) {
      const cell = row.getCell(column);
      expect(cell.formula ?? null).toBeNull();
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      texts.push(cell.value === null ? '' : String(cell.value));
    }
    rows.push(texts);
  });
  return rows;
}

describe('POST /guests/download', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function download(couple: Couple, language: 'es' | 'en' = 'es') {
    const response = await call(
      t,
      couple.token,
      'POST',
      '/guests/download',
      { weddingId: couple.weddingId },
      language,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="guests.xlsx"');
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    return readBack(response.rawPayload, language);
  }

  it('writes every field as typed, with Spanish headers, answers in words and Mexico City dates', async () => {
    const couple = await guestCouple(t);
    const base = { weddingId: couple.weddingId, maxGuestsAllowed: 3 };
    await t.app.db.insert(guests).values([
      {
        ...base,
        code: 'AAAA2222',
        name: 'María José',
        lastName: 'Güemes',
        phone: '+525512345678',
        confirmation: true,
        confirmedGuests: 2,
        foodRestrictions: 'Sin gluten',
        message: '¡Felicidades!',
        sent: true,
        confirmedAt: new Date('2030-06-15T18:30:00Z'),
        createdAt: new Date('2030-01-01T05:00:00Z'),
      },
      { ...base, code: 'BBBB3333', name: 'Íñigo', confirmation: false },
      {
        ...base,
        code: 'CCCC4444',
        name: '=HYPERLINK("http://x.invalid","clic")',
        specialMessage: '@SUM(A1)',
      },
    ]);
    const sheet = await download(couple);
    const rows = cellTexts(sheet);
    expect(rows[0]).toEqual(GUEST_COLUMNS.map((column) => column.header.es));
    expect(HEADERS).toEqual(
      expect.arrayContaining([
        'Nombre',
        'Apellido',
        'Teléfono',
        'Invitados máximos',
        'Respuesta',
        'Enlace',
      ]),
    );
    const column = (name: string) => HEADERS.indexOf(name);
    const [maria, inigo, formula] = rows.slice(1);
    expect(maria?.[column('Nombre')]).toBe('María José');
    expect(maria?.[column('Teléfono')]).toBe('+525512345678');
    expect(maria?.[column('Respuesta')]).toBe('Sí asiste');
    expect(maria?.[column('Enviada')]).toBe('Sí');
    expect(maria?.[column('Invitados confirmados')]).toBe('2');
    expect(maria?.[column('Fecha de respuesta')]).toBe('2030-06-15 12:30');
    expect(maria?.[column('Creado')]).toBe('2029-12-31 23:00');
    expect(maria?.[column('Enlace')]).toMatch(/\/boda-.+\?code=AAAA2222$/);
    expect(inigo?.[column('Respuesta')]).toBe('No asiste');
    expect(inigo?.[column('Enviada')]).toBe('No');
    expect(formula?.[column('Respuesta')]).toBe('Sin respuesta');
    // As typed, no apostrophe: a string cell marked as Text, never a formula.
    expect(formula?.[column('Nombre')]).toBe('=HYPERLINK("http://x.invalid","clic")');
    expect(formula?.[column('Mensaje especial')]).toBe('@SUM(A1)');
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(column(name) + 1);
    const textCells: [row: number, name: string][] = [
      [2, 'Nombre'],
      [2, 'Teléfono'],
      [4, 'Nombre'],
      [4, 'Mensaje especial'],
    ];
    for (const [row, name] of textCells) {
      expect(cell(row, name).type).toBe(ExcelJS.ValueType.String);
      expect(cell(row, name).numFmt).toBe(TEXT_FORMAT);
    }
    expect(cell(2, 'Invitados confirmados').type).toBe(ExcelJS.ValueType.Number);
  });

  it('has a bold header row, frozen, with filters on every column', async () => {
    const couple = await guestCouple(t);
    await t.app.db
      .insert(guests)
      .values({ weddingId: couple.weddingId, name: 'Ana', code: newGuestCode() });
    const sheet = await download(couple);
    const header = sheet.getRow(1);
    for (let column = 1; column <= HEADERS.length; column += 1)
      expect(header.getCell(column).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const last = sheet.getColumn(HEADERS.length).letter;
    expect(sheet.autoFilter).toBe(`A1:${last}1`);
  });

  it("answers in the couple's language: English headers and words", async () => {
    const couple = await guestCouple(t);
    await t.app.db.insert(guests).values([
      { weddingId: couple.weddingId, name: 'Ana', code: newGuestCode(), confirmation: true },
      { weddingId: couple.weddingId, name: 'Beto', code: newGuestCode(), sent: true },
    ]);
    const rows = cellTexts(await download(couple, 'en'));
    const english = exportHeaders('en');
    expect(rows[0]).toEqual(GUEST_COLUMNS.map((column) => column.header.en));
    const column = (name: string) => english.indexOf(name);
    expect(rows[1]?.[column('Answer')]).toBe('Attending');
    expect(rows[1]?.[column('Sent')]).toBe('No');
    expect(rows[2]?.[column('Answer')]).toBe('No answer');
    expect(rows[2]?.[column('Sent')]).toBe('Yes');
  });

  it("lists each guest's exclusive events, and reads the wedding's guests in id batches", async () => {
    const couple = await guestCouple(t);
    const other = await guestCouple(t);
    const names = ['Ana', 'Beto', 'Carla', 'Dante', 'Elena'];
    const inserted = await t.app.db
      .insert(guests)
      .values(names.map((name) => ({ weddingId: couple.weddingId, name, code: newGuestCode() })))
      .returning({ id: guests.id });
    const [stranger] = await t.app.db
      .insert(guests)
      .values({ weddingId: other.weddingId, name: 'Fuera', code: newGuestCode() })
      .returning({ id: guests.id });
    const [civil, dinner, elsewhere] = await t.app.db
      .insert(events)
      .values([
        { weddingId: couple.weddingId, name: 'Civil', isExclusive: true },
        { weddingId: couple.weddingId, name: 'Cena', isExclusive: true },
        { weddingId: other.weddingId, name: 'Otra boda', isExclusive: true },
      ])
      .returning({ id: events.id });
    const ids = inserted.map((guest) => guest.id);
    if (!civil || !dinner || !elsewhere || !stranger) throw new Error('fixtures missing');
    await t.app.db.insert(eventGuests).values([
      { eventId: dinner.id, guestId: ids[0] ?? 0 },
      { eventId: civil.id, guestId: ids[0] ?? 0 },
      { eventId: civil.id, guestId: ids[3] ?? 0 },
      { eventId: elsewhere.id, guestId: stranger.id },
    ]);

    const batches: { id: number; name: string; eventIds: number[] }[][] = [];
    for await (const batch of createGuestFilesRepository(t.app.db).exportBatches(
      couple.weddingId,
      2,
    ))
      batches.push(batch.map(({ id, name, eventIds }) => ({ id, name, eventIds })));
    expect(batches.map((batch) => batch.length)).toEqual([1, 2, 2]);
    expect(batches.flat()).toEqual(
      names.map((name, index) => ({
        id: ids[index],
        name,
        eventIds: index === 0 ? [civil.id, dinner.id] : index === 3 ? [civil.id] : [],
      })),
    );

    const rows = cellTexts(await download(couple)).slice(1);
    const column = HEADERS.indexOf('Eventos exclusivos');
    // By name, in the events' order; never another wedding's event.
    expect(rows.map((row) => row[column])).toEqual(['Civil, Cena', '', '', 'Civil', '']);
  });

  it('any string stored as a guest name comes back as the same inert text', async () => {
    const couple = await guestCouple(t);
    // Any text PostgreSQL stores (no NUL): formula starts, control characters, any Unicode.
    const tricky = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '\r\n',
      '\u0001',
      '\u000b',
      ' =',
      "'",
    );
    const piece = fc.oneof(
      tricky,
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ maxLength: 20 }),
    );
    const name = fc.array(piece, { minLength: 1, maxLength: 5 }).map((pieces) => pieces.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 8 }), async (names) => {
        await t.app.db.delete(guests).where(eq(guests.weddingId, couple.weddingId));
        await t.app.db
          .insert(guests)
          .values(
            names.map((name) => ({ weddingId: couple.weddingId, name, code: newGuestCode() })),
          );
        const rows = cellTexts(await download(couple)).slice(1);
        const nameColumn = HEADERS.indexOf('Nombre');
        const exported = rows.map((row) => row[nameColumn] ?? '');
        expect(exported).toHaveLength(names.length);
        // Exactly as stored (what XML can carry), no apostrophe; cellTexts checks no formula.
        exported.forEach((text, index) => expect(text).toBe(xmlText(names[index] ?? '')));
      }),
      { numRuns: 40 },
    );
  });
});
