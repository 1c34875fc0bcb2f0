// A household's pass: shown once the household answered that someone attends, with each person's
// table; the same pass by its token (JSON and PDF, es and en), read-only, and never the guest's
// code. The invitation's ETag follows the tables, so a guest never sees a stale one.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers } from '../../db/schema/households.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { decode, pageTexts, qrSquaresByPage } from '../../test/pdf-reading.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

type PassBody = {
  token: string;
  link: string;
  seats: number;
  people: { name: string | null; table: string | null }[];
};
type GuestBody = { confirmation: boolean | null; pass: PassBody | null };

describe('the household pass (GET /passes/{token}, …/pdf, and guest.pass)', () => {
  let t: TestApp;
  let couple: Couple;
  let slug: string;
  let reception: number;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    const [wedding] = await t.app.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    slug = wedding?.slug ?? '';
    const [event] = await t.app.db
      .insert(events)
      .values({ weddingId: couple.weddingId, name: 'Recepción' })
      .returning({ id: events.id });
    reception = event?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Familia Pérez: Ana and Luis Pérez named by the couple, and one open seat. */
  async function household(owner = couple) {
    const code = randomUUID().slice(0, 8).toUpperCase();
    const [guest] = await t.app.db
      .insert(guests)
      .values({ weddingId: owner.weddingId, code, name: 'Familia Pérez', maxGuestsAllowed: 3 })
      .returning({ id: guests.id });
    const seats = await t.app.db
      .select({ id: guestMembers.id })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guest?.id ?? 0))
      .orderBy(asc(guestMembers.position));
    for (const [index, firstName] of ['Ana', 'Luis'].entries()) {
      await t.app.db
        .update(guestMembers)
        .set({ firstName, lastName: 'Pérez' })
        .where(eq(guestMembers.id, seats[index]?.id ?? 0));
    }
    const [ana = 0, luis = 0, open = 0] = seats.map((seat) => seat.id);
    return { id: guest?.id ?? 0, code, ana, luis, open };
  }

  const answer = (code: string, attending: Record<number, boolean>, weddingSlug = slug) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${weddingSlug}/confirmation`,
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'es' },
      payload: {
        code,
        confirmation: Object.values(attending).some(Boolean),
        members: Object.entries(attending).map(([id, isAttending]) => ({
          id: Number(id),
          events: [{ eventId: reception, attending: isAttending, mealOptionId: null }],
        })),
      },
    });
  const invitation = (code: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${slug}?code=${code}`,
      headers: etag === undefined ? {} : { 'if-none-match': etag },
    });
  const guestOf = async (code: string) =>
    (await invitation(code)).json<{ guest: GuestBody }>().guest;
  const pass = (token: string, address = '192.0.2.10') =>
    t.app.inject({ method: 'GET', url: `/v1/passes/${token}`, remoteAddress: address });
  const putTables = (tables: object[]) =>
    call(t, couple.token, 'PUT', `/weddings/${couple.weddingId}/tables`, { tables });
  const seat = (seats: object[]) =>
    call(t, couple.token, 'PUT', `/weddings/${couple.weddingId}/seating`, { seats });

  it('has no pass before the household answers, nor when nobody attends', async () => {
    const { code, ana, luis, open } = await household();
    expect((await guestOf(code)).pass).toBeNull();

    const declined = await answer(code, { [ana]: false, [luis]: false, [open]: false });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<{ guest: GuestBody }>().guest).toMatchObject({
      confirmation: false,
      pass: null,
    });
    expect((await guestOf(code)).pass).toBeNull();
  });

  it('shows the pass right after a yes: who attends, an open seat without a name, the seats', async () => {
    const { code, ana, luis, open } = await household();
    const response = await answer(code, { [ana]: true, [luis]: false, [open]: true });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<{ guest: GuestBody }>().guest.pass;
    expect(answered).toMatchObject({
      seats: 2,
      people: [
        { name: 'Ana Pérez', table: null },
        { name: null, table: null },
      ],
    });
    // The token is signed by the server and is not the guest's code; the link is the pass's page.
    expect(answered?.token).not.toContain(code);
    expect(answered?.link).toBe(
      `${t.app.config.invitationUrl.replace(/\/+$/, '')}/${slug}/pase/${answered?.token}`,
    );
    expect((await guestOf(code)).pass).toEqual(answered);

    const byToken = await pass(answered?.token ?? '');
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.headers['cache-control']).toBe('no-store');
    expect(byToken.json()).toEqual({
      ...answered,
      household: 'Familia Pérez',
      wedding: { name: 'Ana y Luis', slug, date: '2030-06-15T23:00:00.000Z' },
    });
  });

  it('changes the ETag when a person is seated, moved, or their table renamed, and shows the table', async () => {
    const { code, ana, luis } = await household();
    await answer(code, { [ana]: true, [luis]: true });
    const tablesOf = async (etag: string) => {
      const response = await invitation(code, etag);
      expect(response.statusCode, 'a stale ETag must not answer 304').toBe(200);
      const body = response.json<{ guest: GuestBody }>();
      return {
        etag: String(response.headers.etag),
        tables: body.guest.pass?.people.map((person) => person.table),
      };
    };
    let etag = String((await invitation(code)).headers.etag);
    expect((await invitation(code, etag)).statusCode).toBe(304);

    const saved = await putTables([
      { name: 'Mesa 1', seats: 10 },
      { name: 'Mesa 2', seats: 10 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [mesa1 = 0, mesa2 = 0] = saved
      .json<{ tables: { id: number }[] }>()
      .tables.map((x) => x.id);

    expect((await seat([{ memberId: ana, tableId: mesa1 }])).statusCode).toBe(200);
    let read = await tablesOf(etag);
    expect(read.tables).toEqual(['Mesa 1', null]);
    ({ etag } = read);

    await putTables([
      { id: mesa1, name: 'Mesa de honor', seats: 10 },
      { id: mesa2, name: 'Mesa 2', seats: 10 },
    ]);
    read = await tablesOf(etag);
    expect(read.tables).toEqual(['Mesa de honor', null]);
    ({ etag } = read);

    await seat([
      { memberId: ana, tableId: mesa2 },
      { memberId: luis, tableId: mesa2 },
    ]);
    read = await tablesOf(etag);
    expect(read.tables).toEqual(['Mesa 2', 'Mesa 2']);
    expect((await invitation(code, read.etag)).statusCode).toBe(304);
  });

  it('answers 404 for a forged token, a guest that is gone, a household without a pass and an inactive wedding', async () => {
    const tokens = createPassTokens(TEST_JWT_SECRET);
    const { id, code, ana } = await household();
    const real = tokens.issue(id);
    expect((await pass(real)).statusCode).toBe(404); // not answered yet
    await answer(code, { [ana]: true });
    expect((await pass(real)).statusCode).toBe(200);

    const forged = `${id}.${'A'.repeat(22)}`;
    const otherKey = createPassTokens('another-secret-0123456789-0123456789').issue(id);
    for (const token of [forged, otherKey, code, tokens.issue(2_000_000_000)]) {
      const response = await pass(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.body).not.toContain('Pérez');
    }
    const spanish = await pass(forged);
    expect(spanish.json<{ message: string }>().message).toContain('No encontramos este pase');

    const inactive = await insertCouple(t.app.db);
    const [event] = await t.app.db
      .insert(events)
      .values({ weddingId: inactive.weddingId, name: 'Recepción' })
      .returning({ id: events.id });
    const other = await household(inactive);
    const [wedding] = await t.app.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, inactive.weddingId));
    const answered = await t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${wedding?.slug}/confirmation`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        code: other.code,
        confirmation: true,
        members: [
          { id: other.ana, events: [{ eventId: event?.id, attending: true, mealOptionId: null }] },
        ],
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await pass(tokens.issue(other.id))).statusCode).toBe(200);
    await endTrial(t.app.db, inactive.weddingId);
    expect((await pass(tokens.issue(other.id))).statusCode).toBe(404);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/passes/${tokens.issue(other.id)}/pdf`,
    });
    expect(pdf.statusCode).toBe(404);
  });

  it('grants nothing: the pass token is refused as a code, and opening a pass records and changes nothing', async () => {
    const { id, code, ana, luis } = await household();
    const answered = await answer(code, { [ana]: true, [luis]: false });
    const token = answered.json<{ guest: GuestBody }>().guest.pass?.token ?? '';
    const before = await t.app.db.select().from(guests).where(eq(guests.id, id));

    const asCode = await answer(token, { [ana]: false, [luis]: false });
    expect(asCode.statusCode).toBe(404);
    const opening = await t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/openings`,
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      payload: { code: token },
    });
    expect(opening.statusCode).toBe(404);
    // As a code, the pass opens the wedding's public invitation only: no guest, no answer form.
    expect((await guestOf(token)) ?? null).toBeNull();
    expect((await pass(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/passes/${token}/pdf` })).statusCode).toBe(
      200,
    );
    // Only reads: the pass's routes take no POST.
    const posted = await t.app.inject({ method: 'POST', url: `/v1/passes/${token}`, payload: {} });
    expect(posted.statusCode).toBeGreaterThanOrEqual(404);

    const after = await t.app.db.select().from(guests).where(eq(guests.id, id));
    expect(after).toEqual(before);
    expect((await guestOf(code)).confirmation).toBe(true);
  });

  it('limits made-up passes per address, never a real one', async () => {
    const { id, code, ana } = await household();
    await answer(code, { [ana]: true });
    const real = createPassTokens(TEST_JWT_SECRET).issue(id);
    const address = '198.51.100.99';
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await pass(`${id}.${String(index).padStart(22, 'B')}`, address)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await pass(real, address)).statusCode).toBe(200);
    expect((await pass(`${id}.${'C'.repeat(22)}`, '198.51.100.100')).statusCode).toBe(404);
  });

  it.each([
    ['es', 'pase.pdf', 'Pase para 2', 'Acompañante', 'Sábado 15 de junio de 2030'],
    ['en', 'pass.pdf', 'Pass for 2', 'Guest', 'Saturday, June 15, 2030'],
  ] as const)(
    'prints the pass as a PDF in %s, with the names, tables and the QR of its link',
    async (language, fileName, seats, unnamed, day) => {
      const { code, ana, luis, open } = await household();
      const answered = await answer(code, { [ana]: true, [luis]: false, [open]: true });
      const guestPass = answered.json<{ guest: GuestBody }>().guest.pass;
      const [table = 0] = (await putTables([{ name: 'Mesa Ñandú', seats: 8 }]))
        .json<{ tables: { id: number }[] }>()
        .tables.map((x) => x.id);
      await seat([{ memberId: ana, tableId: table }]);

      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/passes/${guestPass?.token}/pdf`,
        headers: { 'accept-language': language },
      });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      const printed = (await pageTexts(response.rawPayload)).flat();
      expect(printed).toHaveLength(new Set(printed).size);
      expect(printed).toEqual(
        expect.arrayContaining([
          'Ana y Luis',
          day,
          'Familia Pérez',
          seats,
          'Ana Pérez · Mesa Ñandú',
          unnamed,
        ]),
      );
      expect(printed.join(' ')).not.toContain('Luis Pérez');
      const [squares] = qrSquaresByPage(response.rawPayload);
      expect(decode(squares ?? [])).toBe(guestPass?.link);
    },
  );
});
