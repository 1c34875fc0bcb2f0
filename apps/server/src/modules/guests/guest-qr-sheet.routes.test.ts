import jsQRModule from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { call, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';
import { newGuestCode } from './guest-codes.ts';
import { CARDS_PER_PAGE } from './guest-qr-sheet.ts';

// pdf.js reads the widths of the standard fonts (Helvetica) from its own font data.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Each page's text, as a PDF reader extracts it. */
async function pageTexts(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])),
    );
  }
  await document.destroy();
  return pages;
}

// jsqr is CommonJS with a `default` export: under NodeNext its types name the module, not the function.
const jsQR = jsQRModule.default;

type Square = { x: number; y: number; size: number };

/** The small filled squares (QR modules) each content stream draws; the cut lines are larger. */
function qrSquaresByPage(pdf: Buffer): Square[][] {
  const raw = pdf.toString('latin1');
  const pages: Square[][] = [];
  // Each stream is sliced by its declared /Length: compressed bytes may end in a \r, which a
  // pattern up to "endstream" would swallow and so corrupt the stream.
  for (const match of raw.matchAll(/\/Length (\d+)\b[\s\S]*?stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue; // not a deflated content stream
    }
    const squares = [...content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)]
      .map(([, x, y, w, h]) => ({ x: Number(x), y: Number(y), w: Number(w), h: Number(h) }))
      .filter((r) => r.w < 20 && Math.abs(r.w - r.h) < 0.01)
      .map((r) => ({ x: r.x, y: r.y, size: r.w }));
    if (squares.length > 0) pages.push(squares);
  }
  return pages;
}

/** Paints the squares black on white (4 px a point, a quiet zone around) and decodes the QR. */
function decode(squares: readonly Square[]): string | null {
  const scale = 4;
  const quiet = 20;
  const left = Math.min(...squares.map((s) => s.x));
  const top = Math.min(...squares.map((s) => s.y));
  const extent = Math.max(...squares.map((s) => Math.max(s.x - left, s.y - top) + s.size));
  const side = Math.ceil(extent * scale) + 2 * quiet * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const square of squares) {
    const x0 = Math.round((square.x - left + quiet) * scale);
    const y0 = Math.round((square.y - top + quiet) * scale);
    const x1 = Math.round((square.x - left + quiet + square.size) * scale);
    const y1 = Math.round((square.y - top + quiet + square.size) * scale);
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

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
