import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { insertHousehold } from '../../test/household-fixtures.ts';
import { pageTexts } from '../../test/pdf-reading.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { PLACE_CARDS_PER_PAGE } from './seating-place-cards.ts';

type Seating = { tables: { id: number; name: string; people: { memberId: number }[] }[] };
type Language = 'es' | 'en';

const LETTER = { width: 612, height: 792 };

/** Each text item's box on its page (pdf.js measures it in the font it is printed in). */
async function textBoxes(pdf: Buffer) {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const boxes: { text: string; left: number; right: number; bottom: number; top: number }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , , pageHeight] = page.view;
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a = 1, , , , x = 0, y = 0] = item.transform as number[];
      // A line printed upside down (a place card's back) runs leftwards from its origin.
      const left = a < 0 ? x - item.width : x;
      boxes.push({
        text: item.str,
        left,
        right: left + item.width,
        bottom: y,
        top: y + item.height,
      });
      expect(pageHeight).toBe(LETTER.height);
    }
  }
  await document.destroy();
  return boxes;
}

/** The items from the first `marker` on (exclusive), up to the next page number. */
function after(texts: readonly string[], marker: string): string[] {
  const start = texts.indexOf(marker);
  expect(start, `"${marker}" is printed`).toBeGreaterThanOrEqual(0);
  const rest = texts.slice(start + 1);
  const end = rest.findIndex((text) => /^(Página|Page) \d+ (de|of) \d+$/.test(text));
  return end === -1 ? rest : rest.slice(0, end);
}

/** The index's lines: a letter heading ('' for none), then each name and its table. */
function indexed(...rows: [letter: string, name: string, table: string][]): string[] {
  return rows.flatMap(([letter, name, table]) => [letter, name, table].filter(Boolean));
}

