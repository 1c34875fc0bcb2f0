import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../../db/schema/content.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { fixtureFile } from '../../test/fixture-files.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { solidImage } from '../../test/image-fixtures.ts';
import { createUploadTestKit, HOUR_MS, keyOfSrc, type Couple } from '../../test/upload-test-kit.ts';

const mp3 = fixtureFile('song.mp3');

type SongBody = {
  id: number;
  name: string;
  src: string;
  playAutomatically: boolean;
  weddingId: number;
};

describe('songs', () => {
  let t: TestApp;
  let kit: ReturnType<typeof createUploadTestKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = createUploadTestKit(t, songs);
  });
  afterAll(async () => {
    await t?.close();
  });

  function upload(
    clientId: number,
    weddingId: number | string,
    bytes: Buffer,
    fileName = 'Nuestra canción.mp3',
    language = 'en',
  ) {
    return kit.upload(
      '/v1/songs',
      clientId,
      [
        { name: 'weddingId', value: String(weddingId) },
        { name: 'song', fileName, contentType: 'audio/mpeg', bytes },
      ],
      language,
    );
  }

  const uploadSong = async (couple: Couple, fileName?: string) => {
    const response = await upload(couple.clientId, couple.weddingId, mp3, fileName);
    expect(response.statusCode).toBe(201);
    return response.json<{ message: string; song: SongBody }>();
  };

  const as = (clientId: number) => ({ role: 'client', id: clientId }) as const;

  it('uploads the MP3: stored as is, named after the file, served as audio/mpeg', async () => {
    const couple = await kit.newCouple();
    const { message, song } = await uploadSong(couple, 'C:\\fakepath\\Nuestra  canción.mp3');
    expect(message).toBe('Song uploaded successfully');
    expect(song).toMatchObject({
      name: 'Nuestra canción.mp3',
      playAutomatically: false,
      weddingId: couple.weddingId,
    });
    expect(song.src).toMatch(/\/files\/songs\/[0-9a-f-]+\.mp3$/);

    const served = await t.app.inject({ method: 'GET', url: new URL(song.src).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(mp3)).toBe(true);
  });

  it('replaces the song on a new upload, deleting the old file and keeping the autoplay choice', async () => {
    const couple = await kit.newCouple();
    const first = (await uploadSong(couple)).song;
    await injectAs(t.app, as(couple.clientId), {
      method: 'PATCH',
      url: `/v1/songs/${first.id}/play-automatically`,
      payload: { playAutomatically: true },
    });
    const second = (await uploadSong(couple, 'otra.mp3')).song;
    expect(second).toMatchObject({ name: 'otra.mp3', playAutomatically: true });
    expect(second.id).not.toBe(first.id);
    expect(kit.storedFiles()).not.toContain(keyOfSrc(first.src));
    expect(kit.storedFiles()).toContain(keyOfSrc(second.src));

    const list = await injectAs(t.app, as(couple.clientId), {
      method: 'GET',
      url: `/v1/songs?weddingId=${couple.weddingId}`,
    });
    expect(list.json<SongBody[]>().map((song) => song.id)).toEqual([second.id]);
  });

  it('checks the bytes: a text file or a PNG renamed .mp3 is 422 and leaves nothing', async () => {
    const couple = await kit.newCouple();
    for (const bytes of [Buffer.from('no soy una canción\n'), await solidImage(10, 10, 'png')]) {
      const { status, body } = await kit.refused(() =>
        upload(couple.clientId, couple.weddingId, bytes, 'cancion.mp3', 'es'),
      );
      expect(status).toBe(422);
      expect(body).toEqual({
        code: 'validation_failed',
        message: 'El archivo no es un audio MP3 válido.',
        errors: { song: ['El archivo no es un audio MP3 válido.'] },
      });
    }
  });

  it('refuses a file over 15 MB with 413 and a clear message', async () => {
    const couple = await kit.newCouple();
    const big = Buffer.concat([mp3, Buffer.alloc(15 * 1024 * 1024)]);
    const refusal = await kit.refused(() => upload(couple.clientId, couple.weddingId, big));
    expect(refusal).toEqual({
      status: 413,
      body: {
        code: 'payload_too_large',
        message: 'The song is larger than 15 MB. Choose a smaller file.',
      },
    });
  });

  it('follows the plan: a plan without the Song feature is 409, one with it uploads', async () => {
    const without = await kit.newCouple(null);
    await givePlan(t.app.db, without.weddingId, [{ slug: 'GalleryImages', max: 10 }]);
    const refusal = await kit.refused(() => upload(without.clientId, without.weddingId, mp3));
    expect(refusal).toEqual({
      status: 409,
      body: { code: 'plan_feature_missing', message: 'Not included in your plan' },
    });

    const withSong = await kit.newCouple(null);
    await givePlan(t.app.db, withSong.weddingId, [{ slug: 'Song' }]);
    await uploadSong(withSong);
  });

  it("answers 404 for another client's wedding or song, and 409 for an inactive wedding", async () => {
    const ana = await kit.newCouple();
    const luis = await kit.newCouple();
    const luisSong = (await uploadSong(luis)).song;
    expect((await kit.refused(() => upload(ana.clientId, luis.weddingId, mp3))).status).toBe(404);
    expect((await kit.refused(() => upload(ana.clientId, 987654, mp3))).status).toBe(404);
    for (const request of [
      { method: 'GET', url: `/v1/songs/${luisSong.id}` },
      { method: 'GET', url: `/v1/songs?weddingId=${luis.weddingId}` },
      { method: 'DELETE', url: `/v1/songs/${luisSong.id}` },
      {
        method: 'PATCH',
        url: `/v1/songs/${luisSong.id}/play-automatically`,
        payload: { playAutomatically: true },
      },
    ] as const) {
      expect((await kit.refused(() => injectAs(t.app, as(ana.clientId), request))).status).toBe(
        404,
      );
    }

    const expired = await kit.newCouple(new Date(Date.now() - HOUR_MS));
    const inactive = await kit.refused(() => upload(expired.clientId, expired.weddingId, mp3));
    expect(inactive.status).toBe(409);
  });

  it('sets play automatically, and deletes the song and its file (only while active)', async () => {
    const couple = await kit.newCouple();
    const song = (await uploadSong(couple)).song;
    const patched = await injectAs(t.app, as(couple.clientId), {
      method: 'PATCH',
      url: `/v1/songs/${song.id}/play-automatically`,
      payload: { playAutomatically: true },
      headers: { 'accept-language': 'es' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      message: 'Reproducción automática actualizada exitosamente',
      song: { id: song.id, playAutomatically: true },
    });

    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(weddings.id, couple.weddingId));
    const remove = () =>
      injectAs(t.app, as(couple.clientId), { method: 'DELETE', url: `/v1/songs/${song.id}` });
    expect((await kit.refused(remove)).status).toBe(409);

    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(weddings.id, couple.weddingId));
    const deleted = await remove();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Canción eliminada exitosamente' });
    expect(kit.storedFiles()).not.toContain(keyOfSrc(song.src));
    const fetched = await injectAs(t.app, as(couple.clientId), {
      method: 'GET',
      url: `/v1/songs/${song.id}`,
    });
    expect(fetched.statusCode).toBe(404);
  });

  it("lets an admin read any wedding's song", async () => {
    const couple = await kit.newCouple();
    const song = (await uploadSong(couple)).song;
    const admin = { role: 'admin', id: 1 } as const;
    const one = await injectAs(t.app, admin, { method: 'GET', url: `/v1/songs/${song.id}` });
    expect(one.json()).toEqual(song);
    const list = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/v1/songs?weddingId=${couple.weddingId}`,
    });
    expect(list.json()).toEqual([song]);
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: '/v1/songs?weddingId=987654' }))
        .statusCode,
    ).toBe(404);
  });
});
