import {
  GUEST_FILTERS,
  GUEST_STATUSES,
  guestStatus,
  matchesFilter,
} from '@convite/rules/guest-status';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { call, type Couple } from '../../test/wedding-fixtures.ts';

type Listed = {
  name: string;
  sent: boolean;
  firstOpenedAt: string | null;
  confirmation: boolean | null;
};

// Every combination the status depends on: sent × opened × answer.
const COMBINATIONS = [false, true].flatMap((sent) =>
  [null, '2030-01-02T03:04:05.000Z'].flatMap((firstOpenedAt) =>
    [null, true, false].map((confirmation) => ({ sent, firstOpenedAt, confirmation })),
  ),
);

describe('the guest status filter and the funnel', () => {
  let t: TestApp;
  let couple: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await guestCouple(t);
    await t.app.db.insert(guests).values(
      COMBINATIONS.map((combination, index) => ({
        weddingId: couple.weddingId,
        code: `ST${String(index).padStart(2, '0')}${couple.weddingId}`,
        name: `Invitado ${index}`,
        sent: combination.sent,
        confirmation: combination.confirmation,
        confirmedGuests: combination.confirmation === true ? 2 : null,
        maxGuestsAllowed: 3,
        firstOpenedAt:
          combination.firstOpenedAt === null ? null : new Date(combination.firstOpenedAt),
        lastOpenedAt:
          combination.firstOpenedAt === null ? null : new Date(combination.firstOpenedAt),
        openCount: combination.firstOpenedAt === null ? 0 : 1,
      })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (body: object, language: 'es' | 'en' = 'es') =>
    call(
      t,
      couple.token,
      'POST',
      '/guests/get-by-wedding',
      { weddingId: couple.weddingId, ...body },
      language,
    );

  it('filters by exactly the status guestStatus gives (or unanswered), on every combination', async () => {
    const all = (await list({})).json<{ guests: Listed[] }>().guests;
    expect(all).toHaveLength(COMBINATIONS.length);
    for (const status of GUEST_FILTERS) {
      const response = await list({ status });
      expect(response.statusCode).toBe(200);
      const names = response.json<{ guests: Listed[] }>().guests.map((guest) => guest.name);
      const expected = all
        .filter((guest) => matchesFilter(guest, status))
        .map((guest) => guest.name);
      expect(expected.length, status).toBeGreaterThan(0);
      expect(names, status).toEqual(expected);
    }
  });

  it('pages the filtered guests only', async () => {
    const more = Array.from({ length: 30 }, (_, index) => ({
      weddingId: couple.weddingId,
      code: `PG${String(index).padStart(2, '0')}${couple.weddingId}`,
      name: `Abierto ${index}`,
      firstOpenedAt: new Date('2030-01-03T00:00:00Z'),
      openCount: 1,
    }));
    await t.app.db.insert(guests).values(more);
    const first = (await list({ status: 'opened' })).json<{
      guests: Listed[];
      totalPages: number;
    }>();
    // 2 combinations + 30 = 32 opened guests: two pages; the list without a filter has 42, three.
    expect(first.totalPages).toBe(2);
    expect(first.guests).toHaveLength(20);
    const second = (await list({ status: 'opened', page: 2 })).json<{ guests: Listed[] }>();
    expect(second.guests).toHaveLength(12);
    expect(
      [...first.guests, ...second.guests].every((guest) => guestStatus(guest) === 'opened'),
    ).toBe(true);
    expect((await list({})).json<{ totalPages: number }>().totalPages).toBe(3);
    // Back to the 12 combinations for the funnel.
    await t.app.db.delete(guests).where(like(guests.name, 'Abierto %'));
  });

  it('answers an unknown status 422 in the request language', async () => {
    const es = await list({ status: 'opened-twice' });
    expect(es.statusCode).toBe(422);
    const en = await list({ status: 'opened-twice' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json<{ message: string }>().message).not.toBe(es.json<{ message: string }>().message);
  });

  it('counts the funnel as the statuses reached, and the head count of every event', async () => {
    const event = (name: string, datetime: string, isExclusive = false) => ({
      weddingId: couple.weddingId,
      name,
      isExclusive,
      datetime: new Date(datetime),
    });
    const [everyone, exclusive, emptyExclusive] = await t.app.db
      .insert(events)
      .values([
        event('Ceremonia', '2030-06-15T23:00:00Z'),
        event('Tornaboda', '2030-06-16T18:00:00Z', true),
        event('Cena de ensayo', '2030-06-14T02:00:00Z', true),
      ])
      .returning();
    const all = (await list({})).json<{ guests: (Listed & { id: number })[] }>().guests;
    // The exclusive event: one attending guest (2 people), one declining (3 seats), one pending.
    const attending = all.find((guest) => guest.confirmation === true);
    const declined = all.find((guest) => guest.confirmation === false);
    const pending = all.find((guest) => guest.confirmation === null);
    await t.app.db.insert(eventGuests).values(
      [attending, declined, pending].map((guest) => ({
        eventId: exclusive?.id ?? 0,
        guestId: guest?.id ?? 0,
      })),
    );
    // Each answer as its seats hold it (as migration 0019 spread the answers given before): the
    // first confirmedGuests seats attend every event of the invitation, the others none.
    await t.app.db.execute(sql`
      insert into member_event_answers (member_id, event_id, attending)
      select m.id, e.id, g.confirmation and m.position <= coalesce(g.confirmed_guests, 0)
      from guests g
      join guest_members m on m.guest_id = g.id
      join events e on e.wedding_id = g.wedding_id
      where g.wedding_id = ${couple.weddingId} and g.confirmation is not null
        and (not e.is_exclusive or exists (
          select 1 from event_guests eg where eg.event_id = e.id and eg.guest_id = g.id))`);

    const summary = await call(t, couple.token, 'POST', '/guests/get-summary', {
      weddingId: couple.weddingId,
    });
    expect(summary.statusCode).toBe(200);
    const reached = (statuses: string[]) =>
      all.filter((guest) => statuses.includes(guestStatus(guest))).length;
    const body = summary.json<{ funnel: object; statuses: object; events: object[] }>();
    expect(body.statuses).toEqual(
      Object.fromEntries(GUEST_STATUSES.map((status) => [status, reached([status])])),
    );
    expect(body.statuses).toEqual({ unsent: 1, sent: 1, opened: 2, attending: 4, declined: 4 });
    expect(body.funnel).toEqual({
      invitations: 12,
      sent: reached(['sent', 'opened', 'attending', 'declined']),
      opened: reached(['opened', 'attending', 'declined']),
      answered: reached(['attending', 'declined']),
    });
    expect(body.funnel).toEqual({ invitations: 12, sent: 11, opened: 10, answered: 8 });
    // By date: the rehearsal dinner (nobody assigned), the ceremony (everyone), the tornaboda.
    // Declined counts every seat of an answered invitation not coming: the declining invitations'
    // and the attending invitations' seats left empty (3 seats, 2 people: 1 declined each).
    const nobody = { adults: 0, children: 0, meals: [], mealNotChosen: 0, diets: [] };
    expect(body.events).toEqual([
      {
        eventId: emptyExclusive?.id,
        name: 'Cena de ensayo',
        isExclusive: true,
        attending: 0,
        declined: 0,
        pending: 0,
        ...nobody,
      },
      {
        eventId: everyone?.id,
        name: 'Ceremonia',
        isExclusive: false,
        attending: 8,
        declined: 4 * 3 + 4 * 1,
        pending: 12,
        ...nobody,
        adults: 8,
      },
      {
        eventId: exclusive?.id,
        name: 'Tornaboda',
        isExclusive: true,
        attending: 2,
        declined: 3 + 1,
        pending: 3,
        ...nobody,
        adults: 2,
      },
    ]);
  });
});
