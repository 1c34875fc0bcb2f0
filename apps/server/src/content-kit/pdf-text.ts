// Text on the printed PDFs (QR sheet, seating chart, place cards): pdfkit's standard Helvetica, whose
// WinAnsi encoding covers á é í ó ú ñ ü ¿ ¡ with nothing to embed, and lines that never run over.

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const ITALIC = 'Helvetica-Oblique';

// What Helvetica's WinAnsi encoding can print: Latin-1 and the few extras of Windows-1252.
const WIN_ANSI = /[\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;
/** Letters with a stroke have no accent to drop: their nearest printable letter. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h' };

/**
 * The text as WinAnsi can print it: a character outside it loses its accents ("Nguyễn" →
 * "Nguyen") or, with none to lose (an emoji), is left out, rather than printing as wrong glyphs.
 */
export function printable(text: string): string {
  const kept = Array.from(text, (char) => {
    if (WIN_ANSI.test(char)) return char;
    const plain = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    return Array.from(plain, (part) => (WIN_ANSI.test(part) ? part : '')).join('');
  });
  return kept.join('').replace(/\s+/g, ' ').trim();
}

export type LineBox = { x: number; y: number; width: number };
export type LineFont = {
  name: string;
  size: number;
  /** The smallest size the font shrinks to before the text is cut. */
  min: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  /** A shrunk text sits on the line's baseline (as in a list) rather than at its top. */
  isBaselineKept?: boolean;
};

/**
 * One line (centred unless `font.align` says otherwise): the font shrinks (down to `min`) until the
 * text fits the width; a text still longer is cut with an ellipsis, so a long name never runs into
 * the next line. Answers the size it was printed at.
 */
export function line(
  doc: PDFKit.PDFDocument,
  rawText: string,
  at: LineBox,
  font: LineFont,
): number {
  const text = printable(rawText);
  let size = font.size;
  doc.font(font.name).fillColor(font.color);
  while (size > font.min && doc.fontSize(size).widthOfString(text) > at.width) size -= 0.5;
  // Helvetica's ascent is about 0.72 of its size: a shrunk text moves down by what it lost of it.
  const drop = font.isBaselineKept ? (font.size - size) * 0.72 : 0;
  doc.fontSize(size).text(text, at.x, at.y + drop, {
    width: at.width,
    align: font.align ?? 'center',
    height: doc.currentLineHeight(),
    ellipsis: true,
  });
  return size;
}
