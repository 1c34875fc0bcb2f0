// Guests' data does not outlive its purpose (issue 33, point 4). A wedding's guests, with everything
// a guest can leave behind (names, phone, diets, messages, question answers, openings, seats,
// arrivals, WhatsApp messages, reminders, a stored answer), are found nowhere in the database once
// the clock is moved past the retention time: every text and JSON column of every table is searched
// for them. The couple is emailed once, 30 days before, and never loses those 30 days. A guest's own
// removal through the API anonymises their household at once. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { events } from '../../db/schema/content.ts';
import { arrivalEvents } from '../../db/schema/door.ts';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers } from '../../db/schema/households.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { guestReminders } from '../../db/schema/reminders.ts';
import { guestDataRetention } from '../../db/schema/retention.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { whatsAppMessages } from '../../db/schema/whatsapp.ts';
import { createMailer, type Mailer } from '../../email/mailer.ts';
import { readOutbox } from '../../email/outbox.ts';
import { insertHousehold } from '../../test/household-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertDoorHelper } from '../../test/wedding-fixtures.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { createRetentionSweep, RETENTION_NOTICE_DAYS } from './retention.service.ts';

const DAY = 24 * 3600 * 1000;
const RETENTION_DAYS = 180;
const quiet = { info() {} };

/** A word found nowhere else: each household's personal data carries it. */
const marker = () => `Xo${randomBytes(5).toString('hex')}`;

type Household = { guestId: number; code: string; marker: string; phone: string };

/** A household that answered, with everything personal a guest can leave, each marked. */
async function personalHousehold(t: TestApp, weddingId: number, slug: string): Promise<Household> {
  const { db } = t.app;
  const mark = marker();
  const phone = `+5255${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [event] = await db
    .insert(events)
    .values({ weddingId, name: 'Ceremonia' })
    .returning({ id: events.id });
  if (event === undefined) throw new Error('no event');
  const seats = await insertHousehold(db, {
    weddingId,
    eventId: event.id,
    name: `${mark} Familia`,
    lastName: `${mark} Apellido`,
    names: [`${mark} Ana`, `${mark} Luis`],
    attending: [true, true],
  });
  const [guest] = await db
    .select({ id: guests.id, code: guests.code })
    .from(guests)
    .innerJoin(guestMembers, eq(guestMembers.guestId, guests.id))
    .where(eq(guestMembers.id, seats[0] ?? 0));
  if (guest === undefined) throw new Error('no guest');
  // The guest's answer, stored under its idempotency key as their page sent it (its response names
  // the household).
  const answered = await t.app.inject({
    method: 'POST',
    url: `/v1/public/invitations/${slug}/confirmation`,
    payload: { code: guest.code, confirmation: true, confirmedGuests: 2 },
    headers: { 'idempotency-key': `key-${mark}` },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  // One stored by the version before, its response whole (kept for the keys' lifetime).
  await db.insert(idempotencyKeys).values({
    scope: `confirmation:${slug}`,
    key: `old-key-${mark}`,
    requestHash: 'hash',
    responseStatus: 200,
    responseBody: {
      message: 'ok',
      guest: { name: `${mark} Familia`, members: [{ id: seats[0] }] },
    },
  });
  await db
    .update(guests)
    .set({
      phone,
      specialMessage: `${mark} nota de los novios`,
      foodRestrictions: `${mark} sin gluten`,
      message: `${mark} ¡felicidades!`,
      answers: { '1': `${mark} respuesta` },
      confirmedAt: new Date(),
      firstOpenedAt: new Date(),
      lastOpenedAt: new Date(),
      openCount: 3,
    })
    .where(eq(guests.id, guest.id));
  await db
    .update(guestMembers)
    .set({ diet: `${mark} vegana`, answers: { '2': `${mark} canción` } })
    .where(eq(guestMembers.guestId, guest.id));
  const helperId = await insertDoorHelper(db, weddingId);
  await db
    .insert(arrivalEvents)
    .values({ id: randomUUID(), memberId: seats[0] ?? 0, helperId, arrivedAt: new Date() });
  const [message] = await db
    .insert(whatsAppMessages)
    .values({ weddingId, guestId: guest.id, kind: 'reminder', wamid: `wamid.${mark}` })
    .returning({ id: whatsAppMessages.id });
  await db.insert(guestReminders).values({
    guestId: guest.id,
    weddingId,
    day: '2030-06-01',
    whatsAppMessageId: message?.id ?? null,
  });
  return { guestId: guest.id, code: guest.code, marker: mark, phone };
}

/** Every text, varchar and JSON column of every table of the app's schema. */
async function personalColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const result = await db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
     where table_schema = 'public'
       and data_type in ('text', 'character varying', 'json', 'jsonb', 'USER-DEFINED')
     order by table_name, column_name`);
  return rowsOf<{ table: string; column: string }>(result);
}

