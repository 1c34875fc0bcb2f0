import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/accounts.ts';
import { events, images, songs } from '../../db/schema/content.ts';
import { commissions, payments } from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';
import {
  expectAdminsOnly,
  expectNotFound,
  insertNamedClient,
  insertNamedWedding,
  insertPayment,
  minute,
  newestFirstWithTie,
  staffCall,
  staffGet,
  useStaffApp,
} from '../../test/admin-fixtures.ts';
import { insertPricedPlan } from '../../test/payments-test-kit.ts';
import { insertPromoCode, insertPromoter } from '../../test/promo-codes-test-kit.ts';

type ClientItem = { id: number; name: string | null; email: string; weddings: { id: number }[] };

describe('staff and client accounts: GET /clients, GET and DELETE /clients/{id}', () => {
  const t = useStaffApp();

  const list = (query: string) =>
    staffGet<{ clients: ClientItem[]; page: number; totalPages: number }>(t, `/clients${query}`);

  it('pages 20 at a time, newest first (ties by id), and a page past the last is empty', async () => {
    // 25 clients sharing a last name; two pairs created in the same instant.
    const ids: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      ids.push(
        await insertNamedClient(t.app.db, {
          name: `Cliente${n}`,
          lastName: 'Paginado',
          createdAt: minute(n < 2 ? 0 : n),
        }),
      );
    }
    // Newest first: minute 24 … minute 2, then the two of minute 0 by id, larger first.
    const expected = newestFirstWithTie(ids);

    const first = await list('?search=paginado');
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(2);
    expect(first.clients.map((client) => client.id)).toEqual(expected.slice(0, 20));
    const second = await list('?search=paginado&page=2');
    expect(second).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.clients.map((client) => client.id)).toEqual(expected.slice(20));
    expect(await list('?search=paginado&page=3')).toEqual({ clients: [], page: 3, totalPages: 2 });
    // Far past the end: still an empty page, not an offset the database refuses; past the
    // contract's bound, a 422 (below).
    const far = await list('?search=paginado&page=2147483647');
    expect(far).toMatchObject({ clients: [], totalPages: 2 });
    expect(await list('?search=nadie-se-llama-asi')).toEqual({
      clients: [],
      page: 1,
      totalPages: 0,
    });
  });

  it('refuses page 0 and a non-number page with 422', async () => {
    for (const query of ['?page=0', '?page=dos', '?page=100000000000000000000']) {
      const response = await staffCall(t, 'GET', `/clients${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('searches name, last name (also both) and email, ignoring case and accents', async () => {
    const josé = await insertNamedClient(t.app.db, {
      name: 'José María',
      lastName: 'Núñez Ávila',
      email: 'jm.busqueda@example.com',
    });
    const other = await insertNamedClient(t.app.db, { name: 'Jose', lastName: 'Otro' });
    const found = async (text: string) =>
      (await list(`?search=${encodeURIComponent(text)}`)).clients.map((client) => client.id);
    expect(await found('jose maria')).toEqual([josé]);
    expect(await found('MARÍA NÚÑEZ')).toEqual([josé]); // across name and last name
    expect(await found('avila jose')).toEqual([]); // in the order name, last name
    expect(await found('maria nunez')).toEqual([josé]);
    expect(await found('ÁVILA')).toEqual([josé]);
    expect(await found('avila')).toEqual([josé]);
    expect(await found('BUSQUEDA@')).toEqual([josé]);
    expect((await found('josé')).sort()).toEqual([josé, other].sort());
    expect(await found('100%')).toEqual([]); // LIKE wildcards are literal
  });

  it('answers each item with the columns of the table and the weddings ids', async () => {
    const clientId = await insertNamedClient(t.app.db, { name: 'Columna', lastName: 'Prueba' });
    const weddingId = await insertNamedWedding(t.app.db, clientId);
    const [item] = (await list('?search=columna prueba')).clients;
    expect(item).toMatchObject({
      id: clientId,
      name: 'Columna',
      lastName: 'Prueba',
      verified: true,
      externalAuth: null,
      weddings: [{ id: weddingId }],
    });
    expect(item).toHaveProperty('createdAt');
    expect(item).not.toHaveProperty('passwordHash');
  });

  it('GET /clients/{id} answers the client with their weddings; an unknown id 404 (es/en)', async () => {
    const clientId = await insertNamedClient(t.app.db, { name: 'Detalle' });
    const weddingId = await insertNamedWedding(t.app.db, clientId);
    const response = await staffCall(t, 'GET', `/clients/${clientId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: clientId,
      name: 'Detalle',
      weddings: [{ id: weddingId }],
    });
    await expectNotFound(t, '/clients/999999', {
      es: 'El cliente no existe.',
      en: 'The client does not exist.',
    });
  });

  describe('DELETE /clients/{id}', () => {
    const stored = (key: string) => existsSync(path.join(storageDirectory(), ...key.split('/')));
    const storageDirectory = () => {
      if (t.config.storage.driver !== 'local') throw new Error('the tests use local storage');
      return t.config.storage.directory;
    };
    const put = (key: string) =>
      t.app.storage.put(key, Buffer.from(key), 'application/octet-stream');
    const image = (key: string) => ({
      storageKey: key,
      contentType: 'image/webp',
      sizeBytes: 1,
      width: 1,
      height: 1,
      aspectRatio: 1,
    });

    it('deletes the client, the wedding and what is in it, and the files; payments stay', async () => {
      const clientId = await insertNamedClient(t.app.db, { name: 'Borrar' });
      const weddingId = await insertNamedWedding(t.app.db, clientId);
      const [event] = await t.app.db
        .insert(events)
        .values({ weddingId, name: 'Ceremonia' })
        .returning({ id: events.id });
      if (event === undefined) throw new Error('could not insert an event');
      const keys = {
        cover: 'images/borrar-cover.webp',
        coverVariant: 'images/borrar-cover-w800.webp',
        coverShare: 'images/borrar-cover-share.jpg',
        eventImage: 'images/borrar-event.webp',
        song: 'songs/borrar.mp3',
      };
      await t.app.db.insert(images).values([
        {
          ...image(keys.cover),
          type: 'coverImage',
          weddingId,
          variantStorageKey: keys.coverVariant,
          variantWidth: 800,
          shareStorageKey: keys.coverShare,
        },
        { ...image(keys.eventImage), type: 'eventImage', eventId: event.id },
      ]);
      await t.app.db.insert(songs).values({
        weddingId,
        name: 'borrar.mp3',
        storageKey: keys.song,
        contentType: 'audio/mpeg',
        sizeBytes: 1,
      });
      // Another couple's file must stay.
      const otherClient = await insertNamedClient(t.app.db);
      const otherWedding = await insertNamedWedding(t.app.db, otherClient);
      await t.app.db
        .insert(images)
        .values({ ...image('images/keep.webp'), type: 'coverImage', weddingId: otherWedding });
      for (const key of [...Object.values(keys), 'images/keep.webp']) await put(key);
      expect(Object.values(keys).every(stored)).toBe(true);

      const planId = await insertPricedPlan(t.app.db, 1500);
      const promoterId = await insertPromoter(t.app.db);
      const code = await insertPromoCode(t.app.db, { promoterId, commission: 10 });
      const { paymentId, commissionId } = await insertPayment(t.app.db, {
        weddingId,
        planId,
        amount: 1500,
        commission: { promoCodeId: code.id, promoterId, amount: 150, percentage: 10 },
      });

      const response = await staffCall(t, 'DELETE', `/clients/${clientId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Cliente eliminado exitosamente, con su boda y sus archivos.',
      });

      expect(await t.app.db.select().from(clients).where(eq(clients.id, clientId))).toEqual([]);
      expect(await t.app.db.select().from(weddings).where(eq(weddings.id, weddingId))).toEqual([]);
      expect(await t.app.db.select().from(events).where(eq(events.weddingId, weddingId))).toEqual(
        [],
      );
      const leftImages = await t.app.db
        .select()
        .from(images)
        .where(inArray(images.storageKey, [keys.cover, keys.eventImage]));
      expect(leftImages).toEqual([]);
      expect(Object.values(keys).filter(stored)).toEqual([]);
      expect(stored('images/keep.webp')).toBe(true);

      const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({ id: paymentId, weddingId: null, amount: 1500 });
      const [commission] = await t.app.db
        .select()
        .from(commissions)
        .where(eq(commissions.paymentId, paymentId));
      expect(commission).toMatchObject({ id: commissionId, amount: 150, promoterId });
      const detail = await staffCall(t, 'GET', `/payments/${paymentId}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({
        id: paymentId,
        amount: 1500,
        wedding: null,
        client: null,
        commission: { id: commissionId, amount: 150, promoter: { id: promoterId } },
      });

      expect((await staffCall(t, 'GET', `/clients/${clientId}`)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown client (and in English when asked)', async () => {
      const response = await staffCall(t, 'DELETE', '/clients/999999', { language: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The client does not exist.');
    });

    it('deletes a client without a wedding, in English', async () => {
      const clientId = await insertNamedClient(t.app.db);
      const response = await staffCall(t, 'DELETE', `/clients/${clientId}`, { language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Client deleted, with their wedding and its files.');
    });

    it('a deleted client’s session is no session', async () => {
      const clientId = await insertNamedClient(t.app.db);
      expect((await staffCall(t, 'DELETE', `/clients/${clientId}`)).statusCode).toBe(200);
      const me = await staffCall(t, 'GET', '/clients/me', {
        principal: { role: 'client', id: clientId },
      });
      expect(me.statusCode).toBe(401);
    });
  });

  it('is for admins only: a client or a promoter token is refused with 403', async () => {
    const clientId = await insertNamedClient(t.app.db);
    await expectAdminsOnly(
      t,
      [
        ['GET', '/clients'],
        ['GET', `/clients/${clientId}`],
        ['DELETE', `/clients/${clientId}`],
      ],
      { clientId },
    );
    expect((await staffCall(t, 'GET', `/clients/${clientId}`)).statusCode).toBe(200);
  });
});
