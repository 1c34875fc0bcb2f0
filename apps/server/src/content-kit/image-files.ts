// The files an image row names, which go when the image does: deleting an image, an event (its
// images) or a client (every file of their wedding).
import type { ImageRow } from '../db/schema/content.ts';

/** Every stored file of the image (the original, its variant, its share JPEG). */
export function imageStorageKeys(
  row: Pick<ImageRow, 'storageKey' | 'variantStorageKey' | 'shareStorageKey'>,
): string[] {
  return [row.storageKey, row.variantStorageKey, row.shareStorageKey].filter(
    (key): key is string => typeof key === 'string',
  );
}
