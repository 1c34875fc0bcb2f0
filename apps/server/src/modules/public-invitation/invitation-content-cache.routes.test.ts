// What a guest sees is current after every edit, although the shared content is cached per replica:
// one app (replica A) serves the guest and caches; the couple edits through another app on the same
// database (replica B), or a row changes outside the API; A's next answer shows the change.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { images, songs } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, injectAsClient, type TestApp } from '../../test/test-app.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

type Invitation = {
  wedding: {
    events: { id: number; name: string }[];
    invitation: { firstMessage: string | null; bridesParents: { name: string }[] };
    giftRegistries: { name: string }[];
    galleryImages: { id: number }[];
    song: { name: string } | null;
  };
  guest: { name: string } | null;
};

describe('the cached invitation content', () => {
  let t: TestApp;
  let replicaB: FastifyInstance;
  let couple: Couple;
  let slug: string;
  let code: string;

  const openOnA = async (): Promise<Invitation> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${slug}?code=${code}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Invitation>();
  };

  /** The couple's call through replica B. */
  const onB = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await injectAsClient(replicaB, couple.clientId, {
      method,
      url: `/v1${url}`,
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body === '' ? null : (response.json() as Record<string, { id: number }>);
  };

  beforeAll(async () => {
    t = await createTestApp();
    replicaB = await buildApp({ config: t.config, database: t.database });
    couple = await insertCouple(t.database.db);
    const [guest] = await t.database.db
      .insert(guests)
      .values({
        weddingId: couple.weddingId,
        code: 'CACHE001',
        name: 'Rosa',
        phone: '5512345678',
        maxGuestsAllowed: 2,
      })
      .returning();
    code = guest?.code ?? '';
    const [wedding] = await t.database.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    slug = wedding?.slug ?? '';
  });

  afterAll(async () => {
    // B shares the database: closing it must not close the database.
    await replicaB?.close();
    await t?.close();
  });

  it('shows each edit made through another replica on the next request', async () => {
    const before = await openOnA();
    expect(before.guest?.name).toBe('Rosa');
    expect(before.wedding.events).toEqual([]);

    const created = await onB('POST', '/events', {
      name: 'Ceremonia',
      weddingId: couple.weddingId,
    });
    const eventId = created?.event?.id ?? 0;
    expect((await openOnA()).wedding.events.map((event) => event.name)).toEqual(['Ceremonia']);

    await onB('PATCH', `/events/${eventId}/name`, { name: 'Ceremonia religiosa' });
    expect((await openOnA()).wedding.events.map((event) => event.name)).toEqual([
      'Ceremonia religiosa',
    ]);

    await onB('PATCH', `/invitations/${couple.invitationId}/first-message`, {
      firstMessage: 'Con la bendición de Dios',
    });
    expect((await openOnA()).wedding.invitation.firstMessage).toBe('Con la bendición de Dios');

    await onB('POST', '/parents', {
      name: 'Carmen López',
      parentOf: 'bride',
      invitationId: couple.invitationId,
    });
    expect((await openOnA()).wedding.invitation.bridesParents.map((p) => p.name)).toEqual([
      'Carmen López',
    ]);

    await onB('POST', '/gift-registries', { name: 'Liverpool', weddingId: couple.weddingId });
    expect((await openOnA()).wedding.giftRegistries.map((g) => g.name)).toEqual(['Liverpool']);

    // An exclusive event disappears for a guest who is not invited to it.
    await onB('PATCH', `/events/${eventId}/is-exclusive`, { isExclusive: true });
    expect((await openOnA()).wedding.events).toEqual([]);

    await onB('DELETE', `/events/${eventId}`);
    expect((await openOnA()).wedding.events).toEqual([]);
  });

  it('answers 304 to the ETag of the last answer until something the guest sees changes', async () => {
    const url = `/v1/public/invitations/${slug}?code=${code}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const unchanged = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await onB('POST', '/gift-registries', { name: 'Amazon', weddingId: couple.weddingId });
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    // The guest's own answer, read with the guest's seats, changes the tag too.
    const beforeAnswer = String(changed.headers.etag);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      headers: { 'idempotency-key': 'etag-answer-1' },
      payload: { code, confirmation: true, confirmedGuests: 1 },
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
    const afterAnswer = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': beforeAnswer },
    });
    expect(afterAnswer.statusCode).toBe(200);
    expect(afterAnswer.json<{ guest: { confirmation: boolean } }>().guest.confirmation).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(afterAnswer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows rows changed outside the API too (the version is kept by the database)', async () => {
    const db = t.database.db;
    const [image] = await db
      .insert(images)
      .values({
        weddingId: couple.weddingId,
        type: 'galleryImage',
        storageKey: 'gallery/cache-test.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 120_000,
        width: 1200,
        height: 800,
        aspectRatio: 1.5,
      })
      .returning();
    expect((await openOnA()).wedding.galleryImages.map((item) => item.id)).toEqual([image?.id]);

    await db.insert(songs).values({
      weddingId: couple.weddingId,
      name: 'Bésame mucho',
      storageKey: 'songs/cache-test.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: 3_000_000,
    });
    expect((await openOnA()).wedding.song?.name).toBe('Bésame mucho');
    await db.update(songs).set({ name: 'Sabor a mí' }).where(eq(songs.weddingId, couple.weddingId));
    expect((await openOnA()).wedding.song?.name).toBe('Sabor a mí');

    await db.delete(images).where(eq(images.weddingId, couple.weddingId));
    expect((await openOnA()).wedding.galleryImages).toEqual([]);
  });
});
