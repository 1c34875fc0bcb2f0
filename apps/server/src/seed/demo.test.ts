import { count, eq, sql } from 'drizzle-orm';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, clients, promoters } from '../db/schema/accounts.ts';
import { eventGuests, events, images } from '../db/schema/content.ts';
import { guests } from '../db/schema/guests.ts';
import { createWeddingsRepository } from '../modules/weddings/weddings.repository.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemo, type DemoSeed } from './demo.ts';
import { DEMO_GUESTS, demoWeddingDate } from './demo-wedding-content.ts';
import { DEMO_DOOR_HELPER } from './demo-wedding.ts';

describe('seed-demo', () => {
  let t: TestApp;
  let first: DemoSeed;
  let second: DemoSeed;
  // Sunday evening in Mexico City (Monday in UTC): the day rule must be applied in Mexico City time.
  const seedTime = new Date('2026-11-23T03:30:00Z');

  const seed = () =>
    seedDemo(t.app.db, {
      storage: t.app.storage,
      invitationUrl: t.config.invitationUrl,
      appUrl: t.config.appUrl,
      now: () => seedTime,
    });

  /** Everything the demo wedding holds, as the couple's view reads it. */
  const snapshot = async (weddingId: number) => ({
    wedding: await createWeddingsRepository(t.app.db).findAggregate(weddingId),
    guests: await t.app.db
      .select()
      .from(guests)
      .where(eq(guests.weddingId, weddingId))
      .orderBy(guests.id),
    eventGuests: await t.app.db.select().from(eventGuests).orderBy(eventGuests.guestId),
  });

  // The whole demo (pictures generated, a dozen guests): a hang guard for a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    first = await seed();
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  const rows = async (table: typeof clients | typeof admins | typeof promoters, email: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(table)
        .where(sql`lower(${table.email}) = ${email}`)
    )[0]?.n;

  it('run twice leaves one account of each kind, and they sign in', async () => {
    const before = await snapshot(first.wedding.id);
    second = await seed();
    expect(second).toEqual({ ...first, wedding: { ...first.wedding, isNew: false } });
    expect(await snapshot(first.wedding.id)).toEqual(before);
    expect(await rows(clients, DEMO_ACCOUNTS.client.email)).toBe(1);
    expect(await rows(admins, DEMO_ACCOUNTS.admin.email)).toBe(1);
    expect(await rows(promoters, DEMO_ACCOUNTS.promoter.email)).toBe(1);
    expect(first.credentials.map((c) => c.email)).toEqual([
      'pareja@convite.mx',
      'admin@convite.mx',
      'promotor@convite.mx',
    ]);

    const login = (url: string, account: { email: string; password: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/auth/${url}`,
        payload: { email: account.email, password: account.password },
      });
    const client = await login('login', DEMO_ACCOUNTS.client);
    expect(client.statusCode).toBe(200);
    expect(client.json().client).toMatchObject({ verified: true, name: 'Ana', lastName: 'García' });
    expect((await login('admin-login', DEMO_ACCOUNTS.admin)).statusCode).toBe(200);
    expect((await login('promoter-login', DEMO_ACCOUNTS.promoter)).statusCode).toBe(200);
  });

  it('creates the demo client an active wedding with a Premium plan, its guests and their links', async () => {
    const { wedding } = first;
    expect(wedding).toMatchObject({
      name: 'Ana & Luis',
      slug: 'ana-y-luis',
      isActive: true,
      isNew: true,
      planName: 'Premium',
      guestCount: DEMO_GUESTS.length,
      link: 'http://localhost:5175/ana-y-luis',
    });
    expect(wedding.guestLink?.name).toBe('Familia Martínez Rivera');
    // A door helper's link for the wedding day, opening a session for this wedding.
    expect(wedding.doorLink?.name).toBe(DEMO_DOOR_HELPER);
    const key = wedding.doorLink?.link.split('/puerta#')[1] ?? '';
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/door/sessions',
      payload: { key },
    });
    expect(session.statusCode, session.body).toBe(201);
    const code = new URL(wedding.guestLink?.link ?? '').searchParams.get('code');
    const [linkGuest] = await t.app.db
      .select()
      .from(guests)
      .where(eq(guests.code, code ?? ''));
    expect(linkGuest).toMatchObject({
      weddingId: wedding.id,
      confirmation: null,
      maxGuestsAllowed: 4,
    });

    // The printed link opens the invitation for that guest, with the civil ceremony it is invited to.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/ana-y-luis?code=${code}`,
    });
    expect(opened.statusCode).toBe(200);
    const invitation = opened.json();
    expect(invitation.guest).toMatchObject({ name: 'Familia Martínez Rivera', confirmation: null });
    expect(invitation.wedding.name).toBe('Ana & Luis');
    expect(invitation.wedding.shareImage).toMatch(/^http/);
    expect(invitation.wedding.coverImages[0].srcSet).toMatch(/ 800w, /);
  });

  it('fills every section of the invitation through the services', async () => {
    const aggregate = await createWeddingsRepository(t.app.db).findAggregate(first.wedding.id);
    if (!aggregate) throw new Error('no demo wedding');
    expect(aggregate.invitation.firstMessage).toMatch(/honor de invitarte/);
    expect(aggregate.invitation.secondMessage).not.toBeNull();
    expect(aggregate.invitation.parents).toHaveLength(4);
    expect(aggregate.invitation.parents.filter((parent) => parent.showIfPastAway)).toHaveLength(1);
    expect(aggregate.events.map((event) => [event.name, event.isExclusive])).toEqual([
      ['Ceremonia civil', true],
      ['Ceremonia religiosa', false],
      ['Recepción', false],
    ]);
    expect(aggregate.events[1]?.place).toMatch(/^Parroquia/);
    expect(aggregate.events[1]?.address).toMatch(/San Miguel de Allende/);
    expect(aggregate.events[2]?.place).toMatch(/^Hacienda/);
    expect(aggregate.itineraryEvents).toHaveLength(6);
    expect(aggregate.itineraryEvents.every((item) => item.icon !== null)).toBe(true);
    expect(aggregate.giftRegistries.map((registry) => registry.name)).toEqual([
      'Liverpool',
      'Amazon',
    ]);
    expect(aggregate.accommodations).toHaveLength(2);
    expect(aggregate).toMatchObject({
      dressCode: 'Formal',
      acceptsEnvelope: true,
      confirmationEnabled: true,
      foodRestrictionsEnabled: true,
      messageEnabled: true,
      contactPhone: '+525555550142',
    });
    // Guests are asked to answer a month ahead: the deadline is a day before the wedding's.
    expect(aggregate.rsvpDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (aggregate.rsvpDeadline ?? '') < demoWeddingDate(seedTime).toISOString().slice(0, 10),
    ).toBe(true);
    expect(aggregate.dressIcon?.type).toBe('dress');
    expect(aggregate.suitIcon?.type).toBe('suit');

    // The civil ceremony is only for the guests invited to it.
    const civil = aggregate.events[0];
    const invited = await t.app.db
      .select({ n: count() })
      .from(eventGuests)
      .innerJoin(events, eq(events.id, eventGuests.eventId))
      .where(eq(eventGuests.eventId, civil?.id ?? 0));
    expect(invited[0]?.n).toBe(DEMO_GUESTS.filter((guest) => guest.isAtCivil).length);

    // Pictures went through the upload path: re-encoded, stored, and served by the API.
    expect(aggregate.coverImages).toHaveLength(1);
    expect(aggregate.galleryImages).toHaveLength(4);
    const cover = aggregate.coverImages[0];
    expect(cover).toMatchObject({ contentType: 'image/webp', width: 1600, height: 1000 });
    expect(cover?.sizeBytes).toBeGreaterThan(30_000);
    const file = await t.app.inject({ method: 'GET', url: `/files/${cover?.storageKey}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(cover?.sizeBytes);
  });

  it('answers for some guests yes and no, within their maximum', async () => {
    const seeded = await t.app.db
      .select()
      .from(guests)
      .where(eq(guests.weddingId, first.wedding.id));
    const yes = seeded.filter((guest) => guest.confirmation === true);
    const no = seeded.filter((guest) => guest.confirmation === false);
    expect(yes.length).toBeGreaterThanOrEqual(3);
    expect(no.length).toBeGreaterThanOrEqual(2);
    for (const guest of yes) {
      expect(guest.confirmedGuests).toBeGreaterThanOrEqual(1);
      expect(guest.confirmedGuests).toBeLessThanOrEqual(guest.maxGuestsAllowed);
      expect(guest.confirmedAt).not.toBeNull();
    }
    for (const guest of no) expect(guest.confirmedGuests).toBeNull();
    expect(new Set(seeded.map((guest) => guest.maxGuestsAllowed)).size).toBeGreaterThanOrEqual(4);
    const imageCount = await t.app.db
      .select({ n: count() })
      .from(images)
      .where(eq(images.weddingId, first.wedding.id));
    expect(imageCount[0]?.n).toBe(5);
  });

  it('show named people with a child, a menu on the reception, questions and answers that differ per event', async () => {
    const { wedding } = first;
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.client.email, password: DEMO_ACCOUNTS.client.password },
    });
    const { token } = login.json<{ token: string }>();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/v1${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    type Member = {
      firstName: string | null;
      isChild: boolean;
      events: { eventId: number; attending: boolean; mealOptionId: number | null }[];
    };
    const { guests: list } = (
      await call('POST', '/guests/get-by-wedding', { weddingId: wedding.id, page: 1 })
    ).json<{ guests: { name: string; members: Member[]; answers: Record<string, string> }[] }>();
    const household = (name: string) => list.find((guest) => guest.name === name);
    const summary = (await call('POST', '/guests/get-summary', { weddingId: wedding.id })).json<{
      events: {
        name: string;
        attending: number;
        children: number;
        meals: { name: string; count: number }[];
      }[];
    }>();
    const questions = (await call('GET', `/weddings/${wedding.id}/questions`)).json<{
      questions: { kind: string; perPerson: boolean }[];
    }>().questions;

    expect(
      household('Familia Martínez Rivera')?.members.map((m) => [m.firstName, m.isChild]),
    ).toEqual([
      ['Carlos', false],
      ['Elena', false],
      ['Mateo', true],
      [null, false],
    ]);
    const hernandez = household('Familia Hernández Castillo')?.members ?? [];
    // Parents at the (adults-only) civil ceremony, children not; all four at the reception.
    expect(hernandez.map((m) => m.events.filter((e) => e.attending).length)).toEqual([
      3, 3, 2, 2, 0,
    ]);
    expect(household('Alejandro')?.members[2]?.firstName).toBe('Pablo');
    expect(Object.keys(household('Alejandro')?.answers ?? {})).toHaveLength(1);
    expect(questions.map((q) => [q.kind, q.perPerson])).toEqual([
      ['choice', false],
      ['text', true],
    ]);
    const reception = summary.events.find((event) => event.name === 'Recepción');
    const civil = summary.events.find((event) => event.name === 'Ceremonia civil');
    expect(reception?.children).toBe(2);
    expect(reception?.meals.find((meal) => meal.name === 'Menú infantil')?.count).toBe(2);
    expect(civil?.attending).toBeLessThan(reception?.attending ?? 0);

    // Tables with the households that come seated, never split; one household is left to seat.
    const seating = (await call('GET', `/weddings/${wedding.id}/tables`)).json<{
      tables: { name: string; seats: number; people: { guestId: number }[] }[];
      unseated: { guestId: number }[];
    }>();
    expect(seating.tables.map((table) => table.name)).toEqual([
      'Mesa de honor',
      'Mesa 1',
      'Mesa 2',
    ]);
    const seated = seating.tables.flatMap((table) => table.people);
    expect(seated.length).toBeGreaterThan(0);
    expect(seating.tables.every((table) => table.people.length <= table.seats)).toBe(true);
    expect(new Set(seating.unseated.map((person) => person.guestId)).size).toBe(1);
    const tableOfGuest = new Map<number, Set<string>>();
    for (const table of seating.tables) {
      for (const person of table.people) {
        tableOfGuest.set(
          person.guestId,
          (tableOfGuest.get(person.guestId) ?? new Set()).add(table.name),
        );
      }
    }
    expect([...tableOfGuest.values()].every((names) => names.size === 1)).toBe(true);
  });
});

describe('demoWeddingDate', () => {
  it.each([
    ['2026-11-23T03:30:00Z'], // Sunday night in Mexico City, Monday in UTC
    ['2026-06-06T20:00:00Z'], // a Saturday
    ['2027-02-28T12:00:00Z'], // six months on is the end of August
  ])('from %s: a Saturday at 18:00 in Mexico City, six months to a week later', (iso) => {
    const now = new Date(iso);
    const date = DateTime.fromJSDate(demoWeddingDate(now), { zone: WEDDING_TIME_ZONE });
    expect(date.weekday).toBe(6);
    expect([date.hour, date.minute, date.second]).toEqual([18, 0, 0]);
    const sixMonths = DateTime.fromJSDate(now, { zone: WEDDING_TIME_ZONE }).plus({ months: 6 });
    const daysAfter = date.startOf('day').diff(sixMonths.startOf('day'), 'days').days;
    expect(daysAfter).toBeGreaterThanOrEqual(0);
    expect(daysAfter).toBeLessThan(7);
  });
});
