// The largest images the API accepts: 40 megapixels (8000×5000) within 10 MiB, in the shapes that
// cost the most memory to decode. Deterministic (seeded noise, fixed colours). The JPEGs are
// encoded with the server's own sharp (the bench package does not depend on it); the PNGs are
// written here byte by byte, so their layout (bit depth, colour type, interlacing) is exactly the
// one asked for.
import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

export const WIDTH = 8000;
export const HEIGHT = 5000;
/** The API's limits (apps/server/src/modules/images/image-size-caps.ts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export type UploadImage = {
  name: string;
  description: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
};

/** The subset of sharp's API used here. */
type JpegEncoder = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => {
  jpeg(options: { quality: number; progressive: boolean; mozjpeg: boolean }): {
    toBuffer(): Promise<Buffer>;
  };
};

const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../../apps/server/package.json'),
);
const sharp = serverRequire('sharp') as JpegEncoder;

/** Seeded RGB noise (xorshift32): the worst case for JPEG's compression, so the most bytes. */
function noise(seed: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < words.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[index] = state >>> 0;
  }
  return pixels;
}

/** The best quality (from 40 down) whose JPEG of the noise still fits under the 10 MiB limit. */
async function largestJpeg(pixels: Buffer, isProgressive: boolean): Promise<Buffer> {
  for (let quality = 40; quality >= 5; quality -= 2) {
    const bytes = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality, progressive: isProgressive, mozjpeg: false })
      .toBuffer();
    if (bytes.length < MAX_IMAGE_BYTES) return bytes;
  }
  throw new Error('no JPEG quality fits the noise under 10 MiB');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// Adam7's passes: first column and row, then column and row steps.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A single-colour PNG of WIDTH×HEIGHT: every sample byte is `fill` (filter type 0 on each row), so
 * it deflates to next to nothing whatever it decodes to.
 */
function flatPng(options: {
  bitsPerPixel: number;
  bitDepth: number;
  colourType: number;
  isInterlaced: boolean;
  fill: number;
  palette?: Buffer;
}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([options.bitDepth, options.colourType, 0, 0, options.isInterlaced ? 1 : 0], 8);
  const passes = options.isInterlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const scanlines = passes.map(([x0, y0, dx, dy]) => {
    const columns = Math.ceil((WIDTH - x0) / dx);
    const rows = Math.ceil((HEIGHT - y0) / dy);
    const rowBytes = 1 + Math.ceil((columns * options.bitsPerPixel) / 8);
    const data = Buffer.alloc(rows * rowBytes, options.fill);
    for (let row = 0; row < rows; row += 1) data[row * rowBytes] = 0;
    return data;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.palette === undefined ? [] : [pngChunk('PLTE', options.palette)]),
    pngChunk('IDAT', deflateSync(Buffer.concat(scanlines), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every kind of largest image, in the order the benchmark's rounds use them. */
export async function uploadImages(): Promise<UploadImage[]> {
  const pixels = noise(2030);
  const jpeg = (bytes: Buffer, name: string, description: string): UploadImage => ({
    name,
    description,
    fileName: `${name}.jpg`,
    contentType: 'image/jpeg',
    bytes,
  });
  const png = (bytes: Buffer, name: string, description: string): UploadImage => ({
    name,
    description,
    fileName: `${name}.png`,
    contentType: 'image/png',
    bytes,
  });
  return [
    jpeg(
      await largestJpeg(pixels, false),
      'noise-jpeg',
      'baseline JPEG of RGB noise, best quality under 10 MiB',
    ),
    jpeg(
      await largestJpeg(pixels, true),
      'noise-progressive-jpeg',
      'progressive JPEG of the same noise (decoded whole)',
    ),
    png(
      flatPng({
        bitsPerPixel: 1,
        bitDepth: 1,
        colourType: 3,
        isInterlaced: false,
        fill: 0,
        palette: Buffer.from([0xc0, 0x39, 0x2b, 0xff, 0xff, 0xff]),
      }),
      'flat-palette-png',
      '1-bit palette PNG of one colour (decodes to 8-bit RGB)',
    ),
    png(
      flatPng({ bitsPerPixel: 64, bitDepth: 16, colourType: 6, isInterlaced: false, fill: 0x99 }),
      'flat-rgba16-png',
      '16-bit RGBA PNG of one colour (320 MB of samples)',
    ),
    png(
      flatPng({ bitsPerPixel: 64, bitDepth: 16, colourType: 6, isInterlaced: true, fill: 0x99 }),
      'flat-rgba16-interlaced-png',
      'the same, Adam7-interlaced (decoded whole)',
    ),
  ];
}
