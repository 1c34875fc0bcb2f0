import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StorageConfig } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { assertValidStorageKey, joinPublicUrl } from './storage-keys.ts';

type LocalStorageConfig = Extract<StorageConfig, { driver: 'local' }>;

/** The file of a key under `directory`; throws for a key that is not a valid one (no traversal). */
export function localFilePath(directory: string, key: string): string {
  assertValidStorageKey(key);
  return path.join(directory, ...key.split('/'));
}

export function createLocalFileStorage(config: LocalStorageConfig): FileStorage {
  return {
    async put(key, bytes) {
      const file = localFilePath(config.directory, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async delete(key) {
      await rm(localFilePath(config.directory, key), { force: true });
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return joinPublicUrl(config.publicUrl, key);
    },
  };
}
