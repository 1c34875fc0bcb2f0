import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidImage } from '../../test/image-fixtures.ts';
import { SHARE_MAX_BYTES, shareJpeg, shareSize, widthVariant } from './image-variants.ts';

/** Random pixels: the worst case for a JPEG encoder (it cannot compress noise). */
function noise(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
}

describe('image variants', () => {
  it('makes an 800 px wide WebP of wider images only', async () => {
    const wide = await widthVariant(await solidImage(2048, 1024, 'webp'), 2048);
    expect(wide).toMatchObject({ width: 800, height: 400 });
    const metadata = await sharp(wide?.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 400]);
    expect(await widthVariant(await solidImage(800, 600, 'webp'), 800)).toBeNull();
  });

  it('crops covers to 1200:630 and never enlarges', () => {
    expect(shareSize(2048, 1365)).toEqual({ width: 1200, height: 630 });
    expect(shareSize(1365, 2048)).toEqual({ width: 1200, height: 630 });
    expect(shareSize(600, 800)).toEqual({ width: 600, height: 315 });
    expect(shareSize(2048, 300)).toEqual({ width: 571, height: 300 });
  });

  it('keeps the share JPEG under 300 KB and within 1200x630, even for pure noise', async () => {
    const share = await shareJpeg(await noise(2048, 1536), 2048, 1536);
    expect(share.bytes.length).toBeLessThan(SHARE_MAX_BYTES);
    const metadata = await sharp(share.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBeLessThanOrEqual(1200);
    expect(metadata.height).toBeLessThanOrEqual(630);
    expect([metadata.width, metadata.height]).toEqual([share.width, share.height]);
  });
});
