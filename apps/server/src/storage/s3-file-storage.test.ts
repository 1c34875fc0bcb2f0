// The S3 driver through the real AWS SDK, against a small S3 look-alike on loopback
// (src/test/s3-fake-server.ts).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';
import { createUploadTestKit } from '../test/upload-test-kit.ts';
import { songs } from '../db/schema/content.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backup, restore } from '../backup/backup.ts';
import { createFileStorage, createStorageArchive } from './file-storage.ts';
import { multipartBody } from '../test/multipart-body.ts';
import { fixtureFile } from '../test/fixture-files.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../domain/errors.ts';
import { fakeS3 } from '../test/s3-fake-server.ts';

const S3_ENV = {
  S3_BUCKET: 'convite-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'AKIATESTCONVITE',
  S3_SECRET_ACCESS_KEY: 'test-secret-access-key',
  S3_PUBLIC_URL: 'https://cdn.convite.test/media',
};

describe('S3 file storage', () => {
  const s3 = fakeS3();
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => s3.server.close(resolve));
  });
  beforeEach(() => {
    s3.requests.length = 0;
    s3.objects.clear();
    s3.contentTypes.clear();
    s3.state.down = false;
  });

  const storage = () =>
    createFileStorage(
      loadConfig({
        JWT_SECRET: 'x'.repeat(32),
        DATA_DIR: '/tmp/unused',
        ...S3_ENV,
        S3_ENDPOINT: endpoint,
      }).storage,
    );

  it('puts an object with its type and cache header, signed with the configured key', async () => {
    const bytes = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 image bytes');
    await storage().put('images/abc.webp', bytes, 'image/webp');
    const [request] = s3.requests;
    expect(request).toMatchObject({ method: 'PUT', path: '/convite-media/images/abc.webp' });
    expect(request?.body.equals(bytes)).toBe(true);
    expect(request?.headers['content-type']).toBe('image/webp');
    expect(request?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTCONVITE\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(s3.objects.has('/convite-media/images/abc.webp')).toBe(true);
  });

  it('deletes an object, and public URLs point at S3_PUBLIC_URL', async () => {
    const files = storage();
    await files.put('songs/x.mp3', Buffer.from('ID3'), 'audio/mpeg');
    await files.delete('songs/x.mp3');
    expect(s3.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /convite-media/songs/x.mp3',
      'DELETE /convite-media/songs/x.mp3',
    ]);
    expect(s3.objects.size).toBe(0);
    expect(files.publicUrl('songs/x.mp3')).toBe('https://cdn.convite.test/media/songs/x.mp3');
  });

  it('refuses invalid keys before calling S3', async () => {
    await expect(storage().put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(s3.requests).toEqual([]);
  });

  describe('in the app (S3_BUCKET set)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ...S3_ENV, S3_ENDPOINT: endpoint } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('uploads go to the bucket, src points at the public URL, and /files is not served', async () => {
      const couple = await createUploadTestKit(t, songs).newCouple();
      const mp3 = fixtureFile('song.mp3');
      const { payload, headers } = multipartBody([
        { name: 'weddingId', value: String(couple.weddingId) },
        { name: 'song', fileName: 'vals.mp3', contentType: 'audio/mpeg', bytes: mp3 },
      ]);
      const client = { role: 'client', id: couple.clientId } as const;
      const response = await injectAs(t.app, client, {
        method: 'POST',
        url: '/v1/songs',
        payload,
        headers,
      });
      expect(response.statusCode).toBe(201);
      const { song } = response.json<{ song: { id: number; src: string } }>();
      expect(song.src).toMatch(/^https:\/\/cdn\.convite\.test\/media\/songs\/[0-9a-f-]+\.mp3$/);
      const key = song.src.replace('https://cdn.convite.test/media/', '');
      expect(s3.objects.get(`/convite-media/${key}`)?.equals(mp3)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);

      await injectAs(t.app, client, { method: 'DELETE', url: `/v1/songs/${song.id}` });
      expect(s3.objects.has(`/convite-media/${key}`)).toBe(false);
    });

    it('backs up the bucket and restores it: every object listed over pages, same bytes and type', async () => {
      const kit = createUploadTestKit(t, songs);
      const couple = await kit.newCouple();
      const mp3 = fixtureFile('song.mp3');
      for (const name of ['uno.mp3', 'dos.mp3', 'tres.mp3']) {
        const { payload, headers } = multipartBody([
          { name: 'weddingId', value: String(couple.weddingId) },
          { name: 'song', fileName: name, contentType: 'audio/mpeg', bytes: mp3 },
        ]);
        const response = await injectAs(
          t.app,
          { role: 'client', id: couple.clientId },
          { method: 'POST', url: '/v1/songs', payload, headers },
        );
        expect(response.statusCode).toBe(201); // a wedding's song is replaced: one object left
      }
      await storage().put('images/otra-boda.webp', Buffer.from('RIFF webp'), 'image/webp');
      await storage().put('images/otra-boda-w800.webp', Buffer.from('RIFF w800'), 'image/webp');
      const before = new Map(s3.objects);
      const typesBefore = new Map(s3.contentTypes);
      expect(before.size).toBe(3);

      const dir = mkdtempSync(path.join(os.tmpdir(), 'convite-s3-backup-'));
      try {
        const file = path.join(dir, 'bucket.tar');
        const archive = createStorageArchive(t.config.storage);
        const made = await backup({
          database: t.database,
          storage: archive,
          storageDriver: 's3',
          file,
          log: () => {},
        });
        expect(made.files.map((f) => f.key)).toEqual(
          [...before.keys()].map((key) => key.replace('/convite-media/', '')).sort(),
        );
        // The listing went on over pages of the fake's size.
        const listings = s3.requests.filter((r) => r.method === 'GET' && r.body.length === 0);
        expect(listings.length).toBeGreaterThanOrEqual(2);

        s3.objects.clear();
        s3.contentTypes.clear();
        await restore({ database: t.database, storage: archive, file, force: true, log: () => {} });
        expect(s3.objects).toEqual(before);
        expect(s3.contentTypes).toEqual(typesBefore);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('answers 503 with Retry-After, storing nothing, while the bucket is down or out of reach', async () => {
      /** A song upload to `app` by a new couple of it, answered in `language`. */
      const uploadSong = async (app: TestApp, language: string) => {
        const couple = await createUploadTestKit(app, songs).newCouple();
        const { payload, headers } = multipartBody([
          { name: 'weddingId', value: String(couple.weddingId) },
          {
            name: 'song',
            fileName: 'vals.mp3',
            contentType: 'audio/mpeg',
            bytes: fixtureFile('song.mp3'),
          },
        ]);
        return injectAs(
          app.app,
          { role: 'client', id: couple.clientId },
          {
            method: 'POST',
            url: '/v1/songs',
            payload,
            headers: { ...headers, 'accept-language': language },
          },
        );
      };
      const storedSongs = async (app: TestApp) => (await app.app.db.select().from(songs)).length;
      const before = await storedSongs(t);

      // S3's own 503 SlowDown to every attempt of the SDK.
      s3.state.down = true;
      const slowDown = await uploadSong(t, 'es');
      expect(slowDown.statusCode).toBe(503);
      expect(slowDown.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect(slowDown.json()).toEqual({
        code: 'service_unavailable',
        message:
          'No podemos guardar en este momento. Lo que ya guardaste está a salvo; inténtalo de nuevo en unos minutos.',
      });
      expect(await storedSongs(t)).toBe(before);
      expect(s3.objects.size).toBe(0);
      s3.state.down = false;
      expect((await uploadSong(t, 'en')).statusCode).toBe(201);

      // Nobody listening at the endpoint at all (port 9, discard, is closed on loopback).
      const unreachable = await createTestApp({
        env: { ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9' },
      });
      try {
        const refused = await uploadSong(unreachable, 'en');
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
        expect(await storedSongs(unreachable)).toBe(0);
      } finally {
        await unreachable.close();
      }
    });
  });
});
