// Phone photos made safe for the web: the bytes must be an image we accept (whatever the name or
// declared type), at most 40 megapixels (checked from the header, before anything is decoded);
// the result is turned upright by its EXIF orientation, stripped of every metadata (GPS included),
// fitted into 2048 px and re-encoded as WebP.
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import sharp, { type Metadata } from 'sharp';
import { InvalidFieldsError } from '../../domain/errors.ts';
import { MAX_IMAGE_PIXELS } from './image-size-caps.ts';

// libvips keeps recent operations and their pixel buffers (up to 50 MB) to reuse them; an upload
// is never processed twice, so the cache only holds memory. One libvips thread per image (sharp's
// default on glibc, but not on musl or with jemalloc): the slots of processing-slots.ts bound the
// images, this bounds the threads and their buffers within each.
sharp.cache(false);
sharp.concurrency(1);

export const MAX_EDGE_PX = 2048;
const WEBP_QUALITY = 82;

export type ProcessedImage = Readonly<{
  bytes: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
  /** Width / height of the upright image. */
  aspectRatio: number;
}>;

function refuse(message: LocalizedText): InvalidFieldsError {
  return new InvalidFieldsError({ image: message }, message);
}

function isAcceptedFormat(metadata: Metadata): boolean {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      // AVIF; HEVC-coded HEIF (iPhone HEIC) cannot be decoded by the bundled libvips.
      return metadata.compression === 'av1';
    default:
      return false;
  }
}

/** Processes an image given as its bytes or as the path of a file holding them. */
export async function processImage(input: Buffer | string): Promise<ProcessedImage> {
  // animated: false keeps only the first frame of a GIF or animated WebP.
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below with a clear message.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(serverTexts.images.notAnImage);
  }
  if (!isAcceptedFormat(metadata) || !metadata.width || !metadata.height) {
    throw refuse(serverTexts.images.notAnImage);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw refuse(serverTexts.images.tooManyPixels);
  }

  try {
    // Output keeps no metadata unless asked (no withMetadata/keepExif here): EXIF, GPS, XMP go.
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: info.height,
      // From the upright original (more precise than the resized, rounded size).
      aspectRatio: metadata.autoOrient.width / metadata.autoOrient.height,
    };
  } catch {
    // Truncated or corrupt data behind a valid header.
    throw refuse(serverTexts.images.notAnImage);
  }
}
