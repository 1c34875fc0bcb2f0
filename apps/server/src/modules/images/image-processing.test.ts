import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidFieldsError } from '../../domain/errors.ts';
import { processImage } from './image-processing.ts';
import {
  craftedHugePng,
  GPS_POINTER_TAG,
  sidewaysPhoneJpeg,
  solidImage,
} from '../../test/image-fixtures.ts';

async function refusal(input: Buffer): Promise<InvalidFieldsError> {
  const error = await processImage(input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidFieldsError);
  return error as InvalidFieldsError;
}

describe('processImage', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    'accepts %s by its bytes and re-encodes it as WebP',
    async (format) => {
      const result = await processImage(await solidImage(300, 150, format));
      expect(result.contentType).toBe('image/webp');
      expect((await sharp(result.bytes).metadata()).format).toBe('webp');
      expect(result.aspectRatio).toBe(2);
    },
  );

  it('turns a sideways phone photo upright and drops its EXIF, GPS included', async () => {
    const input = await sidewaysPhoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(GPS_POINTER_TAG)).toBe(true);

    const result = await processImage(input);
    const after = await sharp(result.bytes).metadata();
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(result.aspectRatio).toBe(0.5);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('ConvitePhone'))).toBe(false);
  });

  it('fits large images into 2048 px on the long edge and never enlarges small ones', async () => {
    const large = await processImage(await solidImage(3000, 1500, 'png'));
    expect([large.width, large.height]).toEqual([2048, 1024]);
    const small = await processImage(await solidImage(120, 90));
    expect([small.width, small.height]).toEqual([120, 90]);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = await Promise.all([
      solidImage(40, 20, 'png', '#ff0000'),
      solidImage(40, 20, 'png', '#0000ff'),
    ]);
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const result = await processImage(gif);
    expect([result.width, result.height]).toEqual([40, 20]);
    expect((await sharp(result.bytes).metadata()).pages).toBeUndefined();
  });

  it('refuses a text file whatever its name, and truncated image data', async () => {
    const text = await refusal(Buffer.from('hola, esto no es una foto\n'));
    expect(text.localized.en).toMatch(/not a valid image/);
    expect(text.fields).toHaveProperty('image');
    const jpeg = await solidImage(300, 300);
    await refusal(jpeg.subarray(0, jpeg.length / 2));
  });

  it('refuses formats other than the web ones (SVG, TIFF)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await refusal(svg);
    await refusal(
      await sharp(await solidImage(10, 10))
        .tiff()
        .toBuffer(),
    );
  });

  it('refuses a 20000×20000 PNG from its header, without decoding it', async () => {
    const rssBefore = process.memoryUsage().rss;
    const error = await refusal(craftedHugePng(20_000, 20_000));
    expect(error.localized.en).toMatch(/too large.*40 megapixels/);
    // Decoding would need 1.2 GB; reading the header needs next to nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });
});
