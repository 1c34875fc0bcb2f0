// Migration 0019's seats: the triggers keep maxGuestsAllowed seats per guest, and its data step
// turns each answer given before households into seat answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';

const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../../../drizzle/0019_households.sql'),
  'utf8',
);
/** The data step: the migration's last two statements (the seats, then their answers). */
const DATA_STEP = MIGRATION.split('--> statement-breakpoint').slice(-2);

describe('migration 0019: households', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const seatsOf = (guestId: number) =>
    t.app.db
      .select({
        id: guestMembers.id,
        position: guestMembers.position,
        firstName: guestMembers.firstName,
      })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guestId))
      .orderBy(asc(guestMembers.position));

  it('gives every new guest its seats, adds open seats to a higher maximum and drops open ones from a lower', async () => {
    const couple = await insertCouple(t.app.db);
    const inserted = await t.app.db
      .insert(guests)
      .values(
        [2, 3].map((max, index) => ({
          weddingId: couple.weddingId,
          code: `SEAT${couple.weddingId}X${index}`,
          name: 'Familia',
          maxGuestsAllowed: max,
        })),
      )
      .returning({ id: guests.id });
    const [two, three] = inserted.map((row) => row.id) as [number, number];
    expect((await seatsOf(two)).map((seat) => seat.position)).toEqual([1, 2]);
    expect(await seatsOf(three)).toHaveLength(3);

    await t.app.db.update(guests).set({ maxGuestsAllowed: 5 }).where(eq(guests.id, two));
    expect((await seatsOf(two)).map((seat) => seat.position)).toEqual([1, 2, 3, 4, 5]);

    const [first, , , , last] = await seatsOf(two);
    await t.app.db
      .update(guestMembers)
      .set({ firstName: 'Ana' })
      .where(eq(guestMembers.id, first?.id ?? 0));
    await t.app.db
      .update(guestMembers)
      .set({ firstName: 'Teo' })
      .where(eq(guestMembers.id, last?.id ?? 0));
    await t.app.db.update(guests).set({ maxGuestsAllowed: 2 }).where(eq(guests.id, two));
    expect((await seatsOf(two)).map((seat) => seat.firstName)).toEqual(['Ana', 'Teo']);
  });

  it('turns an answer of before into seat answers: the first confirmedGuests seats attend every event of the invitation', async () => {
    const couple = await insertCouple(t.app.db);
    const [open, exclusive, other] = await t.app.db
      .insert(events)
      .values([
        { weddingId: couple.weddingId, name: 'Recepción' },
        { weddingId: couple.weddingId, name: 'Civil', isExclusive: true },
        { weddingId: couple.weddingId, name: 'Tornaboda', isExclusive: true },
      ])
      .returning({ id: events.id });
    const answered = await t.app.db
      .insert(guests)
      .values([
        {
          weddingId: couple.weddingId,
          code: `OLD${couple.weddingId}A`,
          name: 'Sí',
          maxGuestsAllowed: 3,
          confirmation: true,
          confirmedGuests: 2,
        },
        {
          weddingId: couple.weddingId,
          code: `OLD${couple.weddingId}B`,
          name: 'No',
          maxGuestsAllowed: 2,
          confirmation: false,
        },
        {
          weddingId: couple.weddingId,
          code: `OLD${couple.weddingId}C`,
          name: 'Sin respuesta',
          maxGuestsAllowed: 1,
        },
      ])
      .returning({ id: guests.id });
    const [yes, no, none] = answered.map((row) => row.id) as [number, number, number];
    await t.app.db.insert(eventGuests).values({ eventId: exclusive?.id ?? 0, guestId: yes });
    // As before the migration: no seats at all.
    await t.app.db.delete(guestMembers).where(inArray(guestMembers.guestId, [yes, no, none]));

    for (const statement of DATA_STEP) await t.app.db.execute(sql.raw(statement));

    const answers = await t.app.db
      .select({
        guestId: guestMembers.guestId,
        position: guestMembers.position,
        eventId: memberEventAnswers.eventId,
        attending: memberEventAnswers.attending,
      })
      .from(memberEventAnswers)
      .innerJoin(guestMembers, eq(guestMembers.id, memberEventAnswers.memberId))
      .where(inArray(guestMembers.guestId, [yes, no, none]))
      .orderBy(
        asc(guestMembers.guestId),
        asc(guestMembers.position),
        asc(memberEventAnswers.eventId),
      );
    const row = (
      guestId: number,
      position: number,
      eventId: number | undefined,
      attending: boolean,
    ) => ({ guestId, position, eventId, attending });
    expect(answers).toEqual([
      row(yes, 1, open?.id, true),
      row(yes, 1, exclusive?.id, true),
      row(yes, 2, open?.id, true),
      row(yes, 2, exclusive?.id, true),
      row(yes, 3, open?.id, false),
      row(yes, 3, exclusive?.id, false),
      row(no, 1, open?.id, false),
      row(no, 2, open?.id, false),
    ]);
    expect(other?.id).toBeGreaterThan(0);
    expect(await seatsOf(none)).toHaveLength(1);
  });
});
