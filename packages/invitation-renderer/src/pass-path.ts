// A household's pass on the invitation's origin: its page (what its QR code carries), the QR code as
// an SVG image and the PDF, all served by the invitation server.

/** `/<slug>/pase/<token>`: the pass's page. */
export function passPath(slug: string, token: string): string {
  return `/${slug}/pase/${encodeURIComponent(token)}`;
}

/** The pass's QR code as an image, beside its page. */
export const PASS_QR_FILE = 'qr.svg';
/** The pass as a PDF, beside its page. */
export const PASS_PDF_FILE = 'pase.pdf';
