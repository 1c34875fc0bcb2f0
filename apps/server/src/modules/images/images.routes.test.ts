import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, images } from '../../db/schema/content.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import type { FormPart } from '../../test/multipart-body.ts';
import { craftedHugePng, sidewaysPhoneJpeg, solidImage } from '../../test/image-fixtures.ts';
import { createUploadTestKit, HOUR_MS, keyOfSrc, type Couple } from '../../test/upload-test-kit.ts';

type ImageBody = {
  id: number;
  src: string;
  srcSet: string | null;
  aspectRatio: number;
  type: string;
  weddingId: number | null;
  eventId: number | null;
};

describe('images', () => {
  let t: TestApp;
  let kit: ReturnType<typeof createUploadTestKit>;
  let jpeg: Buffer;
  const newCouple = (trialEndsAt?: Date | null) => kit.newCouple(trialEndsAt);
  const storedFiles = () => kit.storedFiles();
  const refused = (request: Parameters<typeof kit.refused>[0]) => kit.refused(request);

  beforeAll(async () => {
    t = await createTestApp();
    kit = createUploadTestKit(t, images);
    jpeg = await solidImage(400, 200);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newEvent(weddingId: number): Promise<number> {
    const [event] = await t.app.db
      .insert(events)
      .values({ weddingId, name: 'Ceremonia' })
      .returning({ id: events.id });
    if (!event) throw new Error('could not insert an event');
    return event.id;
  }

  const imagePart = (
    bytes: Buffer,
    fileName = 'foto.jpg',
    contentType = 'image/jpeg',
  ): FormPart => ({
    name: 'image',
    fileName,
    contentType,
    bytes,
  });

  const upload = (clientId: number, parts: FormPart[], language?: string) =>
    kit.upload('/v1/images', clientId, parts, language);

  const uploadTo = (couple: Couple, type: string, bytes = jpeg) =>
    upload(couple.clientId, [
      { name: 'type', value: type },
      { name: 'weddingId', value: String(couple.weddingId) },
      imagePart(bytes),
    ]);

  it('uploads a cover image: re-encoded WebP in storage, served from its src', async () => {
    const couple = await newCouple();
    const response = await uploadTo(couple, 'coverImage');
    expect(response.statusCode).toBe(201);
    const { message, image } = response.json<{ message: string; image: ImageBody }>();
    expect(message).toBe('Image uploaded successfully');
    expect(image).toMatchObject({
      type: 'coverImage',
      weddingId: couple.weddingId,
      eventId: null,
      aspectRatio: 2,
    });
    expect(image.src).toMatch(/^http:\/\/localhost:3000\/files\/images\/[0-9a-f-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: new URL(image.src).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(storedFiles()).toContain(keyOfSrc(image.src));
  });

  it('turns a sideways phone photo upright and serves it without EXIF or GPS', async () => {
    const couple = await newCouple();
    const response = await uploadTo(couple, 'galleryImage', await sidewaysPhoneJpeg());
    expect(response.statusCode).toBe(201);
    const { image } = response.json<{ image: ImageBody }>();
    expect(image.aspectRatio).toBe(0.5);
    const served = await t.app.inject({ method: 'GET', url: new URL(image.src).pathname });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('ConvitePhone'))).toBe(false);
  });

  it('checks the bytes, not the name: a text file renamed .jpg is 422 and leaves nothing', async () => {
    const couple = await newCouple();
    const { status, body } = await refused(() =>
      upload(couple.clientId, [
        { name: 'type', value: 'coverImage' },
        { name: 'weddingId', value: String(couple.weddingId) },
        imagePart(Buffer.from('Lista de invitados\nAna\nLuis\n'), 'foto.jpg', 'image/jpeg'),
      ]),
    );
    expect(status).toBe(422);
    expect(body.message).toBe('The file is not a valid image. Use JPEG, PNG, WebP, AVIF or GIF.');
    expect(body.errors?.image).toEqual([body.message]);
  });

  it('refuses a 20000×20000 PNG with 422 "too large", leaving nothing', async () => {
    const couple = await newCouple();
    const { status, body } = await refused(() =>
      upload(
        couple.clientId,
        [
          { name: 'type', value: 'coverImage' },
          { name: 'weddingId', value: String(couple.weddingId) },
          imagePart(craftedHugePng(20_000, 20_000), 'huge.png', 'image/png'),
        ],
        'es',
      ),
    );
    expect(status).toBe(422);
    expect(body.message).toBe('La imagen es demasiado grande: máximo 40 megapíxeles.');
  });

  it('accepts a photo of almost 10 MB (the JSON body limit does not apply to uploads)', async () => {
    const couple = await newCouple();
    const [width, height] = [1900, 1700];
    const noise = await sharp(randomBytes(width * height * 3), {
      raw: { width, height, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(noise.length).toBeLessThan(10 * 1024 * 1024);
    const response = await uploadTo(couple, 'coverImage', noise);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ image: ImageBody }>().image.aspectRatio).toBeCloseTo(width / height);
  });

  it('refuses a file over 10 MB with 413 and a clear message, leaving nothing', async () => {
    const couple = await newCouple();
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const en = await refused(() => uploadTo(couple, 'coverImage', big));
    expect(en).toEqual({
      status: 413,
      body: {
        code: 'payload_too_large',
        message: 'The image is larger than 10 MB. Choose a smaller image.',
      },
    });
    const es = await refused(() =>
      upload(
        couple.clientId,
        [
          { name: 'type', value: 'coverImage' },
          { name: 'weddingId', value: String(couple.weddingId) },
          imagePart(big),
        ],
        'es',
      ),
    );
    expect(es.body.message).toBe('La imagen pesa más de 10 MB. Elige una imagen más ligera.');
  });

  it('validates the form fields against the contract (422 under each field)', async () => {
    const couple = await newCouple();
    const badType = await refused(() =>
      upload(couple.clientId, [
        { name: 'type', value: 'avatar' },
        { name: 'weddingId', value: String(couple.weddingId) },
        imagePart(jpeg),
      ]),
    );
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.body.errors ?? {})).toEqual(['type']);

    const noFile = await refused(() =>
      upload(couple.clientId, [
        { name: 'type', value: 'coverImage' },
        { name: 'weddingId', value: String(couple.weddingId) },
      ]),
    );
    expect(noFile).toMatchObject({
      status: 422,
      body: { errors: { image: ['This field is required.'] } },
    });

    const noOwner = await refused(() =>
      upload(couple.clientId, [{ name: 'type', value: 'eventImage' }, imagePart(jpeg)]),
    );
    expect(noOwner).toMatchObject({
      status: 422,
      body: { errors: { eventId: [expect.any(String)] } },
    });

    const badId = await refused(() =>
      upload(couple.clientId, [
        { name: 'type', value: 'coverImage' },
        { name: 'weddingId', value: 'abc' },
        imagePart(jpeg),
      ]),
    );
    expect(badId).toMatchObject({
      status: 422,
      body: { errors: { weddingId: ['Must be an integer.'] } },
    });
  });

  it('takes one file per upload: a second file is refused (400) and leaves nothing', async () => {
    const couple = await newCouple();
    const refusal = await refused(() =>
      upload(couple.clientId, [
        { name: 'type', value: 'galleryImage' },
        { name: 'weddingId', value: String(couple.weddingId) },
        imagePart(jpeg),
        imagePart(jpeg, 'otra.jpg'),
      ]),
    );
    expect(refusal).toEqual({
      status: 400,
      body: {
        code: 'bad_request',
        message: 'The form has too many fields or files: send a single file.',
      },
    });
  });

  it("answers 404 for another client's wedding or event, and for unknown ones", async () => {
    const ana = await newCouple();
    const luis = await newCouple();
    const luisEvent = await newEvent(luis.weddingId);
    const cases: FormPart[][] = [
      [
        { name: 'type', value: 'coverImage' },
        { name: 'weddingId', value: String(luis.weddingId) },
      ],
      [
        { name: 'type', value: 'eventImage' },
        { name: 'eventId', value: String(luisEvent) },
      ],
      [
        { name: 'type', value: 'galleryImage' },
        { name: 'weddingId', value: '987654' },
      ],
      [
        { name: 'type', value: 'eventImage' },
        { name: 'eventId', value: '987654' },
      ],
    ];
    for (const fields of cases) {
      const { status } = await refused(() => upload(ana.clientId, [...fields, imagePart(jpeg)]));
      expect(status).toBe(404);
    }
  });

  it('answers 409 for an inactive wedding (trial over, or never started)', async () => {
    for (const trialEndsAt of [new Date(Date.now() - HOUR_MS), null]) {
      const couple = await newCouple(trialEndsAt);
      const { status, body } = await refused(() => uploadTo(couple, 'coverImage'));
      expect(status).toBe(409);
      expect(body.message).toMatch(/not active/);
    }
  });

  it('allows one cover image (409 for a second), and one gallery image in test mode', async () => {
    const couple = await newCouple();
    expect((await uploadTo(couple, 'coverImage')).statusCode).toBe(201);
    const cover = await refused(() => uploadTo(couple, 'coverImage'));
    expect(cover).toEqual({
      status: 409,
      body: {
        code: 'conflict',
        message: 'You already have a cover image. Delete it to upload another.',
      },
    });
    expect((await uploadTo(couple, 'galleryImage')).statusCode).toBe(201);
    const gallery = await refused(() => uploadTo(couple, 'galleryImage'));
    expect(gallery.status).toBe(409);
    expect(gallery.body.code).toBe('plan_limit_reached');
    expect(gallery.body.message).toMatch(/maximum number of images for the gallery \(1\)/);
  });

  it('keeps the limit under concurrent uploads: one wins, the others leave no file', async () => {
    const couple = await newCouple();
    const files = storedFiles().length;
    const responses = await Promise.all([1, 2, 3].map(() => uploadTo(couple, 'galleryImage')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(storedFiles()).toHaveLength(files + 1);
  });

  it("follows the plan's GalleryImages feature and its max", async () => {
    const without = await newCouple(null);
    await givePlan(t.app.db, without.weddingId, [{ slug: 'EventImages', max: 5 }]);
    const notIncluded = await refused(() => uploadTo(without, 'galleryImage'));
    expect(notIncluded).toEqual({
      status: 409,
      body: { code: 'plan_feature_missing', message: 'Not included in your plan' },
    });

    const withGallery = await newCouple(null);
    await givePlan(t.app.db, withGallery.weddingId, [{ slug: 'galleryImagesMax3', max: 3 }]);
    for (let index = 0; index < 3; index += 1) {
      expect((await uploadTo(withGallery, 'galleryImage')).statusCode).toBe(201);
    }
    expect((await refused(() => uploadTo(withGallery, 'galleryImage'))).status).toBe(409);
  });

  it("follows the plan's EventImages feature and its max, per event", async () => {
    const couple = await newCouple(null);
    await givePlan(t.app.db, couple.weddingId, [{ slug: 'EventImages', max: 2 }]);
    const [first, second] = [await newEvent(couple.weddingId), await newEvent(couple.weddingId)];
    const toEvent = (eventId: number) =>
      upload(couple.clientId, [
        { name: 'type', value: 'eventImage' },
        { name: 'eventId', value: String(eventId) },
        imagePart(jpeg),
      ]);
    const created = await toEvent(first);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ image: ImageBody }>().image).toMatchObject({
      type: 'eventImage',
      eventId: first,
      weddingId: null,
    });
    expect((await toEvent(first)).statusCode).toBe(201);
    const third = await refused(() => toEvent(first));
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/this event \(2\)/);
    expect((await toEvent(second)).statusCode).toBe(201);

    const galleryOnly = await newCouple(null);
    await givePlan(t.app.db, galleryOnly.weddingId, [{ slug: 'GalleryImages', max: 5 }]);
    const event = await newEvent(galleryOnly.weddingId);
    const refusedEvent = await refused(() =>
      upload(galleryOnly.clientId, [
        { name: 'type', value: 'eventImage' },
        { name: 'eventId', value: String(event) },
        imagePart(jpeg),
      ]),
    );
    expect(refusedEvent.status).toBe(409);
  });

  it('lists and gets the images of the own wedding (events included); admins may read them', async () => {
    const couple = await newCouple();
    const event = await newEvent(couple.weddingId);
    const cover = (await uploadTo(couple, 'coverImage')).json<{ image: ImageBody }>().image;
    const eventImage = (
      await upload(couple.clientId, [
        { name: 'type', value: 'eventImage' },
        { name: 'eventId', value: String(event) },
        imagePart(jpeg),
      ])
    ).json<{ image: ImageBody }>().image;
    const other = await newCouple();
    await uploadTo(other, 'coverImage');

    const list = await injectAs(
      t.app,
      { role: 'client', id: couple.clientId },
      {
        method: 'GET',
        url: `/v1/images?weddingId=${couple.weddingId}`,
      },
    );
    expect(list.statusCode).toBe(200);
    expect(list.json<ImageBody[]>().map((image) => image.id)).toEqual([cover.id, eventImage.id]);

    const one = await injectAs(
      t.app,
      { role: 'client', id: couple.clientId },
      {
        method: 'GET',
        url: `/v1/images/${eventImage.id}`,
      },
    );
    expect(one.json()).toEqual(eventImage);

    const asOther = { role: 'client', id: other.clientId } as const;
    expect(
      (await injectAs(t.app, asOther, { method: 'GET', url: `/v1/images/${cover.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(t.app, asOther, {
          method: 'GET',
          url: `/v1/images?weddingId=${couple.weddingId}`,
        })
      ).statusCode,
    ).toBe(404);

    const admin = { role: 'admin', id: 1 } as const;
    const adminList = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/v1/images?weddingId=${couple.weddingId}`,
    });
    expect(adminList.json<ImageBody[]>()).toHaveLength(2);
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: '/v1/images/987654' })).statusCode,
    ).toBe(404);
  });

  it('deletes an image and its file; refuses foreign images (404) and inactive weddings (409)', async () => {
    const couple = await newCouple();
    const image = (await uploadTo(couple, 'coverImage')).json<{ image: ImageBody }>().image;
    const file = keyOfSrc(image.src);
    expect(storedFiles()).toContain(file);

    const other = await newCouple();
    const foreign = await refused(() =>
      injectAs(
        t.app,
        { role: 'client', id: other.clientId },
        { method: 'DELETE', url: `/v1/images/${image.id}` },
      ),
    );
    expect(foreign.status).toBe(404);

    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(weddings.id, couple.weddingId));
    const inactive = await refused(() =>
      injectAs(
        t.app,
        { role: 'client', id: couple.clientId },
        { method: 'DELETE', url: `/v1/images/${image.id}` },
      ),
    );
    expect(inactive.status).toBe(409);

    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(weddings.id, couple.weddingId));
    const deleted = await injectAs(
      t.app,
      { role: 'client', id: couple.clientId },
      {
        method: 'DELETE',
        url: `/v1/images/${image.id}`,
        headers: { 'accept-language': 'es' },
      },
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Imagen eliminada exitosamente' });
    expect(storedFiles()).not.toContain(file);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(image.src).pathname })).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(
          t.app,
          { role: 'client', id: couple.clientId },
          { method: 'DELETE', url: `/v1/images/${image.id}` },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('gives wide images an 800 px WebP variant in srcSet, and covers a share JPEG; deleting removes all', async () => {
    const couple = await newCouple();
    const before = storedFiles();
    const response = await uploadTo(couple, 'coverImage', await solidImage(3000, 2000));
    expect(response.statusCode).toBe(201);
    const { image } = response.json<{ image: ImageBody }>();
    const [variantEntry, originalEntry] = (image.srcSet ?? '').split(', ');
    expect(originalEntry).toBe(`${image.src} 2048w`);
    expect(variantEntry).toMatch(
      /^http:\/\/localhost:3000\/files\/images\/[0-9a-f-]+-w800\.webp 800w$/,
    );
    const variantSrc = (variantEntry ?? '').split(' ')[0] ?? '';
    const variant = await t.app.inject({ method: 'GET', url: new URL(variantSrc).pathname });
    expect(variant.headers['content-type']).toBe('image/webp');
    const variantMeta = await sharp(variant.rawPayload).metadata();
    expect([variantMeta.width, variantMeta.height]).toEqual([800, 533]);

    const added = storedFiles().filter((file) => !before.includes(file));
    const stem = keyOfSrc(image.src).replace(/\.webp$/, '');
    expect(added.sort()).toEqual([`${stem}-share.jpg`, `${stem}-w800.webp`, `${stem}.webp`]);
    const share = await sharp(
      (await t.app.inject({ method: 'GET', url: `/files/${stem}-share.jpg` })).rawPayload,
    ).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 630]);

    const listed = await injectAs(
      t.app,
      { role: 'client', id: couple.clientId },
      { method: 'GET', url: `/v1/images/${image.id}` },
    );
    expect(listed.json<ImageBody>().srcSet).toBe(image.srcSet);

    const second = await refused(() => uploadTo(couple, 'coverImage', Buffer.from(jpeg)));
    expect(second.status).toBe(409);

    const deleted = await injectAs(
      t.app,
      { role: 'client', id: couple.clientId },
      { method: 'DELETE', url: `/v1/images/${image.id}` },
    );
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles()).toEqual(before);
  });

  it('gives narrow images no variant (srcSet null) and gallery images no share JPEG', async () => {
    const couple = await newCouple();
    const before = storedFiles();
    const narrow = (await uploadTo(couple, 'galleryImage', await solidImage(800, 600))).json<{
      image: ImageBody;
    }>().image;
    expect(narrow.srcSet).toBeNull();
    expect(storedFiles().filter((file) => !before.includes(file))).toEqual([keyOfSrc(narrow.src)]);
  });
});