describe('the seating chart and place cards (GET /weddings/{id}/seating/chart, …/place-cards)', () => {
  let t: TestApp;
  let couple: Couple;

  const chart = (owner: Couple, language: Language = 'es', token = owner.token) =>
    call(t, token, 'GET', `/weddings/${owner.weddingId}/seating/chart`, undefined, language);
  const cards = (owner: Couple, language: Language = 'es', token = owner.token) =>
    call(t, token, 'GET', `/weddings/${owner.weddingId}/seating/place-cards`, undefined, language);

  async function reception(owner: Couple): Promise<number> {
    const [event] = await t.app.db
      .insert(events)
      .values({ weddingId: owner.weddingId, name: 'Recepción' })
      .returning({ id: events.id });
    return event?.id ?? 0;
  }

  /** Saves the tables, then seats each list of member ids at the table of the same place. */
  async function seatAt(
    owner: Couple,
    tables: { name: string; seats: number }[],
    people: number[][],
  ) {
    const saved = await call(t, owner.token, 'PUT', `/weddings/${owner.weddingId}/tables`, {
      tables,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ids = saved.json<Seating>().tables.map((table) => table.id);
    if (people.flat().length === 0) return;
    const seats = people.flatMap((members, index) =>
      members.map((memberId) => ({ memberId, tableId: ids[index] })),
    );
    const seated = await call(t, owner.token, 'PUT', `/weddings/${owner.weddingId}/seating`, {
      seats,
    });
    expect(seated.statusCode, seated.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    const eventId = await reception(couple);
    const household = (
      name: string,
      names: (string | null)[],
      lastName: string,
      children: string[] = [],
    ) =>
      insertHousehold(t.app.db, {
        weddingId: couple.weddingId,
        eventId,
        name,
        lastName,
        names,
        attending: names.map(() => true),
        children,
      });
    const nunez = await household('Familia Núñez', ['Sofía', 'Íñigo'], 'Núñez', ['Íñigo']);
    const perez = await household('Familia Pérez', ['Ángel', null], 'Pérez');
    const zoe = await household('Zoe Álvarez', ['Zoe'], 'Álvarez');
    await household('Olga Ortiz', ['Olga'], 'Ortiz');
    // Mesa 1 has two seats and three people: over-full.
    await seatAt(
      couple,
      [
        { name: 'Mesa 1', seats: 2 },
        { name: 'Mesa 2', seats: 8 },
      ],
      [[...perez, ...zoe], nunez],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints each table with its people, the unseated, and an A–Z index with accents intact (es)', async () => {
    const response = await chart(couple);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="seating-chart.pdf"',
    );
    const texts = (await pageTexts(response.rawPayload)).flat();
    expect(texts[0]).toBe('Ana y Luis');
    expect(after(texts, 'Ana y Luis')[0]).toBe('Plano de mesas · Sábado 15 de junio de 2030');
    expect(after(texts, 'Mesa 1').slice(0, 8)).toEqual([
      '3 personas · 2 lugares',
      'Sobrecupo: 1 persona de más',
      '1',
      'Ángel Pérez',
      '2',
      'Acompañante de Familia Pérez',
      '3',
      'Zoe Álvarez',
    ]);
    expect(after(texts, 'Mesa 2').slice(0, 6)).toEqual([
      '2 personas · 8 lugares',
      '1',
      'Sofía Núñez',
      '2',
      'Íñigo Núñez',
      'niño/a',
    ]);
    expect(texts.filter((text) => text.startsWith('Sobrecupo'))).toHaveLength(1);
    expect(after(texts, 'Sin mesa todavía (1)')).toEqual(expect.arrayContaining(['Olga Ortiz']));
    // Spanish order, accents ignored: Á with A, Í with I (a plain sort would put them after Z).
    expect(after(texts, 'Índice de invitados')).toEqual(
      indexed(
        ['A', 'Acompañante de Familia Pérez', 'Mesa 1'],
        ['', 'Ángel Pérez', 'Mesa 1'],
        ['I', 'Íñigo Núñez', 'Mesa 2'],
        ['S', 'Sofía Núñez', 'Mesa 2'],
        ['Z', 'Zoe Álvarez', 'Mesa 1'],
      ),
    );
    expect(texts.at(-1)).toBe('Página 1 de 1');
  });

  it('prints the same in English', async () => {
    const response = await chart(couple, 'en');

    expect(response.statusCode, response.body).toBe(200);
    const texts = (await pageTexts(response.rawPayload)).flat();
    expect(after(texts, 'Ana y Luis')[0]).toMatch(/^Seating chart · \S+, \S+ \d+, \d{4}$/);
    expect(after(texts, 'Mesa 1').slice(0, 2)).toEqual([
      '3 people · 2 seats',
      'Over capacity: 1 person too many',
    ]);
    expect(texts).toContain('Companion of Familia Pérez');
    expect(texts).toContain('child');
    expect(after(texts, 'Not seated yet (1)')).toContain('Olga Ortiz');
    expect(after(texts, 'Guest index')).toEqual(
      indexed(
        ['A', 'Ángel Pérez', 'Mesa 1'],
        ['C', 'Companion of Familia Pérez', 'Mesa 1'],
        ['I', 'Íñigo Núñez', 'Mesa 2'],
        ['S', 'Sofía Núñez', 'Mesa 2'],
        ['Z', 'Zoe Álvarez', 'Mesa 1'],
      ),
    );
    expect(texts.at(-1)).toBe('Page 1 of 1');
  });

  it('prints one folded card per seated person, in table order, with their table (es and en)', async () => {
    const spanish = await cards(couple);
    const english = await cards(couple, 'en');

    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.headers['content-type']).toBe('application/pdf');
    expect(spanish.headers['content-disposition']).toBe('attachment; filename="place-cards.pdf"');
    const pages = await pageTexts(spanish.rawPayload);
    expect(pages).toHaveLength(Math.ceil(5 / PLACE_CARDS_PER_PAGE));
    // Each card prints its side twice: the back upside down, then the front.
    const side = (name: string, table: string) => ['Ana y Luis', name, table];
    expect(pages.flat()).toEqual(
      [
        ['Ángel Pérez', 'Mesa 1'],
        ['Acompañante de Familia Pérez', 'Mesa 1'],
        ['Zoe Álvarez', 'Mesa 1'],
        ['Sofía Núñez', 'Mesa 2'],
        ['Íñigo Núñez', 'Mesa 2'],
      ].flatMap(([name = '', table = '']) => [...side(name, table), ...side(name, table)]),
    );
    expect((await pageTexts(english.rawPayload)).flat()).toContain('Companion of Familia Pérez');
  });

  it('flows a long chart onto more pages, repeating the heading of a split table, all within the page', async () => {
    const big = await insertCouple(t.app.db);
    const eventId = await reception(big);
    const first = ['María Guadalupe', 'José Ángel', 'Íñigo', 'Úrsula', 'Ñeco', 'Sofía'];
    const last = ['Hernández Villaseñor de la Fuente y Ocampo', 'Núñez', 'Pérez García'];
    const people: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      people.push(
        ...(await insertHousehold(t.app.db, {
          weddingId: big.weddingId,
          eventId,
          name: `Familia ${index}`,
          lastName: `${last[index % last.length] ?? ''} ${index}`,
          names: [first[index % first.length] ?? null],
          attending: [true],
        })),
      );
    }
    await seatAt(
      big,
      [
        { name: 'Primos y tíos', seats: 50 },
        { name: '7', seats: 10 },
      ],
      [people.slice(0, 50), people.slice(50)],
    );

    const response = await chart(big, 'es');

    expect(response.statusCode, response.body).toBe(200);
    const pages = await pageTexts(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page.at(-1)).toBe(`Página ${index + 1} de ${pages.length}`);
    });
    const texts = pages.flat();
    expect(texts.filter((text) => text.endsWith('(continúa)')).length).toBeGreaterThan(0);
    expect(texts).toContain('Mesa 7'); // a table named by its number alone
    for (const box of await textBoxes(response.rawPayload)) {
      expect(box.left, box.text).toBeGreaterThanOrEqual(36);
      expect(box.right, box.text).toBeLessThanOrEqual(LETTER.width - 36);
      expect(box.bottom, box.text).toBeGreaterThanOrEqual(18);
      expect(box.top, box.text).toBeLessThanOrEqual(LETTER.height - 18);
    }
    const cardBoxes = await textBoxes((await cards(big)).rawPayload);
    expect(cardBoxes.length).toBe(60 * 2 * 3);
    for (const box of cardBoxes) {
      expect(box.left, box.text).toBeGreaterThanOrEqual(36);
      expect(box.right, box.text).toBeLessThanOrEqual(LETTER.width - 36);
    }
  });

  it('answers 409 with a clear message while there are no tables, or nobody to make a card for', async () => {
    const empty = await insertCouple(t.app.db);

    const spanish = await chart(empty, 'es');
    const english = await cards(empty, 'en');

    expect(spanish.statusCode).toBe(409);
    expect(spanish.json<{ message: string }>().message).toContain('Aún no hay mesas');
    expect(english.statusCode).toBe(409);
    expect(english.json<{ message: string }>().message).toContain('no tables in this wedding');

    await seatAt(empty, [{ name: 'Mesa 1', seats: 8 }], [[]]);
    expect((await chart(empty)).statusCode).toBe(200);
    const noCards = await cards(empty);
    expect(noCards.statusCode).toBe(409);
    expect(noCards.json<{ message: string }>().message).toContain('Aún no hay nadie sentado');
  });

  it("answers 404 for another couple's wedding, printing nothing of theirs", async () => {
    const stranger = await insertCouple(t.app.db);

    for (const response of [
      await chart(couple, 'es', stranger.token),
      await cards(couple, 'es', stranger.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Sofía');
    }
  });
});
