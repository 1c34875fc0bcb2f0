// QR codes on the printed PDFs (the guests' QR sheet, a household's pass): drawn as vector squares,
// so they stay sharp at any print size and a phone's camera reads them from paper or a screen.
import QRCode from 'qrcode';

/** The dark modules of the link's QR (error correction M, as phone cameras expect). */
export function qrModules(link: string): {
  size: number;
  isDark: (row: number, col: number) => boolean;
} {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** Draws the link's QR code in black, `size` points wide, with its top left corner at (x, y). */
export function drawQr(
  doc: PDFKit.PDFDocument,
  link: string,
  at: { x: number; y: number; size: number },
): void {
  const { size, isDark } = qrModules(link);
  const module = at.size / size;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) doc.rect(at.x + col * module, at.y + row * module, module, module);
    }
  }
  doc.fill('#000000');
}
