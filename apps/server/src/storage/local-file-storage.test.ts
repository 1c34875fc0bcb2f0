import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidStorageKey, newStorageKey } from './storage-keys.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function storage() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'convite-files-'));
  dirs.push(directory);
  return {
    directory,
    storage: createLocalFileStorage({
      driver: 'local',
      directory,
      publicUrl: 'http://localhost:3000/files/',
    }),
  };
}

describe('local file storage', () => {
  it('writes a file under its key, leaves no partial file, and deletes it (twice is fine)', async () => {
    const { directory, storage: files } = storage();
    await files.put('images/abc.webp', Buffer.from('bytes'), 'image/webp');
    expect(readFileSync(path.join(directory, 'images', 'abc.webp'), 'utf8')).toBe('bytes');
    expect(readdirSync(path.join(directory, 'images'))).toEqual(['abc.webp']);
    await files.delete('images/abc.webp');
    expect(existsSync(path.join(directory, 'images', 'abc.webp'))).toBe(false);
    await expect(files.delete('images/abc.webp')).resolves.toBeUndefined();
  });

  it('builds public URLs under the configured base', () => {
    const { storage: files } = storage();
    expect(files.publicUrl('songs/x.mp3')).toBe('http://localhost:3000/files/songs/x.mp3');
  });

  it('refuses keys that could leave the folder or name a folder', async () => {
    const { directory, storage: files } = storage();
    for (const key of [
      '../escape.webp',
      'images/../../x.webp',
      '/etc/x.webp',
      'images/',
      'a//b.webp',
      'images\\x.webp',
      'Images/X.webp',
      'images/noext',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(files.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /Invalid storage key/,
      );
    }
    expect(readdirSync(directory)).toEqual([]);
  });

  it('makes a fresh, valid key per upload', () => {
    const first = newStorageKey('images', 'webp');
    expect(isValidStorageKey(first)).toBe(true);
    expect(first).toMatch(/^images\/[0-9a-f-]{36}\.webp$/);
    expect(newStorageKey('images', 'webp')).not.toBe(first);
  });
});
