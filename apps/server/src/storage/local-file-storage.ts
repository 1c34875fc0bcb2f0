import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../config/config.ts';
import type { FileStorage, StorageArchive } from './file-storage.ts';
import {
  assertValidStorageKey,
  contentTypeOfKey,
  isValidStorageKey,
  joinPublicUrl,
} from './storage-keys.ts';

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

/** Writes a file aside and renames it into place, so a reader never sees half a file. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export function createLocalStorageArchive(config: LocalStorageConfig): StorageArchive {
  return {
    async *list() {
      let names: string[];
      try {
        names = await readdir(config.directory, { recursive: true, encoding: 'utf8' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing uploaded yet
        throw error;
      }
      const keys = names.map((name) => name.split(path.sep).join('/')).filter(isValidStorageKey);
      for (const key of keys.sort()) {
        const stats = await stat(localFilePath(config.directory, key)).catch(() => null);
        if (stats?.isFile()) yield { key, size: stats.size };
      }
    },

    async read(key) {
      const file = localFilePath(config.directory, key);
      // Opened first, so a file deleted after the listing is null, and one deleted now is still read.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (handle === null) return null;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size, contentType: contentTypeOfKey(key) };
    },

    async write(key, body: Readable, size) {
      const file = localFilePath(config.directory, key);
      await writeWhole(file, async (partial) => {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        const written = (await stat(partial)).size;
        if (written !== size) throw new Error(`${key}: ${written} bytes written, not ${size}.`);
      });
    },
  };
}
