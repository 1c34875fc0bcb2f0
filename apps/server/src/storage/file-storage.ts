// Uploaded files (images, songs) live behind this interface: files under DATA_DIR/files served by
// the API by default, an S3-compatible bucket in production (config.storage decides).
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config/config.ts';
import { createLocalFileStorage, createLocalStorageArchive } from './local-file-storage.ts';
import { createS3FileStorage, createS3StorageArchive } from './s3-file-storage.ts';

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

/** What a backup reads of the storage and a restore writes back (`cli.ts backup`, src/backup). */
export type StorageArchive = {
  /** Every stored file (valid keys only: a half-written local file is not one), in key order. */
  list(): AsyncIterable<Readonly<{ key: string; size: number }>>;
  /** The file's bytes as a stream, with its size and type; null when it is gone (deleted meanwhile). */
  read(
    key: string,
  ): Promise<Readonly<{ body: Readable; size: number; contentType: string }> | null>;
  /** Stores `size` bytes from `body` under `key`, whole or not at all. */
  write(key: string, body: Readable, size: number, contentType: string): Promise<void>;
};

export function createStorageArchive(config: StorageConfig): StorageArchive {
  return config.driver === 's3'
    ? createS3StorageArchive(config)
    : createLocalStorageArchive(config);
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
