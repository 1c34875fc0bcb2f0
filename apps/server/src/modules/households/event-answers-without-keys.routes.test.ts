// member_event_answers has no foreign keys to the event and the menu (migration 0029): a key made
// every answer lock its event's row, which all of a wedding's answers share. What the keys did is
// done by triggers and by the answer's write, and these tests hold it to that: a deleted event
// takes its answers along, an answer is never held up by the couple editing its event, and an
// answer written while its event is deleted leaves nothing of that event behind.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { eventMealOptions, guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectBesideApp, waitForLockWaiters } from '../../test/lock-waits.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { createPublicInvitationRoutes } from '../public-invitation/public-invitation.routes.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe("an event's answers without a key to the event", () => {
  let t: TestApp;
  let couple: Couple;

  beforeAll(async () => {
    t = await createTestApp({ modules: [createPublicInvitationRoutes()] });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new wedding (its own: a household answers every event of its wedding) with a ceremony and
   * a reception with a menu of two. */
  async function twoEvents() {
    couple = await insertCouple(t.app.db);
    const [ceremony, reception] = (await t.app.db
      .insert(events)
      .values(
        ['Ceremonia', 'Recepción'].map((name, index) => ({
          weddingId: couple.weddingId,
          name,
          datetime: new Date(Date.UTC(2030, 5, 15, 20 + index)),
        })),
      )
      .returning({ id: events.id })) as [{ id: number }, { id: number }];
    const [beef, fish] = (await t.app.db
      .insert(eventMealOptions)
      .values([
        { eventId: reception.id, position: 1, name: 'Res' },
        { eventId: reception.id, position: 2, name: 'Pescado' },
      ])
      .returning({ id: eventMealOptions.id })) as [{ id: number }, { id: number }];
    return { ceremony: ceremony.id, reception: reception.id, beef: beef.id, fish: fish.id };
  }

  /** A household of two named adults. */
  async function household() {
    const code = randomUUID().slice(0, 8).toUpperCase();
    const [guest] = await t.app.db
      .insert(guests)
      .values({ weddingId: couple.weddingId, code, name: 'Familia Ríos', maxGuestsAllowed: 2 })
      .returning({ id: guests.id });
    const seats = await t.app.db
      .select({ id: guestMembers.id })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guest?.id ?? 0))
      .orderBy(guestMembers.position);
    for (const [index, seat] of seats.entries()) {
      await t.app.db
        .update(guestMembers)
        .set({ firstName: ['Marta', 'Raúl'][index] ?? null, lastName: 'Ríos' })
        .where(eq(guestMembers.id, seat.id));
    }
    return { code, seats: seats.map((seat) => seat.id) as [number, number] };
  }

  /** Both of the household to both events, Marta eating fish and Raúl beef. */
  function answerBoth(
    code: string,
    seats: [number, number],
    menu: Awaited<ReturnType<typeof twoEvents>>,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${couple.slug}/confirmation`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        code,
        confirmation: true,
        members: seats.map((id, index) => ({
          id,
          events: [
            { eventId: menu.ceremony, attending: true, mealOptionId: null },
            {
              eventId: menu.reception,
              attending: true,
              mealOptionId: index === 0 ? menu.fish : menu.beef,
            },
          ],
        })),
      },
    });
  }

  const answersOf = (seats: readonly number[]) =>
    t.app.db
      .select({
        memberId: memberEventAnswers.memberId,
        eventId: memberEventAnswers.eventId,
        mealOptionId: memberEventAnswers.mealOptionId,
      })
      .from(memberEventAnswers)
      .where(inArray(memberEventAnswers.memberId, [...seats]))
      .orderBy(memberEventAnswers.memberId, memberEventAnswers.eventId);

  it('a deleted event takes its answers along, a deleted meal leaves its choosers without one', async () => {
    const menu = await twoEvents();
    const { code, seats } = await household();
    expect((await answerBoth(code, seats, menu)).statusCode).toBe(200);
    expect(await answersOf(seats)).toHaveLength(4);

    await t.app.db.delete(eventMealOptions).where(eq(eventMealOptions.id, menu.fish));
    await t.app.db.delete(events).where(eq(events.id, menu.ceremony));

    expect(await answersOf(seats)).toEqual([
      { memberId: seats[0], eventId: menu.reception, mealOptionId: null },
      { memberId: seats[1], eventId: menu.reception, mealOptionId: menu.beef },
    ]);
  });

  it.skipIf(!onPostgres)(
    'an answer is not held up by the couple saving its event (its row locked for update)',
    async () => {
      const menu = await twoEvents();
      const { code, seats } = await household();
      // What a menu's save holds (events.repository, replaceMealOptions): the event's row, for update.
      const { editor, end } = await connectBesideApp(t.config.databaseUrl);
      try {
        await editor.query('begin');
        await editor.query('select 1 from events where id = any($1) for update', [
          [menu.ceremony, menu.reception],
        ]);
        // With a key, the answer's check of each event waited for this transaction to end.
        const response = await answerBoth(code, seats, menu);
        expect(response.statusCode, response.body).toBe(200);
        expect(await answersOf(seats)).toHaveLength(4);
      } finally {
        await editor.query('rollback');
        await end();
      }
    },
  );

  it.skipIf(!onPostgres)(
    'an answer written while its event is deleted waits for the delete and keeps nothing of that event',
    async () => {
      const menu = await twoEvents();
      const { code, seats } = await household();
      const { editor, observer, end } = await connectBesideApp(t.config.databaseUrl);
      try {
        await editor.query('begin');
        await editor.query('delete from events where id = $1', [menu.ceremony]);
        // The answer reads its invitation (the ceremony still there for it), then its write waits.
        const answering = answerBoth(code, seats, menu);
        await waitForLockWaiters(observer, 1);
        await editor.query('commit');
        const response = await answering;
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        await end();
      }
      expect(await answersOf(seats)).toEqual([
        { memberId: seats[0], eventId: menu.reception, mealOptionId: menu.fish },
        { memberId: seats[1], eventId: menu.reception, mealOptionId: menu.beef },
      ]);
    },
  );
});
