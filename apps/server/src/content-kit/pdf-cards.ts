// Letter pages of cards to cut out (the QR sheet, place cards): a grid of equal cards inside the
// page's margin, drawn a page at a time with a light dashed line to cut along.
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

export const LETTER = { width: 612, height: 792 }; // US Letter, in points: the paper of Mexico

export type CardGrid = {
  columns: number;
  rows: number;
  margin: number;
  width: number;
  height: number;
  perPage: number;
};

/** Equal cards filling a Letter page inside `margin`, `columns` across and `rows` down. */
export function cardGrid(columns: number, rows: number, margin = 36): CardGrid {
  return {
    columns,
    rows,
    margin,
    width: (LETTER.width - 2 * margin) / columns,
    height: (LETTER.height - 2 * margin) / rows,
    perPage: columns * rows,
  };
}

/** The top-left corner of the card at `index` (counted over all pages) on its page. */
function cornerOf(grid: CardGrid, index: number): { x: number; y: number } {
  const slot = index % grid.perPage;
  return {
    x: grid.margin + (slot % grid.columns) * grid.width,
    y: grid.margin + Math.floor(slot / grid.columns) * grid.height,
  };
}

/**
 * Writes the cards' PDF into `output`, each card inside a dashed cut line with `draw` filling it;
 * resolves once all of it is written.
 */
export async function writeCardPages<Card>(
  output: Writable,
  pages: {
    title: string;
    grid: CardGrid;
    cards: readonly Card[];
    draw: (doc: PDFKit.PDFDocument, card: Card, corner: { x: number; y: number }) => void;
  },
): Promise<void> {
  const { grid } = pages;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: grid.margin,
    autoFirstPage: false,
    info: { Title: pages.title },
  });
  doc.pipe(output);
  for (const [index, card] of pages.cards.entries()) {
    if (index % grid.perPage === 0) {
      // A page at a time: a wedding of thousands of guests never holds the API's event loop.
      if (index > 0) await nextTurn();
      if (output.destroyed) break; // the download was cancelled: no more pages to draw
      doc.addPage();
    }
    const corner = cornerOf(grid, index);
    doc
      .save()
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#9a9a9a')
      .rect(corner.x, corner.y, grid.width, grid.height)
      .stroke()
      .restore();
    pages.draw(doc, card, corner);
  }
  doc.end();
  await finished(output, { readable: false });
}
