import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';

type Templates = {
  invitation: { language: string; text: string } | null;
  reminder: { language: string; text: string } | null;
};
type Queue = {
  kind: string;
  guests: {
    id: number;
    name: string;
    link: string;
    phone: string | null;
    remindedAt: string | null;
  }[];
};

const INVITATION = '¡Hola {nombre}! {pareja} te invitan: {enlace}';

describe('message templates and the send queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const templatesUrl = (couple: Couple) => `/weddings/${couple.weddingId}/message-templates`;
  const queue = async (couple: Couple, kind: 'invitation' | 'reminder') => {
    const response = await call(
      t,
      couple.token,
      'GET',
      `/weddings/${couple.weddingId}/send-queue?kind=${kind}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<Queue>();
  };

  it('answers the default (null) until the couple saves, then their text, and null again after a reset', async () => {
    const couple = await guestCouple(t);
    const before = await call(t, couple.token, 'GET', templatesUrl(couple));
    expect(before.json<Templates>()).toEqual({ invitation: null, reminder: null });

    const saved = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'invitation',
      language: 'es',
      text: INVITATION,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe('Mensaje guardado');
    const resaved = await call(
      t,
      couple.token,
      'PUT',
      templatesUrl(couple),
      {
        kind: 'invitation',
        language: 'en',
        text: 'Hi {name}: {link}',
      },
      'en',
    );
    expect(resaved.json<{ message: string; templates: Templates }>()).toMatchObject({
      message: 'Message saved',
      templates: { invitation: { language: 'en', text: 'Hi {name}: {link}' }, reminder: null },
    });

    const reset = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'invitation',
      language: 'en',
      text: null,
    });
    expect(reset.json<{ templates: Templates }>().templates.invitation).toBeNull();
  });

  it('refuses a message without the link, an empty one and one too long, in the request language, keeping the saved one', async () => {
    const couple = await guestCouple(t);
    await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'reminder',
      language: 'es',
      text: INVITATION,
    });
    const put = (text: string, language: 'es' | 'en') =>
      call(
        t,
        couple.token,
        'PUT',
        templatesUrl(couple),
        { kind: 'reminder', language: 'es', text },
        language,
      );
    const errorOf = async (text: string, language: 'es' | 'en') => {
      const response = await put(text, language);
      expect(response.statusCode).toBe(422);
      return response.json<{ errors: { text: string[] } }>().errors.text[0];
    };
    expect(await errorOf('Hola {nombre}', 'es')).toContain(
      'Incluye el enlace personal del invitado ({enlace})',
    );
    expect(await errorOf('Hi {name}', 'en')).toContain(
      "Include the guest's personal link ({link})",
    );
    expect(await errorOf('   ', 'es')).toBe('Escribe el mensaje.');
    expect(await errorOf(`{link} ${'a'.repeat(1000)}`, 'en')).toBe(
      'The message allows up to 1000 characters.',
    );
    const bad = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'farewell',
      language: 'es',
      text: INVITATION,
    });
    expect(bad.statusCode).toBe(422);

    const kept = await call(t, couple.token, 'GET', templatesUrl(couple));
    expect(kept.json<Templates>().reminder?.text).toBe(INVITATION);
  });

  it("answers 404 for another couple's wedding and guest, and 409 to writes while the wedding is inactive", async () => {
    // In test mode (no plan), so that ending the trial leaves the wedding inactive.
    const couple = await guestCouple(t, { hasPlan: false });
    const stranger = await guestCouple(t);
    const guestId = await insertGuest(t.app.db, couple.weddingId);
    const body = { kind: 'invitation', language: 'es', text: INVITATION };
    expect((await call(t, stranger.token, 'GET', templatesUrl(couple))).statusCode).toBe(404);
    expect((await call(t, stranger.token, 'PUT', templatesUrl(couple), body)).statusCode).toBe(404);
    expect(
      (
        await call(
          t,
          stranger.token,
          'GET',
          `/weddings/${couple.weddingId}/send-queue?kind=invitation`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(t, stranger.token, 'POST', `/guests/${guestId}/reminded`)).statusCode).toBe(
      404,
    );
    expect((await call(t, null, 'GET', templatesUrl(couple))).statusCode).toBe(401);

    await endTrial(t.app.db, couple.weddingId);
    expect((await call(t, couple.token, 'PUT', templatesUrl(couple), body)).statusCode).toBe(409);
    expect((await call(t, couple.token, 'POST', `/guests/${guestId}/reminded`)).statusCode).toBe(
      409,
    );
    // Reading stays possible: the couple can prepare the messages before activating.
    expect((await call(t, couple.token, 'GET', templatesUrl(couple))).statusCode).toBe(200);
    expect((await queue(couple, 'invitation')).guests).toHaveLength(1);
  });

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

  it('refuses a queue of an unknown kind', async () => {
    const couple = await guestCouple(t);
    const response = await call(
      t,
      couple.token,
      'GET',
      `/weddings/${couple.weddingId}/send-queue?kind=all`,
    );
    expect(response.statusCode).toBe(422);
  });
});
