// Place cards: Letter pages of four tent cards to cut along the dashed lines and fold along the
// dotted one, one per seated person in table order. Each side shows the person's name large, their
// table, and the couple's names small; the back side is printed upside down, so once folded the card
// reads the same from both sides of the table.
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Language } from '@convite/i18n/server-texts';
import { BOLD, line, REGULAR } from '../../content-kit/pdf-text.ts';
import { INK, PAGE, wordsIn, type SeatingPrint } from './seating-print.ts';

const MARGIN = 36;
const COLUMNS = 2;
const ROWS = 2;
export const PLACE_CARDS_PER_PAGE = COLUMNS * ROWS;
/** 3.75 × 5 in, folded to 3.75 × 2.5 in: a common place card. */
const CARD = {
  width: (PAGE.width - 2 * MARGIN) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN) / ROWS,
};
const SIDE = CARD.height / 2;
const PADDING = 18;

export type PlaceCard = { name: string; table: string };

/** One side of a folded card: its top-left corner is (x, y), SIDE high. */
function drawSide(doc: PDFKit.PDFDocument, couple: string, card: PlaceCard, x: number, y: number) {
  const width = CARD.width - 2 * PADDING;
  const left = x + PADDING;
  line(
    doc,
    couple,
    { x: left, y: y + 20, width },
    { name: REGULAR, size: 8.5, min: 6, color: INK.muted },
  );
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(INK.accent)
    .moveTo(x + CARD.width / 2 - 18, y + 36)
    .lineTo(x + CARD.width / 2 + 18, y + 36)
    .stroke()
    .restore();
  line(
    doc,
    card.name,
    { x: left, y: y + 62, width },
    { name: BOLD, size: 24, min: 13, color: INK.text },
  );
  line(
    doc,
    card.table,
    { x: left, y: y + 110, width },
    { name: REGULAR, size: 14, min: 9, color: INK.accent },
  );
}

function drawCard(doc: PDFKit.PDFDocument, couple: string, card: PlaceCard, index: number): void {
  const slot = index % PLACE_CARDS_PER_PAGE;
  const x = MARGIN + (slot % COLUMNS) * CARD.width;
  const y = MARGIN + Math.floor(slot / COLUMNS) * CARD.height;
  // Cut along the dashes, fold along the dots.
  doc
    .save()
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor('#9a9a9a')
    .rect(x, y, CARD.width, CARD.height)
    .stroke()
    .undash()
    .dash(0.1, { space: 3 })
    .lineCap('round')
    .lineWidth(0.8)
    .strokeColor(INK.faint)
    .moveTo(x + 6, y + SIDE)
    .lineTo(x + CARD.width - 6, y + SIDE)
    .stroke()
    .restore();
  // The back, upside down above the fold; the front below it.
  doc.save().rotate(180, { origin: [x + CARD.width / 2, y + SIDE / 2] });
  drawSide(doc, couple, card, x, y);
  doc.restore();
  drawSide(doc, couple, card, x, y + SIDE);
}

/** Writes the place cards' PDF into `output`; resolves once all of it is written. */
export async function writePlaceCards(
  output: Writable,
  seating: SeatingPrint,
  language: Language,
): Promise<void> {
  const words = wordsIn(language);
  const cards = seating.tables.flatMap((table) =>
    table.people.map((person) => ({ name: words.person(person), table: words.table(table.name) })),
  );
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    info: { Title: seating.couple },
  });
  doc.pipe(output);
  for (const [index, card] of cards.entries()) {
    if (index % PLACE_CARDS_PER_PAGE === 0) {
      // A page at a time: a wedding of thousands of guests never holds the API's event loop.
      if (index > 0) await nextTurn();
      if (output.destroyed) break; // the download was cancelled: no more pages to draw
      doc.addPage();
    }
    drawCard(doc, seating.couple, card, index);
  }
  doc.end();
  await finished(output, { readable: false });
}
