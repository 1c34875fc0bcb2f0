// The smaller files made beside every uploaded image: an 800 px wide WebP for phones (the srcset
// variant) when the image is wider, and for cover images a JPEG for link previews (WhatsApp and
// other crawlers want JPEG, at most about 1200x630 and small; we keep it under 300 KB).
import sharp from 'sharp';

export const VARIANT_WIDTH_PX = 800;
const VARIANT_QUALITY = 80;

export const SHARE_MAX_WIDTH_PX = 1200;
export const SHARE_MAX_HEIGHT_PX = 630;
export const SHARE_MAX_BYTES = 300 * 1000;
const SHARE_QUALITIES = [82, 72, 62, 52, 42, 32];

export type ImageVariant = Readonly<{ bytes: Buffer; width: number; height: number }>;

/** The 800 px wide WebP of an image wider than that; null for narrower images. */
export async function widthVariant(image: Buffer, width: number): Promise<ImageVariant | null> {
  if (width <= VARIANT_WIDTH_PX) return null;
  const { data, info } = await sharp(image)
    .resize({ width: VARIANT_WIDTH_PX })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** The largest centred 1200:630 crop of width×height, scaled down (never up) to at most 1200x630. */
export function shareSize(width: number, height: number): { width: number; height: number } {
  const aspect = SHARE_MAX_WIDTH_PX / SHARE_MAX_HEIGHT_PX;
  const cropWidth = Math.min(width, height * aspect);
  const outWidth = Math.max(1, Math.floor(Math.min(SHARE_MAX_WIDTH_PX, cropWidth)));
  return { width: outWidth, height: Math.max(1, Math.round(outWidth / aspect)) };
}

/**
 * The link-preview JPEG of a cover image: a cover crop of at most 1200x630, its quality stepped
 * down until it weighs under 300 KB (and, for pathological images, its size too).
 */
export async function shareJpeg(
  image: Buffer,
  width: number,
  height: number,
): Promise<ImageVariant> {
  let size = shareSize(width, height);
  for (;;) {
    const resized = sharp(image).resize({ ...size, fit: 'cover', position: 'centre' });
    for (const quality of SHARE_QUALITIES) {
      const bytes = await resized.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
      if (bytes.length < SHARE_MAX_BYTES) return { bytes, ...size };
    }
    if (size.width <= 16) throw new Error('could not make a share image under the size limit');
    size = shareSize(Math.floor(size.width * 0.75), Math.floor(size.height * 0.75));
  }
}
