import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';

type Queue = {
  kind: string;
  guests: {
    id: number;
    name: string;
    link: string;
    passLink: string | null;
    phone: string | null;
    remindedAt: string | null;
  }[];
};

describe('the send queue: GET /weddings/{id}/send-queue and POST /guests/{id}/reminded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const queueUrl = (couple: Pick<Couple, 'weddingId'>, kind: string) =>
    `/weddings/${couple.weddingId}/send-queue?kind=${kind}`;
  const queue = async (couple: Couple, kind: 'invitation' | 'reminder' | 'pass') => {
    const response = await call(t, couple.token, 'GET', queueUrl(couple, kind));
    expect(response.statusCode).toBe(200);
    return response.json<Queue>();
  };

  it('lists every unsent guest across pages in the list order, and the sent ones without an answer for a reminder', async () => {
    const couple = await guestCouple(t);
    const ids: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      ids.push(await insertGuest(t.app.db, couple.weddingId, `Invitado ${index}`));
    }
    const [answered, declined, waiting] = ids.slice(0, 3) as [number, number, number];
    await t.app.db
      .update(guests)
      .set({ sent: true, confirmation: true })
      .where(eq(guests.id, answered));
    await t.app.db
      .update(guests)
      .set({ sent: true, confirmation: false })
      .where(eq(guests.id, declined));
    await t.app.db
      .update(guests)
      .set({ sent: true, phone: '+525512345678' })
      .where(eq(guests.id, waiting));

    const invitation = await queue(couple, 'invitation');
    expect(invitation.kind).toBe('invitation');
    expect(invitation.guests.map((guest) => guest.id)).toEqual(ids.slice(3));
    expect(invitation.guests[0]?.link).toMatch(/\/boda-[^?]+\?code=[0-9A-F]{8}$/);
    expect(invitation.guests[0]?.passLink).toBeNull();

    const reminder = await queue(couple, 'reminder');
    expect(reminder.guests).toEqual([
      expect.objectContaining({
        id: waiting,
        name: 'Invitado 2',
        phone: '+525512345678',
        remindedAt: null,
      }),
    ]);

    const marked = await call(
      t,
      couple.token,
      'POST',
      `/guests/${waiting}/reminded`,
      undefined,
      'en',
    );
    expect(marked.statusCode).toBe(200);
    const { message, remindedAt } = marked.json<{ message: string; remindedAt: string }>();
    expect(message).toBe('Reminder recorded');
    expect(Date.now() - Date.parse(remindedAt)).toBeLessThan(60_000);
    expect((await queue(couple, 'reminder')).guests[0]?.remindedAt).toBe(remindedAt);

    const stranger = await guestCouple(t);
    expect((await queue(stranger, 'invitation')).guests).toEqual([]);
  });

  it("lists for the pass exactly the households that answered attending and have a phone, in the list's order, each with its own pass link", async () => {
    const couple = await guestCouple(t);
    const guest = async (name: string, values: Partial<typeof guests.$inferInsert>) => {
      const id = await insertGuest(t.app.db, couple.weddingId, name);
      await t.app.db.update(guests).set(values).where(eq(guests.id, id));
      return id;
    };
    const phone = '+525512345678';
    const first = await guest('Familia López', { sent: true, confirmation: true, phone });
    await guest('Sin teléfono', { sent: true, confirmation: true, phone: null });
    await guest('Teléfono vacío', { sent: true, confirmation: true, phone: ' ' });
    await guest('No vienen', { sent: true, confirmation: false, phone });
    await guest('Sin respuesta', { sent: true, phone });
    await guest('Abrió', { sent: true, firstOpenedAt: new Date(), phone });
    await guest('Sin enviar', { phone });
    // Answered without the "sent" mark (the link reached them some other way): still a pass.
    const second = await guest('Familia Ruiz', { confirmation: true, phone: '+14155550123' });

    const pass = await queue(couple, 'pass');
    expect(pass.kind).toBe('pass');
    expect(pass.guests.map((household) => household.id)).toEqual([first, second]);
    expect(pass.guests[0]).toMatchObject({ name: 'Familia López', phone });

    const tokens = createPassTokens(t.app.config.jwtSecret);
    const invitationUrl = t.app.config.invitationUrl.replace(/\/+$/, '');
    for (const household of pass.guests) {
      expect(household.passLink?.startsWith(`${invitationUrl}/boda-`)).toBe(true);
      const token = /\/pase\/([^/?#]+)$/.exec(household.passLink ?? '')?.[1] ?? '';
      expect(tokens.verify(decodeURIComponent(token))).toBe(household.id);
      // The invitation's link stays the personal one, apart from the pass.
      expect(household.link).toMatch(/\?code=[0-9A-F]{8}$/);
    }
    expect(new Set(pass.guests.map((household) => household.passLink)).size).toBe(2);

    const stranger = await guestCouple(t);
    expect((await queue(stranger, 'pass')).guests).toEqual([]);
  });

  it("answers 404 for another couple's wedding and guest, and 409 to a reminder mark while the wedding is inactive", async () => {
    // In test mode (no plan), so that ending the trial leaves the wedding inactive.
    const couple = await guestCouple(t, { hasPlan: false });
    const stranger = await guestCouple(t);
    const guestId = await insertGuest(t.app.db, couple.weddingId);
    expect((await call(t, stranger.token, 'GET', queueUrl(couple, 'invitation'))).statusCode).toBe(
      404,
    );
    expect((await call(t, stranger.token, 'POST', `/guests/${guestId}/reminded`)).statusCode).toBe(
      404,
    );

    await endTrial(t.app.db, couple.weddingId);
    expect((await call(t, couple.token, 'POST', `/guests/${guestId}/reminded`)).statusCode).toBe(
      409,
    );
    // Reading stays possible: the couple can prepare the walkthrough before activating.
    expect((await queue(couple, 'invitation')).guests).toHaveLength(1);
  });

  it('refuses a queue of an unknown kind', async () => {
    const couple = await guestCouple(t);
    const response = await call(t, couple.token, 'GET', queueUrl(couple, 'all'));
    expect(response.statusCode).toBe(422);
  });
});
