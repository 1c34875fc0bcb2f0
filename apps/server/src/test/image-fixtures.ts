// Tests only: images made on the spot, as phones and crafty users send them.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export function solidImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' = 'jpeg',
  background = '#c0392b',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A phone photo: 400×200 pixels stored sideways with EXIF orientation 6 (turn 90° to view), a camera
 * make and a GPS position.
 */
export function sidewaysPhoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#2980b9' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'ConvitePhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 26/1 0/1' },
    })
    .toBuffer();
}

/** EXIF's GPS IFD pointer tag (0x8825), as a little-endian TIFF header stores it. */
export const GPS_POINTER_TAG = Buffer.from([0x25, 0x88]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims width×height RGB pixels, with only a few real rows of data: a few
 * hundred bytes that would need gigabytes if anyone decoded them.
 */
export function craftedHugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc(4 * (1 + width * 3)); // four rows of filter byte 0 + black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
