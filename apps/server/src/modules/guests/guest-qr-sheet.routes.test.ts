import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { call, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';
import { decode, pageTexts, qrSquaresByPage, type Square } from '../../test/pdf-reading.ts';
import { newGuestCode } from './guest-codes.ts';
import { CARDS_PER_PAGE } from './guest-qr-sheet.ts';

/** The squares of one page split by card (2 columns of 3 rows on Letter), in reading order. */
function byCard(squares: readonly Square[]): Square[][] {
  const cards = new Map<number, Square[]>();
  for (const square of squares) {
    const slot = Math.floor((square.y - 36) / 240) * 2 + (square.x < 306 ? 0 : 1);
    cards.set(slot, [...(cards.get(slot) ?? []), square]);
  }
  return [...cards.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

describe('POST /guests/qr-sheet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sheet = (couple: Couple, language: 'es' | 'en' = 'es') =>
    call(t, couple.token, 'POST', '/guests/qr-sheet', { weddingId: couple.weddingId }, language);

  async function links(couple: Couple): Promise<Map<string, string>> {
    const response = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
    });
    const page = response.json<{
      guests: { name: string; lastName: string | null; link: string }[];
    }>();
    return new Map(
      page.guests.map((g) => [[g.name, g.lastName].filter(Boolean).join(' '), g.link]),
    );
  }

  it("prints one card per guest, on Letter pages, with the couple's names and the guest's accents", async () => {
    const couple = await guestCouple(t);
    const names = [
      ['María José', 'Güemes Núñez'],
      ['Íñigo', null],
      ['¡Ñandú!', '¿Öscar?'],
      ['Ana', 'Pérez'],
      ['Luis', 'Ibáñez'],
      ['Sofía', 'Ramírez'],
      ['Úrsula', 'Peña'],
    ] as const;
    await t.app.db.insert(guests).values(
      names.map(([name, lastName]) => ({
        weddingId: couple.weddingId,
        name,
        lastName,
        code: newGuestCode(),
      })),
    );

    const response = await sheet(couple);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="guest-qr-codes.pdf"',
    );
    const pages = await pageTexts(response.rawPayload);
    expect(pages).toHaveLength(Math.ceil(names.length / CARDS_PER_PAGE));
    const fullNames = names.map((parts) => parts.filter(Boolean).join(' '));
    const printed = pages.flat();
    expect(printed.filter((text) => fullNames.includes(text))).toEqual(fullNames);
    expect(printed.filter((text) => text === 'Ana y Luis')).toHaveLength(names.length);
    expect(printed).toContain('Escanea el código para abrir tu invitación');
  });

  it("encodes exactly each guest's personal link, card by card", async () => {
    const couple = await guestCouple(t);
    const names = ['Carmen', 'Dolores', 'Elena', 'Fernanda', 'Gabriela', 'Hortensia', 'Irene'];
    for (const name of names) await insertGuest(t.app.db, couple.weddingId, name);
    const expected = await links(couple);

    const response = await sheet(couple);

    expect(response.statusCode).toBe(200);
    const decoded = qrSquaresByPage(response.rawPayload).flatMap(byCard).map(decode);
    expect(decoded).toEqual(names.map((name) => expected.get(name)));
    expect(decoded.every((link) => link?.includes('?code='))).toBe(true);
  });

  it("answers 404 for another couple's wedding, and prints nothing of theirs", async () => {
    const owner = await guestCouple(t);
    await insertGuest(t.app.db, owner.weddingId, 'Privada');
    const stranger = await guestCouple(t);

    const response = await call(t, stranger.token, 'POST', '/guests/qr-sheet', {
      weddingId: owner.weddingId,
    });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Privada');
  });

  it('answers 409 with a clear message in Spanish and English when there are no guests', async () => {
    const couple = await guestCouple(t);

    const spanish = await sheet(couple, 'es');
    const english = await sheet(couple, 'en');

    expect(spanish.statusCode).toBe(409);
    expect(spanish.json<{ message: string }>().message).toContain('Aún no hay invitados');
    expect(english.statusCode).toBe(409);
    expect(english.json<{ message: string }>().message).toContain('no guests yet');
  });

  it('prints a letter Helvetica lacks without its accent, and leaves out an emoji, never wrong glyphs', async () => {
    const couple = await guestCouple(t);
    await insertGuest(t.app.db, couple.weddingId, 'Nguyễn Łukasz 😀');

    const pages = await pageTexts((await sheet(couple)).rawPayload);

    expect(pages.flat()).toContain('Nguyen Lukasz');
  });

  it('prints the caption in the language asked for', async () => {
    const couple = await guestCouple(t);
    await insertGuest(t.app.db, couple.weddingId, 'Jimena');

    const pages = await pageTexts((await sheet(couple, 'en')).rawPayload);

    expect(pages.flat()).toContain('Scan the code to open your invitation');
  });
});
