import { memberFullName } from '@convite/rules/households';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import {
  eventMealOptions,
  guestMembers,
  memberEventAnswers,
  weddingQuestions,
} from '../../db/schema/households.ts';
import { guestCouple, guestFixture, previewImport, uploadCsv } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Couple } from '../../test/wedding-fixtures.ts';

type ImportBody = {
  totalRows: number;
  successfulRows: number;
  errorRows: { index: number; row: Record<string, string>; errors: Record<string, string[]> }[];
};

/** Each guest of the wedding (by its name) with its named people, in the household's order. */
async function households(t: TestApp, weddingId: number) {
  const rows = await t.app.db
    .select({
      guestId: guests.id,
      name: guests.name,
      lastName: guests.lastName,
      firstName: guestMembers.firstName,
      memberLastName: guestMembers.lastName,
      isChild: guestMembers.isChild,
    })
    .from(guests)
    .leftJoin(
      guestMembers,
      and(eq(guestMembers.guestId, guests.id), isNotNull(guestMembers.firstName)),
    )
    .where(eq(guests.weddingId, weddingId))
    .orderBy(asc(guests.id), asc(guestMembers.position));
  const byGuest = new Map<number, { guest: string; people: string[] }>();
  for (const row of rows) {
    const household = byGuest.get(row.guestId) ?? {
      guest: `${row.name} ${row.lastName ?? ''}`.trim(),
      people: [],
    };
    if (row.firstName !== null) {
      const name = memberFullName({ firstName: row.firstName, lastName: row.memberLastName });
      household.people.push(row.isChild ? `${name} (child)` : name);
    }
    byGuest.set(row.guestId, household);
  }
  return [...byGuest.values()];
}

