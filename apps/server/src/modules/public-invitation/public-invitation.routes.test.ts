import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import {
  accommodations,
  dressCodeIcons,
  eventGuests,
  events,
  giftRegistries,
  images,
  itineraryEvents,
  itineraryIcons,
  parents,
  songs,
} from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { themes } from '../../db/schema/themes.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

const PUBLISHED_THEME = {
  ...ETIQUETA_THEME,
  base: { ...ETIQUETA_THEME.base, body: { ...ETIQUETA_THEME.base.body, color: '#5a3e2b' } },
};

type InvitationBody = {
  wedding: {
    id: number;
    slug: string;
    shareImage: string | null;
    coverImages: { src: string; srcSet: string | null }[];
    galleryImages: { src: string; srcSet: string | null }[];
    events: { id: number; name: string; isExclusive: boolean; images: unknown[] }[];
    itineraryEvents: { name: string; icon: { slug: string } | null }[];
    invitation: { bridesParents: { name: string }[]; groomsParents: { name: string }[] };
    dressIcon: { slug: string } | null;
    song: { src: string } | null;
    rsvpDeadline: string | null;
  };
  theme: Record<string, unknown> | null;
  guest: {
    name: string;
    lastName: string | null;
    maxGuestsAllowed: number;
    events: number[];
    confirmation: boolean | null;
    confirmedGuests: number | null;
    foodRestrictions: string | null;
    message: string | null;
    specialMessage: string | null;
    members: { id: number; firstName: string | null }[];
    answerContext?: string;
  } | null;
};

type GuestFields = Partial<typeof guests.$inferInsert>;

let codes = 0;
async function addGuest(db: Db, weddingId: number, fields: GuestFields = {}) {
  codes += 1;
  const code = `G${String(codes).padStart(3, '0')}${randomUUID().slice(0, 4).toUpperCase()}`;
  const [row] = await db
    .insert(guests)
    .values({
      weddingId,
      code,
      name: 'Rosa',
      lastName: 'Márquez',
      phone: '5512345678',
      specialMessage: 'Mensaje privado para Rosa',
      maxGuestsAllowed: 3,
      ...fields,
    })
    .returning();
  if (row === undefined) throw new Error('could not insert a guest');
  return row;
}

async function guestRow(db: Db, id: number) {
  const [row] = await db.select().from(guests).where(eq(guests.id, id));
  if (row === undefined) throw new Error('no guest');
  return row;
}

async function weddingSlug(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ slug: weddings.slug }).from(weddings).where(eq(weddings.id, id));
  return row?.slug ?? '';
}

