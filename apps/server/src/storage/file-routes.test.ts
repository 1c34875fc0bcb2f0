import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { parseByteRange } from './file-routes.ts';

describe('GET /files/*', () => {
  let t: TestApp;
  let directory: string;
  const song = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

  beforeAll(async () => {
    t = await createTestApp();
    if (t.config.storage.driver !== 'local') throw new Error('expected local storage');
    directory = t.config.storage.directory;
    await t.app.storage.put('songs/cancion.mp3', song, 'audio/mpeg');
    await t.app.storage.put('images/foto.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    // Files that must never be reachable: beside and above the files folder.
    writeFileSync(path.join(t.config.dataDir, 'secret.mp3'), 'secret');
    mkdirSync(path.join(directory, 'notes'), { recursive: true });
    writeFileSync(path.join(directory, 'notes', 'readme.txt'), 'not an upload');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a stored file with its type and the long cache header', async () => {
    const response = await get('/files/songs/cancion.mp3');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.rawPayload.equals(song)).toBe(true);
    expect((await get('/files/images/foto.webp')).headers['content-type']).toBe('image/webp');
  });

  it('serves byte ranges (Safari streams audio this way) and refuses impossible ones', async () => {
    const part = await get('/files/songs/cancion.mp3', { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.rawPayload.equals(song.subarray(10, 20))).toBe(true);
    const tail = await get('/files/songs/cancion.mp3', { range: 'bytes=-100' });
    expect(tail.headers['content-range']).toBe('bytes 900-999/1000');
    expect(tail.rawPayload.length).toBe(100);
    const beyond = await get('/files/songs/cancion.mp3', { range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
  });

  it('answers 404 for missing files, folders (no listing) and unknown kinds of file', async () => {
    for (const url of [
      '/files/songs/otra.mp3',
      '/files/songs',
      '/files/songs/',
      '/files/',
      '/files/notes/readme.txt',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('refuses path traversal, plain or encoded', async () => {
    for (const url of [
      '/files/../secret.mp3',
      '/files/..%2fsecret.mp3',
      '/files/%2e%2e/secret.mp3',
      '/files/songs/..%2f..%2fsecret.mp3',
      '/files/songs/%2e%2e%2f%2e%2e%2fsecret.mp3',
      '/files/songs/..%5c..%5csecret.mp3',
      '/files//etc/passwd.mp3',
      '/files/%2fetc%2fpasswd.mp3',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });
});

describe('parseByteRange', () => {
  it('reads one range, open ended or as a suffix, clamped to the size', () => {
    expect(parseByteRange(undefined, 100)).toBeNull();
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('sends the whole file for several ranges or other units, 416 for impossible ones', () => {
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
