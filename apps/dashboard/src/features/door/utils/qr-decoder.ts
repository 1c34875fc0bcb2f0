// Reads a QR code from a camera frame or a photo: the browser's own BarcodeDetector where there is one
// (Android's Chrome), else jsQR, loaded on first use. Frames are scaled down to at most 640 px wide
// first: a pass fills much of the frame, and a smaller image decodes several times faster.

/** The part of BarcodeDetector this file uses (not yet in TypeScript's DOM types). */
type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorConstructor = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

const MAX_WIDTH = 640;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (Native === undefined) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code')
      ? new Native({ formats: ['qr_code'] })
      : null;
  } catch {
    return null;
  }
}

/** Loads jsQR's chunk ahead of need, so a phone that goes offline later still has it. */
export const loadJsQr = () => import('jsqr').then((module) => module.default);

export type QrDecoder = (
  source: CanvasImageSource,
  width: number,
  height: number,
) => Promise<string | null>;

export async function createQrDecoder(): Promise<QrDecoder> {
  const native = await nativeDetector();
  if (native !== null) {
    return async (source) => (await native.detect(source))[0]?.rawValue ?? null;
  }
  const jsQR = await loadJsQr();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (source, width, height) => {
    if (context === null || width === 0 || height === 0) return null;
    const scale = Math.min(1, MAX_WIDTH / width);
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}
