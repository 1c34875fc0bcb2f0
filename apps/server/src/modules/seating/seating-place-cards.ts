// Place cards: Letter pages of four tent cards to cut along the dashed lines and fold along the
// dotted one, one per seated person in table order. Each side shows the person's name large, their
// table, and the couple's names small; the back side is printed upside down, so once folded the card
// reads the same from both sides of the table.
import type { Writable } from 'node:stream';
import type { Language } from '@convite/i18n/server-texts';
import { cardGrid, writeCardPages } from '../../content-kit/pdf-cards.ts';
import { BOLD, line, REGULAR } from '../../content-kit/pdf-text.ts';
import { INK, wordsIn, type SeatingPrint } from './seating-print.ts';

/** Two by two, 3.75 × 5 in each, folded to 3.75 × 2.5 in: a common place card. */
const CARD = cardGrid(2, 2);
export const PLACE_CARDS_PER_PAGE = CARD.perPage;
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
    { name: BOLD, size: 24, min: 13, color: INK.text, isBaselineKept: true },
  );
  line(
    doc,
    card.table,
    { x: left, y: y + 110, width },
    { name: REGULAR, size: 14, min: 9, color: INK.accent },
  );
}

function drawCard(
  doc: PDFKit.PDFDocument,
  couple: string,
  card: PlaceCard,
  corner: { x: number; y: number },
): void {
  const { x, y } = corner;
  // Fold along the dots.
  doc
    .save()
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
  await writeCardPages(output, {
    title: seating.couple,
    grid: CARD,
    cards,
    draw: (doc, card, corner) => drawCard(doc, seating.couple, card, corner),
  });
}
