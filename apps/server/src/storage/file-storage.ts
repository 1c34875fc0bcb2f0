// Uploaded files (images, songs) live behind this interface: files under DATA_DIR/files served by
// the API by default, an S3-compatible bucket in production (config.storage decides).
import type { StorageConfig } from '../config/config.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

export type FileStorage = {
  /** Stores the bytes under `key` (a new key per upload: files are never overwritten in place). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The absolute URL browsers load the file from. */
  publicUrl(key: string): string;
};

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.driver === 's3' ? createS3FileStorage(config) : createLocalFileStorage(config);
}

export type StoredFile = Readonly<{ key: string; bytes: Buffer; contentType: string }>;

/**
 * Writes the file, then records it (the insert): when recording fails, the file is deleted again,
 * so a refused upload leaves nothing behind.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  file: StoredFile,
  record: () => Promise<T>,
): Promise<T> {
  await storage.put(file.key, file.bytes, file.contentType);
  try {
    return await record();
  } catch (error) {
    await storage.delete(file.key).catch(() => {});
    throw error;
  }
}

/** Deletes the file of a row already gone: a failure only leaves an unreachable file, so it is reported, not thrown. */
export async function deleteUnreferenced(
  storage: FileStorage,
  key: string,
  report: (error: unknown, key: string) => void,
): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    report(error, key);
  }
}
