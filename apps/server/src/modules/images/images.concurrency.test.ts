// Simultaneous uploads through the route: the decoder is held open by the test, so who is decoding
// and who is waiting is known exactly at each step, whatever the machine's speed.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import type { Couple } from '../../test/upload-test-kit.ts';
import type * as imageProcessing from './image-processing.ts';

vi.mock('./image-processing.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof imageProcessing>();
  return { ...actual, processImage: vi.fn(actual.processImage) };
});

// A worker runs several test files in one module graph (isolate: false), so the app's modules may
// already hold the real decoder: this file loads them afresh, after the mock is in place.
vi.resetModules();
const { processImage } = await import('./image-processing.ts');
const { images } = await import('../../db/schema/content.ts');
const { solidImage } = await import('../../test/image-fixtures.ts');
const { createTestApp } = await import('../../test/test-app.ts');
const { createUploadTestKit } = await import('../../test/upload-test-kit.ts');
const { IMAGE_PROCESSING_SLOTS, IMAGE_QUEUE_MAX, IMAGE_RETRY_AFTER_SECONDS, imageProcessingSlots } =
  await import('./processing-slots.ts');
const { processImage: realProcessImage } =
  await vi.importActual<typeof imageProcessing>('./image-processing.ts');

/** processImage held at its start until the test opens it; counts the decodes running at once. */
function holdDecoder() {
  const state = { running: 0, most: 0, started: 0 };
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  vi.mocked(processImage).mockImplementation(async (input) => {
    state.running += 1;
    state.started += 1;
    state.most = Math.max(state.most, state.running);
    try {
      await opened;
      return await realProcessImage(input);
    } finally {
      state.running -= 1;
    }
  });
  return { state, open };
}

describe('simultaneous image uploads', () => {
  let t: TestApp;
  let kit: ReturnType<typeof createUploadTestKit>;
  let jpeg: Buffer;
  let tempRoot: string;

  beforeAll(async () => {
    t = await createTestApp();
    kit = createUploadTestKit(t, images);
    jpeg = await solidImage(1200, 600);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(tempRoot, { recursive: true, force: true });
  });

  /** Uploads spool into a folder of this test's own, so what they leave there can be checked. */
  function spoolIntoOwnFolder() {
    tempRoot = mkdtempSync(path.join(os.tmpdir(), 'convite-concurrency-test-'));
    vi.spyOn(os, 'tmpdir').mockReturnValue(tempRoot);
  }

  const uploadCover = (couple: Couple, language = 'en') =>
    kit.upload(
      '/v1/images',
      couple.clientId,
      [
        { name: 'type', value: 'coverImage' },
        { name: 'weddingId', value: String(couple.weddingId) },
        { name: 'image', fileName: 'foto.jpg', contentType: 'image/jpeg', bytes: jpeg },
      ],
      language,
    );

  const couples = (count: number) =>
    Promise.all(Array.from({ length: count }, () => kit.newCouple()));

  it(`decodes at most ${IMAGE_PROCESSING_SLOTS} of ${IMAGE_PROCESSING_SLOTS + 2} simultaneous uploads at once, and stores them all`, async () => {
    spoolIntoOwnFolder();
    const decoder = holdDecoder();
    const uploads = (await couples(IMAGE_PROCESSING_SLOTS + 2)).map((couple) =>
      uploadCover(couple),
    );

    await vi.waitFor(
      () => {
        expect(decoder.state.started).toBe(IMAGE_PROCESSING_SLOTS);
        expect(imageProcessingSlots.waiting).toBe(2);
      },
      { timeout: 20_000 },
    );
    expect(decoder.state.running).toBe(IMAGE_PROCESSING_SLOTS);
    // Each upload waits with its bytes in a temporary file of its own, removed once answered.
    expect(readdirSync(tempRoot)).toHaveLength(IMAGE_PROCESSING_SLOTS + 2);

    decoder.open();
    const responses = await Promise.all(uploads);
    expect(responses.map((response) => response.statusCode)).toEqual(uploads.map(() => 201));
    expect(decoder.state.started).toBe(IMAGE_PROCESSING_SLOTS + 2);
    expect(decoder.state.most).toBe(IMAGE_PROCESSING_SLOTS);
    expect([imageProcessingSlots.active, imageProcessingSlots.waiting]).toEqual([0, 0]);
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('refuses an upload that finds the line full with 503, Retry-After and a message in its language, leaving nothing', async () => {
    spoolIntoOwnFolder();
    const decoder = holdDecoder();
    const [late, ...first] = await couples(IMAGE_PROCESSING_SLOTS + IMAGE_QUEUE_MAX + 1);
    if (late === undefined) throw new Error('no couple');
    const uploads = first.map((couple) => uploadCover(couple));
    await vi.waitFor(
      () => {
        expect(decoder.state.started).toBe(IMAGE_PROCESSING_SLOTS);
        expect(imageProcessingSlots.waiting).toBe(IMAGE_QUEUE_MAX);
      },
      { timeout: 20_000 },
    );

    for (const [language, message] of [
      [
        'es',
        'Estamos procesando muchas imágenes en este momento. Vuelve a subir la tuya en unos segundos.',
      ],
      ['en', 'We are processing many images right now. Upload yours again in a few seconds.'],
    ] as const) {
      let retryAfter: unknown;
      const refusal = await kit.refused(async () => {
        const response = await uploadCover(late, language);
        retryAfter = response.headers['retry-after'];
        return response;
      });
      expect(refusal).toEqual({ status: 503, body: { code: 'service_unavailable', message } });
      expect(retryAfter).toBe(String(IMAGE_RETRY_AFTER_SECONDS));
    }
    expect(decoder.state.started).toBe(IMAGE_PROCESSING_SLOTS);

    decoder.open();
    const responses = await Promise.all(uploads);
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect(decoder.state.most).toBe(IMAGE_PROCESSING_SLOTS);
    expect(readdirSync(tempRoot)).toEqual([]);
    // The refused couple may upload once the line has room again.
    expect((await uploadCover(late)).statusCode).toBe(201);
  });
});
