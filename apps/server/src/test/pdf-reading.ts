// Reading printed PDFs back in tests: the text as a PDF reader extracts it, and the QR codes drawn
// as vector squares, decoded as a phone would read them.
import jsQRModule from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { inflateSync } from 'node:zlib';

// pdf.js reads the widths of the standard fonts (Helvetica) from its own font data.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Each page's text, as a PDF reader extracts it. */
export async function pageTexts(pdf: Buffer): Promise<string[][]> {
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

export type Square = { x: number; y: number; size: number };

/** The small filled squares (QR modules) each content stream draws; the cut lines are larger. */
export function qrSquaresByPage(pdf: Buffer): Square[][] {
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
export function decode(squares: readonly Square[]): string | null {
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