async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A sheet's rows as texts (a number as its digits, an empty cell ''), all as wide. */
function texts(sheet: ExcelJS.Worksheet | undefined): string[][] {
  if (sheet === undefined) throw new Error('no such sheet');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.value === null ? '' : String(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  // A row ends at its last written cell: padded to the header's width.
  const width = Math.max(...rows.map((row) => row.length));
  return rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
}

describe('the household column in guest list files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports each row’s people (children marked) and refuses a row naming more than it admits', async () => {
    const couple = await guestCouple(t);
    const response = await uploadCsv(t, couple, guestFixture('households.csv'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ImportBody>();
    expect(body).toMatchObject({ totalRows: 4, successfulRows: 3 });
    expect(body.errorRows).toEqual([
      {
        index: 4,
        row: expect.objectContaining({
          name: 'Familia',
          members: 'Marta Ruiz; Pedro Ruiz; Lucía Ruiz (niña)',
        }),
        errors: {
          members: [
            'Nombraste a 3 personas, pero la invitación admite 2: quita nombres o sube el número de invitados.',
          ],
        },
      },
    ]);
    expect(await households(t, couple.weddingId)).toEqual([
      {
        guest: 'Ana Pérez García',
        people: ['Ana Pérez García', 'Luis Pérez García', 'Sofía Pérez García (child)'],
      },
      { guest: 'Íñigo Peña', people: [] },
      { guest: 'Beatriz Soto', people: ['Beatriz', 'Tomás Soto Vega (child)'] },
    ]);
    // The household's last name is the people's when their names end with it.
    const [sofia] = await t.app.db
      .select({ firstName: guestMembers.firstName, lastName: guestMembers.lastName })
      .from(guestMembers)
      .where(eq(guestMembers.firstName, 'Sofía'));
    expect(sofia).toEqual({ firstName: 'Sofía', lastName: 'Pérez García' });
    // Every guest still has one seat per place it admits.
    const seats = await t.app.db
      .select({ id: guestMembers.id })
      .from(guestMembers)
      .innerJoin(guests, eq(guests.id, guestMembers.guestId))
      .where(eq(guests.weddingId, couple.weddingId));
    expect(seats).toHaveLength(4 + 1 + 3);

    const english = await uploadCsv(t, await guestCouple(t), guestFixture('households.csv'), 'en');
    expect(english.json<ImportBody>().errorRows[0]?.errors.members).toEqual([
      'You named 3 people, but the invitation admits 2: remove names or raise the number of guests.',
    ]);
  });

  it('shows the row naming too many people as a problem in the preview', async () => {
    const couple = await guestCouple(t);
    const response = await previewImport(
      t,
      couple,
      guestFixture('households.csv'),
      'es',
      'invitados.csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      columns: string[];
      rows: { index: number; errors: Record<string, string> }[];
      counts: object;
    }>();
    expect(preview.columns).toEqual(['name', 'lastName', 'phone', 'maxGuestsAllowed', 'members']);
    expect(preview.counts).toEqual({ fresh: 3, duplicates: 0, problems: 1 });
    expect(preview.rows.find((row) => row.index === 4)?.errors).toEqual({
      members: expect.stringContaining('Nombraste a 3 personas'),
    });
  });

  it.each(['xlsx', 'csv'] as const)(
    'imports the %s example as households, one with a child',
    async (format) => {
      const couple = await guestCouple(t);
      const example = await call(t, couple.token, 'GET', `/guests/list-example?format=${format}`);
      const response = await uploadCsv(t, couple, example.rawPayload, 'es', `ejemplo.${format}`);
      expect(response.json<ImportBody>()).toMatchObject({ successfulRows: 3, errorRows: [] });
      expect(await households(t, couple.weddingId)).toEqual([
        {
          guest: 'María José Ramírez Núñez',
          people: ['María José Ramírez Núñez', 'Pedro Ramírez Núñez'],
        },
        { guest: 'Íñigo Peña', people: [] },
        {
          guest: 'Ángeles Güemes',
          people: ['Ángeles Güemes', 'Tomás Güemes', 'Lucía Güemes (child)'],
        },
      ]);
    },
  );
});

describe('the export of households', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = async (couple: Couple, language: 'es' | 'en' = 'es') => {
    const response = await call(
      t,
      couple.token,
      'POST',
      '/guests/download',
      { weddingId: couple.weddingId },
      language,
    );
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  async function createGuest(couple: Couple, body: object) {
    const response = await call(t, couple.token, 'POST', '/guests', {
      weddingId: couple.weddingId,
      phone: '55 1234 5678',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ guest: { id: number; members: { id: number }[] } }>().guest;
  }

  it('gives the same households when its file is imported again', async () => {
    const couple = await guestCouple(t);
    const people = [
      {
        name: 'Ana',
        lastName: 'Pérez García',
        maxGuestsAllowed: 5,
        members: [
          { firstName: 'Ana', lastName: 'Pérez García' },
          { firstName: 'Luis Ángel', lastName: 'Pérez García' },
          { firstName: 'Sofía', lastName: 'Pérez García', isChild: true },
          { firstName: 'Abuela Carmen' },
        ],
      },
      { name: 'Íñigo', lastName: 'Peña', maxGuestsAllowed: 2 },
      {
        name: 'Beatriz',
        lastName: null,
        maxGuestsAllowed: 3,
        members: [
          { firstName: 'Beatriz', lastName: 'Soto' },
          { firstName: 'Tomás', lastName: 'Vega Soto', isChild: true },
          { firstName: 'María de la Luz', lastName: 'Ñúñez', isChild: true },
        ],
      },
      {
        name: 'Familia',
        lastName: 'Ruiz',
        maxGuestsAllowed: 1,
        members: [{ firstName: 'Marta', lastName: 'Ruiz' }],
      },
    ];
    for (const guest of people) await createGuest(couple, guest);
    const original = await households(t, couple.weddingId);
    expect(original[0]?.people).toEqual([
      'Ana Pérez García',
      'Luis Ángel Pérez García',
      'Sofía Pérez García (child)',
      'Abuela Carmen',
    ]);
    for (const language of ['es', 'en'] as const) {
      const again = await guestCouple(t);
      const response = await uploadCsv(
        t,
        again,
        await download(couple, language),
        language,
        'invitados.xlsx',
      );
      expect(response.json<ImportBody>(), language).toMatchObject({
        totalRows: 4,
        successfulRows: 4,
        errorRows: [],
      });
      expect(await households(t, again.weddingId), language).toEqual(original);
    }
  });

  it('writes the people, the answers, a sheet per event and the caterer’s summary', async () => {
    const couple = await guestCouple(t);
    const [dinner, party] = await t.app.db
      .insert(events)
      .values([
        {
          weddingId: couple.weddingId,
          name: 'Cena: 15/06',
          datetime: new Date('2030-06-15T02:00:00Z'),
        },
        {
          weddingId: couple.weddingId,
          name: 'Fiesta',
          onlyAdults: true,
          datetime: new Date('2030-06-15T05:00:00Z'),
        },
      ])
      .returning({ id: events.id });
    if (!dinner || !party) throw new Error('no events');
    const [beef, fish] = await t.app.db
      .insert(eventMealOptions)
      .values([
        { eventId: dinner.id, position: 1, name: 'Res' },
        { eventId: dinner.id, position: 2, name: 'Pescado' },
      ])
      .returning({ id: eventMealOptions.id });
    const [bus, song] = await t.app.db
      .insert(weddingQuestions)
      .values([
        { weddingId: couple.weddingId, position: 1, prompt: '¿Usarán el autobús?', kind: 'yesNo' },
        {
          weddingId: couple.weddingId,
          position: 2,
          prompt: 'Canción favorita',
          kind: 'text',
          perPerson: true,
        },
      ])
      .returning({ id: weddingQuestions.id });
    if (!beef || !fish || !bus || !song) throw new Error('no menu or questions');

    const perez = await createGuest(couple, {
      name: 'Ana',
      lastName: 'Pérez',
      maxGuestsAllowed: 4,
      members: [
        { firstName: 'Ana', lastName: 'Pérez' },
        { firstName: 'Luis', lastName: 'Pérez' },
        { firstName: 'Sofía', lastName: 'Pérez', isChild: true },
      ],
    });
    await t.app.db
      .update(guests)
      .set({ confirmation: true, confirmedGuests: 4, answers: { [String(bus.id)]: 'yes' } })
      .where(eq(guests.id, perez.id));
    const [ana, luis, sofia, open] = perez.members;
    if (!ana || !luis || !sofia || !open) throw new Error('no seats');
    await t.app.db
      .update(guestMembers)
      .set({ diet: 'Vegetariana', answers: { [String(song.id)]: 'Cielito lindo' } })
      .where(eq(guestMembers.id, ana.id));
    await t.app.db
      .update(guestMembers)
      .set({ diet: 'Sin nueces' })
      .where(eq(guestMembers.id, sofia.id));
    await t.app.db.insert(memberEventAnswers).values([
      { memberId: ana.id, eventId: dinner.id, attending: true, mealOptionId: fish.id },
      { memberId: luis.id, eventId: dinner.id, attending: true, mealOptionId: beef.id },
      { memberId: sofia.id, eventId: dinner.id, attending: true, mealOptionId: null },
      // An open seat the guest answered for without a name.
      { memberId: open.id, eventId: dinner.id, attending: true, mealOptionId: beef.id },
      { memberId: ana.id, eventId: party.id, attending: true },
      { memberId: luis.id, eventId: party.id, attending: false },
      // Never shown: a child at the adults-only party.
      { memberId: sofia.id, eventId: party.id, attending: true },
    ]);
    // An invitation the couple named nobody in: its first seat is the guest, by the invitation's name.
    const rosa = await createGuest(couple, { name: 'Rosa', lastName: 'Luna', maxGuestsAllowed: 2 });
    await t.app.db
      .update(guests)
      .set({ confirmation: true, confirmedGuests: 2 })
      .where(eq(guests.id, rosa.id));
    await t.app.db
      .insert(memberEventAnswers)
      .values(
        rosa.members.map((seat) => ({ memberId: seat.id, eventId: party.id, attending: true })),
      );

    const book = await workbook(await download(couple));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Invitados',
      'Resumen',
      'Cena 15 06',
      'Fiesta',
    ]);
    const [headers = [], row = []] = texts(book.getWorksheet('Invitados'));
    expect(headers.at(-1)).toBe('¿Usarán el autobús?');
    expect(headers).not.toContain('Canción favorita');
    expect(row[headers.indexOf('Integrantes')]).toBe('Ana Pérez; Luis Pérez; Sofía Pérez (niño)');
    expect(row.at(-1)).toBe('Sí');

    expect(texts(book.getWorksheet('Resumen'))).toEqual([
      ['Evento', 'Concepto', 'Cantidad'],
      ['Cena: 15/06', 'Adultos', '3'],
      ['Cena: 15/06', 'Niños', '1'],
      ['Cena: 15/06', 'Menú: Res', '2'],
      ['Cena: 15/06', 'Menú: Pescado', '1'],
      ['Cena: 15/06', 'Sin menú elegido', '1'],
      ['Cena: 15/06', 'Dieta: Sin nueces', '1'],
      ['Cena: 15/06', 'Dieta: Vegetariana', '1'],
      ['Fiesta', 'Adultos', '3'],
      ['Fiesta', 'Niños', '0'],
      ['Fiesta', 'Dieta: Vegetariana', '1'],
    ]);
    expect(texts(book.getWorksheet('Cena 15 06'))).toEqual([
      ['Invitación', 'Persona', 'Niño o niña', 'Menú', 'Dieta o alergias', 'Canción favorita'],
      ['Ana Pérez', 'Ana Pérez', 'No', 'Pescado', 'Vegetariana', 'Cielito lindo'],
      ['Ana Pérez', 'Luis Pérez', 'No', 'Res', '', ''],
      ['Ana Pérez', 'Sofía Pérez', 'Sí', '', 'Sin nueces', ''],
      ['Ana Pérez', 'Sin nombre (4)', 'No', 'Res', '', ''],
    ]);
    expect(texts(book.getWorksheet('Fiesta'))).toEqual([
      ['Invitación', 'Persona', 'Niño o niña', 'Menú', 'Dieta o alergias', 'Canción favorita'],
      ['Ana Pérez', 'Ana Pérez', 'No', '', 'Vegetariana', 'Cielito lindo'],
      ['Rosa Luna', 'Rosa Luna', 'No', '', '', ''],
      ['Rosa Luna', 'Sin nombre (2)', 'No', '', '', ''],
    ]);

    const english = await workbook(await download(couple, 'en'));
    expect(english.worksheets.map((sheet) => sheet.name)).toEqual([
      'Guests',
      'Summary',
      'Cena 15 06',
      'Fiesta',
    ]);
    const [enHeaders = [], enRow = []] = texts(english.getWorksheet('Guests'));
    expect(enRow[enHeaders.indexOf('Members')]).toBe('Ana Pérez; Luis Pérez; Sofía Pérez (child)');
    expect(enRow.at(-1)).toBe('Yes');
  });
});