/** Where in the whole database any of `needles` still is: "table.column" for each place (one query). */
async function placesHolding(db: Db, needles: readonly string[]): Promise<string[]> {
  const searches = (await personalColumns(db)).map(
    ({ table, column }) =>
      sql`(select ${`${table}.${column}`}::text as place from ${sql.identifier(table)}
            where ${sql.join(
              needles.map((needle) => sql`${sql.identifier(column)}::text ilike ${`%${needle}%`}`),
              sql` or `,
            )} limit 1)`,
  );
  const result = await db.execute(sql.join(searches, sql` union all `));
  return rowsOf<{ place: string }>(result).map((row) => row.place);
}

describe("guests' data retention", () => {
  let t: TestApp;
  let mailer: Mailer;

  beforeAll(async () => {
    t = await createTestApp();
    mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir, logger: quiet });
  });

  afterAll(async () => {
    mailer?.close();
    await t?.close();
  });

  async function weddingOn(date: Date) {
    const couple = await insertCouple(t.app.db);
    const [wedding] = await t.app.db
      .update(weddings)
      .set({ date })
      .where(eq(weddings.id, couple.weddingId))
      .returning({ slug: weddings.slug });
    return { ...couple, slug: wedding?.slug ?? '' };
  }

  function sweepAt(clock: () => Date) {
    return createRetentionSweep({
      retention: createRetentionRepository(t.app.db),
      mailer,
      appUrl: 'https://app.convite.test',
      retentionDays: RETENTION_DAYS,
      now: clock,
    });
  }

  async function noticesTo(weddingId: number) {
    const outbox = await readOutbox(t.config.dataDir);
    return outbox.filter((message) => message.text.includes(`/boda/${weddingId}/invitados`));
  }

  it('erases every guest past the retention time, keeping counts, after one notice 30 days before', async () => {
    const weddingDay = new Date('2031-03-01T23:00:00Z');
    const wedding = await weddingOn(weddingDay);
    const households = [
      await personalHousehold(t, wedding.weddingId, wedding.slug),
      await personalHousehold(t, wedding.weddingId, wedding.slug),
    ];
    // A wedding held later: its guests stay.
    const later = await weddingOn(new Date(weddingDay.getTime() + 60 * DAY));
    const kept = await personalHousehold(t, later.weddingId, later.slug);
    const needles = households.flatMap((household) => [household.marker, household.phone]);
    expect(await placesHolding(t.app.db, needles)).toContain('guests.name');

    let clock = new Date(weddingDay.getTime() + 100 * DAY);
    expect(await sweepAt(() => clock).run()).toEqual([]);

    // 30 days before the erasure: the couple is told once, however many sweeps run, together or not.
    clock = new Date(
      weddingDay.getTime() + (RETENTION_DAYS - RETENTION_NOTICE_DAYS) * DAY + 3600e3,
    );
    const together = await Promise.all([sweepAt(() => clock).run(), sweepAt(() => clock).run()]);
    expect(together.flat()).toEqual([{ weddingId: wedding.weddingId, kind: 'noticed' }]);
    expect(await sweepAt(() => clock).run()).toEqual([]);
    const notices = await noticesTo(wedding.weddingId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain('Los datos de tus invitados se eliminarán');
    expect(notices[0]?.text).toContain(
      `https://app.convite.test/dashboard/boda/${wedding.weddingId}/invitados`,
    );
    expect(await placesHolding(t.app.db, needles)).not.toEqual([]);

    // Past the retention time: nothing of any guest of the wedding is left anywhere.
    clock = new Date(weddingDay.getTime() + RETENTION_DAYS * DAY + 7200e3);
    const erased = await Promise.all([sweepAt(() => clock).run(), sweepAt(() => clock).run()]);
    expect(erased.flat()).toEqual([
      {
        weddingId: wedding.weddingId,
        kind: 'erased',
        households: 2,
        invitedPeople: 4,
        confirmedPeople: 4,
        arrivedPeople: 2,
        guestsWhoLeft: 0,
      },
    ]);
    expect(await placesHolding(t.app.db, needles)).toEqual([]);
    const guestIds = households.map((household) => household.guestId);
    for (const table of [guests, guestMembers, whatsAppMessages, guestReminders] as const) {
      const column = 'guestId' in table ? table.guestId : table.id;
      const left = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${column} in ${guestIds}`);
      expect(left[0]?.n).toBe(0);
    }
    expect(await noticesTo(wedding.weddingId)).toHaveLength(1);
    // The other wedding's guests are all there.
    expect(await placesHolding(t.app.db, [kept.marker])).toContain('guests.name');
    const [counts] = await t.app.db
      .select()
      .from(guestDataRetention)
      .where(eq(guestDataRetention.weddingId, wedding.weddingId));
    expect(counts?.erasedAt).toEqual(clock);
  });

  it('gives the couple their 30 days even for a wedding already past the retention time', async () => {
    const weddingDay = new Date('2029-01-10T23:00:00Z');
    const wedding = await weddingOn(weddingDay);
    const household = await personalHousehold(t, wedding.weddingId, wedding.slug);
    let clock = new Date(weddingDay.getTime() + 400 * DAY);
    expect(await sweepAt(() => clock).run()).toEqual([
      { weddingId: wedding.weddingId, kind: 'noticed' },
    ]);
    expect((await noticesTo(wedding.weddingId))[0]?.text).toMatch(/se eliminarán el .+ de \d{4}/);
    clock = new Date(clock.getTime() + (RETENTION_NOTICE_DAYS - 1) * DAY);
    expect(await sweepAt(() => clock).run()).toEqual([]);
    expect(await placesHolding(t.app.db, [household.marker])).not.toEqual([]);
    clock = new Date(clock.getTime() + DAY);
    expect((await sweepAt(() => clock).run()).map((outcome) => outcome.kind)).toEqual(['erased']);
    expect(await placesHolding(t.app.db, [household.marker, household.phone])).toEqual([]);
  });

  it("removes a guest's data at their request, from their own link", async () => {
    const couple = await weddingOn(new Date(Date.now() + 60 * DAY));
    const household = await personalHousehold(t, couple.weddingId, couple.slug);
    const other = await personalHousehold(t, couple.weddingId, couple.slug);
    const url = `/public/invitations/${couple.slug}/removal`;

    const preview = await call(t, null, 'POST', url, { code: household.code, preview: 'x' });
    expect(preview.statusCode).toBe(403);
    expect((await call(t, null, 'POST', url, { code: 'ZZZZZZZZ' })).statusCode).toBe(404);
    expect((await call(t, null, 'POST', url, {})).statusCode).toBe(422);

    const removed = await call(t, null, 'POST', url, { code: household.code.toLowerCase() }, 'en');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: expect.stringContaining('Done: we removed') });
    expect(await placesHolding(t.app.db, [household.marker, household.phone])).toEqual([]);
    // The other household is untouched.
    expect(await placesHolding(t.app.db, [other.marker])).toContain('guests.name');

    // The link now says it was done; asking again answers the same.
    const page = await call(
      t,
      null,
      'GET',
      `/public/invitations/${couple.slug}?code=${household.code}`,
    );
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'guest_left' });
    expect((await call(t, null, 'POST', url, { code: household.code })).statusCode).toBe(200);

    // The couple sees that a guest left, and when, with no name.
    const list = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
    });
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { guests: { id: number; name: string; leftAt: string | null }[] })
      .guests;
    const left = rows.find((row) => row.id === household.guestId);
    expect(left).toMatchObject({ name: '', leftAt: expect.any(String) });
    expect(rows.find((row) => row.id === other.guestId)?.leftAt).toBeNull();

    // Nothing of them may be written back: a name typed again is refused.
    const retyped = await call(t, couple.token, 'PATCH', `/guests/${household.guestId}/name`, {
      name: 'Otra vez',
    });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json()).toMatchObject({ message: expect.stringMatching(/eliminar sus datos/) });
  });
});
