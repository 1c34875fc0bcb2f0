// A household's pass as a PDF to keep on the phone or print: a card on a Letter page with the
// couple's names and date, the household, "Pase para 3", the QR code of the pass's link (vector
// squares, sharp at any size) and the people with their tables.
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { BOLD, line, REGULAR, type LineFont } from '../../content-kit/pdf-text.ts';
import { drawQr } from '../../content-kit/pdf-qr.ts';

/** The pass as the PDF prints it, every text already in the request's language. */
export type PassSheet = {
  couple: string;
  /** The wedding's day, written out ("Sábado, 15 de junio de 2030"). */
  date: string;
  household: string;
  /** "Pase para 3". */
  seats: string;
  link: string;
  /** The people attending: each name and, when seated, the table. */
  people: readonly { name: string; table: string | null }[];
  /** The line under the QR ("Presenta este código en la entrada"). */
  caption: string;
};

const PAGE_WIDTH = 612; // US Letter, in points
const CARD = { x: 126, y: 54, width: 360 };
const PADDING = 24;
/** About 7.8 cm: a door helper's phone reads it from a printout or from a phone's screen. */
const QR_SIZE = 220;
const PERSON_STEP = 17;
const INK = '#111111';
const MUTED = '#555555';
const ACCENT = '#8a6d3b';

/** Writes the pass's PDF into `output`; resolves once all of it is written. */
export async function writePassPdf(output: Writable, pass: PassSheet): Promise<void> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36, info: { Title: pass.couple } });
  doc.pipe(output);
  const x = CARD.x + PADDING;
  const width = CARD.width - 2 * PADDING;
  let y = CARD.y + PADDING;
  const text = (value: string, font: Omit<LineFont, 'min'>, gap: number) => {
    line(doc, value, { x, y, width }, { ...font, min: Math.min(font.size, 8) });
    y += font.size * 1.2 + gap;
  };
  text(pass.couple, { name: BOLD, size: 24, color: INK }, 4);
  text(pass.date, { name: REGULAR, size: 12, color: MUTED }, 18);
  text(pass.household, { name: REGULAR, size: 14, color: INK }, 2);
  text(pass.seats, { name: BOLD, size: 20, color: ACCENT }, 14);
  drawQr(doc, pass.link, { x: (PAGE_WIDTH - QR_SIZE) / 2, y, size: QR_SIZE });
  y += QR_SIZE + 10;
  text(pass.caption, { name: REGULAR, size: 9, color: MUTED }, 16);
  // One line per person; a large household in two columns, so the card stays on its page.
  const columns = pass.people.length > 10 ? 2 : 1;
  const columnWidth = width / columns;
  const rows = Math.ceil(pass.people.length / columns);
  pass.people.forEach((person, index) => {
    const at = {
      x: x + Math.floor(index / rows) * columnWidth,
      y: y + (index % rows) * PERSON_STEP,
      width: columnWidth,
    };
    const entry = person.table === null ? person.name : `${person.name} · ${person.table}`;
    line(doc, entry, at, { name: REGULAR, size: 12, min: 8, color: INK });
  });
  y += rows * PERSON_STEP;
  // The card's border, drawn last around what it holds.
  doc
    .save()
    .lineWidth(1)
    .strokeColor('#d8cbb3')
    .roundedRect(CARD.x, CARD.y, CARD.width, y - CARD.y + PADDING - 8, 12)
    .stroke()
    .restore();
  doc.end();
  await finished(output, { readable: false });
}
