// The printable QR sheet: Letter pages (the paper size of Mexico) of cut-out cards, each with the
// couple's names, the QR of one guest's personal link and the guest's name, for paper invitations.
// The QR is drawn as vector squares, so it stays sharp at any print size.
import type { Writable } from 'node:stream';
import { cardGrid, writeCardPages } from '../../content-kit/pdf-cards.ts';
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

/** Two columns of three cards on Letter paper. */
const CARD = cardGrid(2, 3);
export const CARDS_PER_PAGE = CARD.perPage;
/** About 5.3 cm: a phone reads it from arm's length, with the quiet zone the card's white gives. */
const QR_SIZE = 150;
const PADDING = 14;

function drawCard(
  doc: PDFKit.PDFDocument,
  sheet: QrSheet,
  card: QrCard,
  corner: { x: number; y: number },
): void {
  const { x: left, y: top } = corner;
  const textWidth = CARD.width - 2 * PADDING;
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
  await writeCardPages(output, {
    title: sheet.couple,
    grid: CARD,
    cards: sheet.cards,
    draw: (doc, card, corner) => drawCard(doc, sheet, card, corner),
  });
}
