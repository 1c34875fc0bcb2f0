// A full disk is not the couple's fault, nor a bug: on a real file system filled to its last bytes
// (a tmpfs, so the kernel itself answers ENOSPC), a write to the data folder or to TMPDIR answers
// 503 with Retry-After and a message in the request's language, what was saved before is untouched
// (files and rows), and no part of the refused file is left behind. Once space is made, the same
// upload succeeds. Mounting needs root: without it the file is skipped, and says why.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { images, songs } from '../db/schema/content.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../domain/errors.ts';
import { fixtureFile } from '../test/fixture-files.ts';
import { solidImage } from '../test/image-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';
import { filesUnder, tinyDisk, type TinyDisk } from '../test/tiny-disk.ts';
import { createUploadTestKit, keyOfSrc, type Couple } from '../test/upload-test-kit.ts';

const MESSAGES = {
  es: 'No podemos guardar en este momento. Lo que ya guardaste está a salvo; inténtalo de nuevo en unos minutos.',
  en: 'We cannot save right now. What you already saved is safe; please try again in a few minutes.',
} as const;

// Both disks are mounted here, so that a machine where that is impossible skips the file.
const dataDisk = tinyDisk(8);
const tmpDisk = tinyDisk(4);
const cannotMount =
  'reason' in dataDisk ? dataDisk.reason : 'reason' in tmpDisk ? tmpDisk.reason : null;
if (cannotMount !== null) {
  process.stdout.write(`full-disk.test.ts skipped: ${cannotMount}\n`);
  for (const disk of [dataDisk, tmpDisk]) if (!('reason' in disk)) disk.unmount();
}
const data = dataDisk as TinyDisk;
const tmp = tmpDisk as TinyDisk;

/** A JPEG of random pixels: its WebP is well over the few KiB a filled disk leaves. */
function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = (index * 2654435761) >>> 24; // deterministic, and incompressible enough
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe.skipIf(cannotMount !== null)('a full disk', () => {
  let t: TestApp;
  let songKit: ReturnType<typeof createUploadTestKit>;
  let imageKit: ReturnType<typeof createUploadTestKit>;
  let noise: Buffer;
  const mp3 = fixtureFile('song.mp3');

  beforeAll(async () => {
    // Uploaded files go to DATA_DIR/files, on the tiny disk.
    t = await createTestApp({ env: { DATA_DIR: data.directory } });
    songKit = createUploadTestKit(t, songs);
    imageKit = createUploadTestKit(t, images);
    noise = await noiseJpeg(480, 320);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    data.unfill();
    tmp.unfill();
  });
  afterAll(async () => {
    await t?.close();
    data.unmount();
    tmp.unmount();
  });

  const uploadSong = (couple: Couple, language = 'en') =>
    songKit.upload(
      '/v1/songs',
      couple.clientId,
      [
        { name: 'weddingId', value: String(couple.weddingId) },
        { name: 'song', fileName: 'vals.mp3', contentType: 'audio/mpeg', bytes: mp3 },
      ],
      language,
    );

  const uploadImage = (couple: Couple, type: string, bytes: Buffer, language = 'en') =>
    imageKit.upload(
      '/v1/images',
      couple.clientId,
      [
        { name: 'type', value: type },
        { name: 'weddingId', value: String(couple.weddingId) },
        { name: 'image', fileName: 'foto.jpg', contentType: 'image/jpeg', bytes },
      ],
      language,
    );

  /** The refusal in each language: 503, Retry-After, the storage message; nothing stored, no row. */
  async function expectRefusedInBothLanguages(
    kit: ReturnType<typeof createUploadTestKit>,
    send: (language: string) => ReturnType<typeof uploadSong>,
  ) {
    for (const language of ['es', 'en'] as const) {
      let retryAfter: unknown;
      const refusal = await kit.refused(async () => {
        const response = await send(language);
        retryAfter = response.headers['retry-after'];
        return response;
      });
      expect(refusal).toEqual({
        status: 503,
        body: { code: 'service_unavailable', message: MESSAGES[language] },
      });
      expect(retryAfter).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    }
  }

  it('refuses a song that would replace the stored one with 503 and keeps the stored one whole', async () => {
    const couple = await songKit.newCouple();
    const first = await uploadSong(couple);
    expect(first.statusCode).toBe(201);
    const stored = first.json<{ song: { id: number; src: string } }>().song;
    const storedFile = path.join(data.directory, 'files', keyOfSrc(stored.src));
    const filesBefore = filesUnder(data.directory);

    // 8 KiB left: the new song's 25 KB are cut off part way through its file.
    data.fill(8 * 1024);
    await expectRefusedInBothLanguages(songKit, (language) => uploadSong(couple, language));
    expect(filesUnder(data.directory)).toEqual(filesBefore); // no half-written file either
    expect(readFileSync(storedFile).equals(mp3)).toBe(true);
    const listed = await injectAs(
      t.app,
      { role: 'client', id: couple.clientId },
      { method: 'GET', url: `/v1/songs?weddingId=${couple.weddingId}` },
    );
    expect(
      listed.json<{ id: number; src: string }[]>().map(({ id, src }) => ({ id, src })),
    ).toEqual([{ id: stored.id, src: stored.src }]);

    data.unfill();
    const again = await uploadSong(couple);
    expect(again.statusCode).toBe(201);
  });

  it('refuses an image whose files do not fit with 503, and leaves the images stored before as they were', async () => {
    const couple = await imageKit.newCouple();
    const cover = await uploadImage(couple, 'coverImage', await solidImage(1200, 600));
    expect(cover.statusCode).toBe(201);
    const coverFile = path.join(
      data.directory,
      'files',
      keyOfSrc(cover.json<{ image: { src: string } }>().image.src),
    );
    const coverBytes = readFileSync(coverFile);
    const filesBefore = filesUnder(data.directory);

    data.fill(32 * 1024);
    await expectRefusedInBothLanguages(imageKit, (language) =>
      uploadImage(couple, 'galleryImage', noise, language),
    );
    expect(filesUnder(data.directory)).toEqual(filesBefore);
    expect(readFileSync(coverFile).equals(coverBytes)).toBe(true);

    data.unfill();
    expect((await uploadImage(couple, 'galleryImage', noise)).statusCode).toBe(201);
  });

  it('refuses an image that cannot wait in a full TMPDIR with 503, and leaves nothing there', async () => {
    vi.spyOn(os, 'tmpdir').mockReturnValue(tmp.directory);
    const couple = await imageKit.newCouple();
    expect(noise.length).toBeGreaterThan(64 * 1024);

    // 16 KiB left: the upload's bytes are cut off part way through its temporary file.
    tmp.fill(16 * 1024);
    await expectRefusedInBothLanguages(imageKit, (language) =>
      uploadImage(couple, 'coverImage', noise, language),
    );
    expect(filesUnder(tmp.directory)).toEqual([]);

    tmp.unfill();
    expect((await uploadImage(couple, 'coverImage', noise)).statusCode).toBe(201);
    expect(filesUnder(tmp.directory)).toEqual([]);
  });
});