let addresses = 0;
/** A fresh client address per test, so the default limits never trip across tests. */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses % 250}`;
};

describe('the public invitation', () => {
  let t: TestApp;
  let couple: Couple;
  let slug: string;
  let rosa: Awaited<ReturnType<typeof addGuest>>;
  let invitedExclusiveId: number;
  let otherExclusiveId: number;

  const get = (path: string, address = newAddress(), language = 'es') =>
    t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${path}`,
      headers: { 'x-forwarded-for': address, 'accept-language': language },
    });

  const confirm = (
    weddingSlugValue: string,
    payload: object,
    options: { key?: string | null; address?: string; language?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${weddingSlugValue}/confirmation`,
      payload,
      headers: {
        'x-forwarded-for': options.address ?? newAddress(),
        'accept-language': options.language ?? 'es',
        ...(options.key === null ? {} : { 'idempotency-key': options.key ?? randomUUID() }),
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    couple = await insertCouple(db);
    slug = await weddingSlug(db, couple.weddingId);
    const [dress] = await db.select().from(dressCodeIcons).where(eq(dressCodeIcons.slug, 'long'));
    const [cake] = await db.select().from(itineraryIcons).where(eq(itineraryIcons.slug, 'cake'));
    await db
      .update(weddings)
      .set({ dressIconId: dress?.id ?? null, dressCode: 'Formal' })
      .where(eq(weddings.id, couple.weddingId));
    await db.insert(parents).values([
      { invitationId: couple.invitationId, name: 'Carmen', parentOf: 'bride' },
      { invitationId: couple.invitationId, name: 'Jorge', parentOf: 'groom', showIfPastAway: true },
    ]);
    const eventRows = await db
      .insert(events)
      .values([
        {
          weddingId: couple.weddingId,
          name: 'Recepción',
          datetime: new Date('2030-06-16T02:00:00Z'),
        },
        { weddingId: couple.weddingId, name: 'Sin hora' },
        {
          weddingId: couple.weddingId,
          name: 'Ceremonia',
          datetime: new Date('2030-06-15T23:00:00Z'),
        },
        {
          weddingId: couple.weddingId,
          name: 'Tornaboda',
          isExclusive: true,
          datetime: new Date('2030-06-16T18:00:00Z'),
        },
        {
          weddingId: couple.weddingId,
          name: 'Cena de ensayo',
          isExclusive: true,
          datetime: new Date('2030-06-14T02:00:00Z'),
        },
      ])
      .returning();
    invitedExclusiveId = eventRows[3]?.id ?? 0;
    otherExclusiveId = eventRows[4]?.id ?? 0;
    await db.insert(itineraryEvents).values([
      { weddingId: couple.weddingId, name: 'Vals', datetime: new Date('2030-06-16T04:00:00Z') },
      {
        weddingId: couple.weddingId,
        name: 'Pastel',
        iconId: cake?.id ?? null,
        datetime: new Date('2030-06-16T03:00:00Z'),
      },
    ]);
    await db.insert(giftRegistries).values({ weddingId: couple.weddingId, name: 'Liverpool' });
    await db.insert(accommodations).values({ weddingId: couple.weddingId, name: 'Hotel Centro' });
    await db.insert(images).values([
      {
        type: 'coverImage',
        weddingId: couple.weddingId,
        storageKey: 'images/cover.webp',
        variantStorageKey: 'images/cover-w800.webp',
        variantWidth: 800,
        shareStorageKey: 'images/cover-share.jpg',
        contentType: 'image/webp',
        sizeBytes: 10,
        width: 2048,
        height: 1365,
        aspectRatio: 2048 / 1365,
      },
      {
        type: 'galleryImage',
        weddingId: couple.weddingId,
        storageKey: 'images/old.webp',
        contentType: 'image/webp',
        sizeBytes: 10,
        width: 1200,
        height: 800,
        aspectRatio: 1.5,
      },
      {
        type: 'eventImage',
        eventId: eventRows[0]?.id ?? 0,
        storageKey: 'images/event.webp',
        contentType: 'image/webp',
        sizeBytes: 10,
        width: 600,
        height: 600,
        aspectRatio: 1,
      },
    ]);
    await db.insert(songs).values({
      weddingId: couple.weddingId,
      name: 'Canción',
      storageKey: 'songs/song.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: 10,
    });
    await db.insert(themes).values([
      {
        weddingId: couple.weddingId,
        name: 'Borrador',
        status: 'draft',
        content: JSON.stringify(ETIQUETA_THEME),
      },
      {
        weddingId: couple.weddingId,
        name: 'Publicado',
        status: 'published',
        content: JSON.stringify(PUBLISHED_THEME),
      },
    ]);
    rosa = await addGuest(db, couple.weddingId);
    await db.insert(eventGuests).values({ eventId: invitedExclusiveId, guestId: rosa.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET', () => {
    it('without a code: the content in date order, the theme, no guest and no exclusive event', async () => {
      const response = await get(slug);
      expect(response.statusCode).toBe(200);
      // Sent as bytes (most made once per content version): JSON, with their length in UTF-8.
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      const body = response.json<InvitationBody>();
      expect(body.guest).toBeNull();
      expect(body.wedding.events.map((event) => event.name)).toEqual([
        'Ceremonia',
        'Recepción',
        'Sin hora',
      ]);
      expect(
        body.wedding.itineraryEvents.map((item) => [item.name, item.icon?.slug ?? null]),
      ).toEqual([
        ['Pastel', 'cake'],
        ['Vals', null],
      ]);
      expect(body.wedding.invitation.bridesParents.map((parent) => parent.name)).toEqual([
        'Carmen',
      ]);
      expect(body.wedding.invitation.groomsParents.map((parent) => parent.name)).toEqual(['Jorge']);
      expect(body.wedding.dressIcon?.slug).toBe('long');
      expect(body.wedding.events[1]?.images).toHaveLength(1);
      expect(body.wedding.song?.src).toBe('http://localhost:3000/files/songs/song.mp3');
      expect(body.theme).toEqual(PUBLISHED_THEME);
      // Nothing personal anywhere in the answer.
      const text = response.body;
      for (const secret of [
        rosa.name,
        rosa.lastName ?? '',
        rosa.phone ?? '',
        rosa.code,
        'privado',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain('Tornaboda');
      expect(text).not.toContain('Cena de ensayo');
    });

    it("shows the couple's deadline to answer as the day they set, at once, and null once cleared", async () => {
      const setDeadline = (rsvpDeadline: string | null) =>
        t.app.db.update(weddings).set({ rsvpDeadline }).where(eq(weddings.id, couple.weddingId));
      expect((await get(slug)).json<InvitationBody>().wedding.rsvpDeadline).toBeNull();
      await setDeadline('2030-05-01');
      expect((await get(slug)).json<InvitationBody>().wedding.rsvpDeadline).toBe('2030-05-01');
      await setDeadline(null);
      expect((await get(slug)).json<InvitationBody>().wedding.rsvpDeadline).toBeNull();
    });

    it('gives the images their srcSet and the cover its share image', async () => {
      const body = (await get(slug)).json<InvitationBody>();
      expect(body.wedding.shareImage).toBe('http://localhost:3000/files/images/cover-share.jpg');
      expect(body.wedding.coverImages[0]?.srcSet).toBe(
        'http://localhost:3000/files/images/cover-w800.webp 800w, http://localhost:3000/files/images/cover.webp 2048w',
      );
      expect(body.wedding.galleryImages[0]).toMatchObject({
        src: 'http://localhost:3000/files/images/old.webp',
        srcSet: null,
      });
    });

    it("with a code: the guest's data and only the exclusive events they are invited to", async () => {
      const response = await get(`${slug}?code=${rosa.code}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json<InvitationBody>();
      expect(body.guest).toEqual({
        name: 'Rosa',
        lastName: 'Márquez',
        maxGuestsAllowed: 3,
        events: [invitedExclusiveId],
        confirmation: null,
        confirmedGuests: null,
        foodRestrictions: null,
        message: null,
        specialMessage: 'Mensaje privado para Rosa',
        members: [1, 2, 3].map(() => ({
          id: expect.any(Number),
          firstName: null,
          lastName: null,
          isChild: false,
          namedByGuest: false,
          diet: null,
          answers: {},
          events: [],
        })),
        answers: {},
        answeredLate: false,
        pass: null,
        answerContext: expect.any(String),
      });
      // Sealed: the page carries it back with the answer and can read nothing in it.
      expect(Buffer.from(body.guest?.answerContext ?? '', 'base64url').toString()).not.toMatch(
        /Rosa|Mensaje/,
      );
      expect(body.wedding.events.map((event) => event.name)).toEqual([
        'Ceremonia',
        'Recepción',
        'Tornaboda',
        'Sin hora',
      ]);
      expect(response.body).not.toContain('Cena de ensayo');
      expect(response.body).not.toContain(rosa.phone ?? '');
      // Typed codes: spaces and lower case still find the guest.
      const typed = await get(`${slug}?code=${encodeURIComponent(` ${rosa.code.toLowerCase()} `)}`);
      expect(typed.json<InvitationBody>().guest?.name).toBe('Rosa');
      expect(otherExclusiveId).toBeGreaterThan(0);
    });

    it("the couple's special message reaches only its guest: never another guest's code, and none when unset", async () => {
      const pedro = await addGuest(t.app.db, couple.weddingId, {
        name: 'Pedro',
        specialMessage: null,
      });
      const ines = await addGuest(t.app.db, couple.weddingId, {
        name: 'Inés',
        specialMessage: 'Inés, <b>te guardamos</b> un lugar junto a la pista',
      });
      const of = async (code: string) => {
        const response = await get(`${slug}?code=${code}`);
        expect(response.statusCode).toBe(200);
        return response;
      };
      const pedroAnswer = await of(pedro.code);
      expect(pedroAnswer.json<InvitationBody>().guest).toMatchObject({
        name: 'Pedro',
        specialMessage: null,
      });
      for (const secret of ['privado', 'te guardamos']) {
        expect(pedroAnswer.body).not.toContain(secret);
      }
      const inesAnswer = await of(ines.code);
      // As the couple wrote it: the page shows it as text, so markup stays markup.
      expect(inesAnswer.json<InvitationBody>().guest?.specialMessage).toBe(
        'Inés, <b>te guardamos</b> un lugar junto a la pista',
      );
      expect(inesAnswer.body).not.toContain('privado');
      expect((await of(rosa.code)).body).not.toContain('te guardamos');
      // A confirmation answers the guest as the page will show it, the message still theirs.
      const confirmed = await confirm(slug, { code: ines.code, confirmation: false });
      expect(confirmed.statusCode).toBe(200);
      expect(
        confirmed.json<{ guest: { specialMessage: string | null } }>().guest.specialMessage,
      ).toBe('Inés, <b>te guardamos</b> un lugar junto a la pista');
    });

    it("a wrong code, or another wedding's code, answers the invitation without a guest", async () => {
      const other = await insertCouple(t.app.db);
      const stranger = await addGuest(t.app.db, other.weddingId, { name: 'Extraño' });
      for (const code of ['NOPE1234', stranger.code]) {
        const response = await get(`${slug}?code=${code}`);
        expect(response.statusCode).toBe(200);
        const body = response.json<InvitationBody>();
        expect(body.guest).toBeNull();
        expect(response.body).not.toContain('Tornaboda');
        expect(response.body).not.toContain('Extraño');
      }
    });

    it('answers 404 "not available" for an unknown slug, in the asked language', async () => {
      const es = await get('no-existe-esta-boda');
      expect(es.statusCode).toBe(404);
      expect(es.json()).toEqual({
        code: 'not_found',
        message: 'Esta invitación no está disponible.',
      });
      const en = await get('no-existe-esta-boda', newAddress(), 'en');
      expect(en.json()).toEqual({
        code: 'not_found',
        message: 'This invitation is not available.',
      });
    });

    it('answers 404 "not available" for an inactive wedding: never activated, trial over, or deactivated by staff', async () => {
      const db = t.app.db;
      const never = await insertCouple(db, { isActive: false });
      const expired = await insertCouple(db);
      await endTrial(db, expired.weddingId);
      const deactivated = await insertCouple(db);
      await givePlan(db, deactivated.weddingId, []);
      await db
        .update(weddings)
        .set({ deactivatedAt: new Date() })
        .where(eq(weddings.id, deactivated.weddingId));
      const paid = await insertCouple(db, { isActive: false });
      await givePlan(db, paid.weddingId, []);

      for (const wedding of [never, expired, deactivated]) {
        const guest = await addGuest(db, wedding.weddingId);
        const weddingSlugValue = await weddingSlug(db, wedding.weddingId);
        const response = await get(`${weddingSlugValue}?code=${guest.code}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'not_found',
          message: 'Esta invitación no está disponible.',
        });
        const answer = await confirm(weddingSlugValue, { code: guest.code, confirmation: false });
        expect(answer.statusCode).toBe(404);
        expect((await guestRow(db, guest.id)).confirmation).toBeNull();
      }
      expect((await get(await weddingSlug(db, paid.weddingId))).statusCode).toBe(200);
    });
  });

  describe('POST confirmation', () => {
    const yes = (code: string, extra: object = {}) => ({ code, confirmation: true, ...extra });

    it('saves an attending answer with its time, and the GET shows it', async () => {
      const guest = await addGuest(t.app.db, couple.weddingId);
      const before = Date.now();
      const response = await confirm(slug, yes(guest.code, { confirmedGuests: 2 }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: '¡Gracias! Tu respuesta quedó registrada.',
        guest: {
          name: 'Rosa',
          lastName: 'Márquez',
          maxGuestsAllowed: 3,
          events: [],
          confirmation: true,
          confirmedGuests: 2,
          foodRestrictions: null,
          message: null,
          specialMessage: 'Mensaje privado para Rosa',
          members: expect.any(Array),
          answers: {},
          answeredLate: false,
          // Rosa's own seat goes by her invitation's name; her companion is not named yet.
          pass: {
            token: expect.stringMatching(/^\d+\.[\w-]{22}$/),
            link: expect.stringContaining(`/${slug}/pase/`),
            seats: 2,
            people: [
              { name: 'Rosa Márquez', table: null },
              { name: null, table: null },
            ],
          },
        },
      });
      expect(response.json<InvitationBody>().guest?.members).toHaveLength(3);
      const row = await guestRow(t.app.db, guest.id);
      expect(row.confirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const shown = (await get(`${slug}?code=${guest.code}`)).json<InvitationBody>();
      expect(shown.guest).toMatchObject({ confirmation: true, confirmedGuests: 2 });
    });

    it("answers 404 for another wedding's code or an unknown code, saving nothing", async () => {
      const other = await insertCouple(t.app.db);
      const stranger = await addGuest(t.app.db, other.weddingId);
      const response = await confirm(slug, yes(stranger.code, { confirmedGuests: 1 }), {
        language: 'en',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/could not find an invitation/);
      expect((await guestRow(t.app.db, stranger.id)).confirmation).toBeNull();
      expect((await confirm(slug, yes('ZZZZ9999', { confirmedGuests: 1 }))).statusCode).toBe(404);
    });

    it('needs a count of 1..maxGuestsAllowed when attending (422 under confirmedGuests)', async () => {
      const guest = await addGuest(t.app.db, couple.weddingId, { maxGuestsAllowed: 3 });
      const missing = await confirm(slug, yes(guest.code), { language: 'en' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({
        errors: { confirmedGuests: ['Say how many people will attend.'] },
      });
      const over = await confirm(slug, yes(guest.code, { confirmedGuests: 4 }), { language: 'en' });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({
        errors: { confirmedGuests: ['The number of guests must be from 1 to 3.'] },
      });
      const zero = await confirm(slug, yes(guest.code, { confirmedGuests: 0 }));
      expect(zero.statusCode).toBe(422);
      expect(Object.keys(zero.json<{ errors: object }>().errors)).toEqual(['confirmedGuests']);
      expect((await guestRow(t.app.db, guest.id)).confirmation).toBeNull();

      const single = await addGuest(t.app.db, couple.weddingId, { maxGuestsAllowed: 1 });
      const implied = await confirm(slug, yes(single.code));
      expect(implied.statusCode).toBe(200);
      expect((await guestRow(t.app.db, single.id)).confirmedGuests).toBe(1);
    });

    it('a "no" clears the count and food restrictions; text counts only when enabled, trimmed', async () => {
      const db = t.app.db;
      const guest = await addGuest(db, couple.weddingId);
      // Disabled (the default): food restrictions and message are ignored.
      await confirm(
        slug,
        yes(guest.code, { confirmedGuests: 2, foodRestrictions: 'Vegana', message: 'Hola' }),
      );
      expect(await guestRow(db, guest.id)).toMatchObject({
        confirmation: true,
        confirmedGuests: 2,
        foodRestrictions: null,
        message: null,
      });

      await db
        .update(weddings)
        .set({ foodRestrictionsEnabled: true, messageEnabled: true })
        .where(eq(weddings.id, couple.weddingId));
      try {
        await confirm(
          slug,
          yes(guest.code, { confirmedGuests: 2, foodRestrictions: '  Vegana  ', message: '   ' }),
        );
        expect(await guestRow(db, guest.id)).toMatchObject({
          foodRestrictions: 'Vegana',
          message: null,
        });

        const declined = await confirm(slug, {
          code: guest.code,
          confirmation: false,
          confirmedGuests: 2,
          foodRestrictions: 'Vegana',
          message: ' ¡Felicidades! ',
        });
        expect(declined.statusCode).toBe(200);
        expect(await guestRow(db, guest.id)).toMatchObject({
          confirmation: false,
          confirmedGuests: null,
          foodRestrictions: null,
          message: '¡Felicidades!',
        });
      } finally {
        await db
          .update(weddings)
          .set({ foodRestrictionsEnabled: false, messageEnabled: false })
          .where(eq(weddings.id, couple.weddingId));
      }
    });

    it('answers 409 when the wedding takes no confirmations', async () => {
      const other = await insertCouple(t.app.db);
      await t.app.db
        .update(weddings)
        .set({ confirmationEnabled: false })
        .where(eq(weddings.id, other.weddingId));
      const guest = await addGuest(t.app.db, other.weddingId);
      const response = await confirm(
        await weddingSlug(t.app.db, other.weddingId),
        yes(guest.code, { confirmedGuests: 1 }),
        { language: 'en' },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'confirmations_closed',
        message: 'This invitation is no longer taking replies.',
      });
      expect((await guestRow(t.app.db, guest.id)).confirmation).toBeNull();
    });

    it('the same Idempotency-Key twice records one answer and replays the first response', async () => {
      const db = t.app.db;
      const guest = await addGuest(db, couple.weddingId);
      const key = randomUUID();
      const payload = yes(guest.code, { confirmedGuests: 2 });
      const first = await confirm(slug, payload, { key });
      expect(first.statusCode).toBe(200);
      const saved = await guestRow(db, guest.id);

      // Meanwhile the couple edits the guest; a replay must not write the answer again.
      await db.update(guests).set({ confirmedGuests: 3 }).where(eq(guests.id, guest.id));
      const edited = await guestRow(db, guest.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await confirm(
        slug,
        { confirmedGuests: 2, confirmation: true, code: guest.code },
        {
          key,
          language: 'en',
        },
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const after = await guestRow(db, guest.id);
      expect(after.updatedAt).toEqual(edited.updatedAt);
      expect(after.confirmedAt).toEqual(saved.confirmedAt);
      expect(after.confirmedGuests).toBe(3);
      const stored = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(stored).toHaveLength(1);
    });

    it('answers concurrent repeats of one key with one write', async () => {
      const guest = await addGuest(t.app.db, couple.weddingId);
      const key = randomUUID();
      const payload = yes(guest.code, { confirmedGuests: 1 });
      const responses = await Promise.all([1, 2, 3].map(() => confirm(slug, payload, { key })));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const [first, ...others] = responses.map((response) => response.json<object>());
      for (const other of others) expect(other).toEqual(first);
    });

    it('refuses the same key with another body (422), and a missing or malformed key (422)', async () => {
      const guest = await addGuest(t.app.db, couple.weddingId);
      const key = randomUUID();
      await confirm(slug, yes(guest.code, { confirmedGuests: 1 }), { key });
      const reused = await confirm(slug, yes(guest.code, { confirmedGuests: 2 }), {
        key,
        language: 'en',
      });
      expect(reused.statusCode).toBe(422);
      expect(
        reused.json<{ errors: Record<string, string[]> }>().errors['Idempotency-Key']?.[0],
      ).toMatch(/already used for another reply/);
      expect((await guestRow(t.app.db, guest.id)).confirmedGuests).toBe(1);

      for (const badKey of [null, 'short', 'has spaces in it']) {
        const response = await confirm(slug, yes(guest.code, { confirmedGuests: 3 }), {
          key: badKey,
        });
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([
          'Idempotency-Key',
        ]);
      }
      expect((await guestRow(t.app.db, guest.id)).confirmedGuests).toBe(1);
    });

    it('validates the body against the contract', async () => {
      const response = await confirm(slug, { code: rosa.code, confirmation: 'yes', extra: 1 });
      expect(response.statusCode).toBe(422);
    });
  });
});
