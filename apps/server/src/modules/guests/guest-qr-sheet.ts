// The printable QR sheet: Letter pages (the paper size of Mexico) of cut-out cards, each with the
// couple's names, the QR of one guest's personal link and the guest's name, for paper invitations.
// The QR is drawn as vector squares, so it stays sharp at any print size.
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { drawQr } from '../../content-kit/pdf-qr.ts';
import { BOLD, line, REGULAR } from '../../content-kit/pdf-text.ts';

export type QrCard = { guestName: string; link: string };

export type QrSheet = {
  /** The wedding's name as the couple wrote it ("Ana & Luis"). */
  couple: string;
  /** The line under each QR, in the request's language. */
  caption: string;
  cards: readonly QrCard[];
};

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 36;
const COLUMNS = 2;
const ROWS = 3;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const CARD = {
  width: (PAGE.width - 2 * MARGIN) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN) / ROWS,
};
/** About 5.3 cm: a phone reads it from arm's length, with the quiet zone the card's white gives. */
const QR_SIZE = 150;
const PADDING = 14;

function drawCard(doc: PDFKit.PDFDocument, sheet: QrSheet, card: QrCard, index: number): void {
  const slot = index % CARDS_PER_PAGE;
  const left = MARGIN + (slot % COLUMNS) * CARD.width;
  const top = MARGIN + Math.floor(slot / COLUMNS) * CARD.height;
  const textWidth = CARD.width - 2 * PADDING;
  // A light dashed line to cut along.
  doc
    .save()
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor('#9a9a9a')
    .rect(left, top, CARD.width, CARD.height)
    .stroke()
    .restore();
  const x = left + PADDING;
  const qrTop = top + PADDING + 18;
  line(
    doc,
    sheet.couple,
    { x, y: top + PADDING, width: textWidth },
    {
      name: REGULAR,
      size: 10,
      min: 7,
      color: '#555555',
    },
  );
  drawQr(doc, card.link, { x: left + (CARD.width - QR_SIZE) / 2, y: qrTop, size: QR_SIZE });
  line(
    doc,
    card.guestName,
    { x, y: qrTop + QR_SIZE + 10, width: textWidth },
    {
      name: BOLD,
      size: 13,
      min: 8,
      color: '#111111',
    },
  );
  line(
    doc,
    sheet.caption,
    { x, y: top + CARD.height - PADDING - 10, width: textWidth },
    {
      name: REGULAR,
      size: 8,
      min: 6,
      color: '#555555',
    },
  );
}

/** Writes the sheet's PDF into `output`; resolves once all of it is written. */
export async function writeQrSheet(output: Writable, sheet: QrSheet): Promise<void> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: sheet.couple },
  });
  doc.pipe(output);
  for (const [index, card] of sheet.cards.entries()) {
    if (index % CARDS_PER_PAGE === 0) {
      // A page at a time: a wedding of thousands of guests never holds the API's event loop.
      if (index > 0) await nextTurn();
      if (output.destroyed) break; // the download was cancelled: no more pages to draw
      doc.addPage();
    }
    drawCard(doc, sheet, card, index);
  }
  doc.end();
  await finished(output, { readable: false });
}
