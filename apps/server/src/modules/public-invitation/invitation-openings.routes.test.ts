import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { call, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';
import { guestsRoutes } from '../guests/guests.routes.ts';
import { DEFAULT_PUBLIC_INVITATION_LIMITS as DEFAULTS } from './public-invitation-limits.ts';
import { createPublicInvitationRoutes } from './public-invitation.routes.ts';
import { OPENING_WINDOW_MS } from './public-invitation.service.ts';

const MINUTE = 60_000;
const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// What fetches a link to draw its preview card in a chat (iMessage announces itself as both).
const LINK_PREVIEW_BOTS = [
  'WhatsApp/2.24.6.77 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'TelegramBot (like TwitterBot)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Twitterbot/1.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

describe('recording a guest opening their invitation', () => {
  let t: TestApp;
  let clock = new Date();
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp({
      modules: [
        guestsRoutes,
        createPublicInvitationRoutes({
          // Few wrong codes per address, so the limit test reaches it quickly.
          limits: { ...DEFAULTS, guesses: { ...DEFAULTS.guesses, perAddress: 3 } },
          now: () => clock,
        }),
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (
    slug: string,
    payload: unknown,
    options: { userAgent?: string | null; address?: string; language?: string } = {},
  ) => {
    addresses += 1;
    return t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/openings`,
      payload: payload as object,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.address ?? `198.51.100.${addresses % 250}`,
        'accept-language': options.language ?? 'es',
        // light-my-request sends its own User-Agent unless one is given; '' stands for none.
        'user-agent': options.userAgent === null ? '' : (options.userAgent ?? PHONE_BROWSER),
      },
    });
  };

  async function weddingWithGuest(): Promise<{
    couple: Couple;
    slug: string;
    code: string;
    id: number;
  }> {
    const couple = await guestCouple(t);
    const id = await insertGuest(t.app.db, couple.weddingId, 'Rosa');
    const [row] = await t.app.db
      .select({ code: guests.code, slug: weddings.slug })
      .from(guests)
      .innerJoin(weddings, eq(weddings.id, guests.weddingId))
      .where(eq(guests.id, id));
    if (row === undefined) throw new Error('no guest');
    return { couple, slug: row.slug, code: row.code, id };
  }

  const openings = async (id: number) => {
    const [row] = await t.app.db
      .select({
        first: guests.firstOpenedAt,
        last: guests.lastOpenedAt,
        count: guests.openCount,
        updatedAt: guests.updatedAt,
      })
      .from(guests)
      .where(eq(guests.id, id));
    return row;
  };

  it('records the first and last opening and the count, with 204; the couple sees them in the list', async () => {
    const { couple, slug, code, id } = await weddingWithGuest();
    const before = await openings(id);
    clock = new Date();
    const response = await open(slug, { code: code.toLowerCase() });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await openings(id)).toEqual({
      first: clock,
      last: clock,
      count: 1,
      // An opening is not an edit of the guest.
      updatedAt: before?.updatedAt,
    });

    const list = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
    });
    expect(list.json<{ guests: object[] }>().guests[0]).toMatchObject({
      firstOpenedAt: clock.toISOString(),
      lastOpenedAt: clock.toISOString(),
      openCount: 1,
    });
  });

  it(`counts reloads within ${OPENING_WINDOW_MS / MINUTE} minutes of the last counted opening once`, async () => {
    const { slug, code, id } = await weddingWithGuest();
    const first = new Date();
    clock = first;
    await open(slug, { code });
    clock = new Date(first.getTime() + OPENING_WINDOW_MS - 1000);
    expect((await open(slug, { code })).statusCode).toBe(204);
    expect(await openings(id)).toMatchObject({ first, last: first, count: 1 });

    const later = new Date(first.getTime() + OPENING_WINDOW_MS);
    clock = later;
    await open(slug, { code });
    expect(await openings(id)).toMatchObject({ first, last: later, count: 2 });
    const nextDay = new Date(later.getTime() + 24 * 60 * MINUTE);
    clock = nextDay;
    await open(slug, { code });
    expect(await openings(id)).toMatchObject({ first, last: nextDay, count: 3 });
  });

  it('ignores link-preview bots and requests without a User-Agent, answering them 204 as well', async () => {
    const { slug, code, id } = await weddingWithGuest();
    clock = new Date();
    for (const userAgent of [...LINK_PREVIEW_BOTS, null]) {
      const response = await open(slug, { code }, { userAgent });
      expect(response.statusCode, String(userAgent)).toBe(204);
    }
    expect(await openings(id)).toMatchObject({ first: null, last: null, count: 0 });
    // The same guest's browser is counted.
    await open(slug, { code });
    expect((await openings(id))?.count).toBe(1);
  });

  it('records nothing for an unknown code or an inactive wedding (404 in the guest language)', async () => {
    const { couple, slug, code, id } = await weddingWithGuest();
    const wrong = await open(slug, { code: 'ZZZZZZZZ' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ code: 'not_found', message: expect.stringContaining('código') });
    const wrongEn = await open(slug, { code: 'ZZZZZZZZ' }, { language: 'en' });
    expect(wrongEn.json()).toEqual({ code: 'not_found', message: expect.stringContaining('code') });
    const otherWedding = await weddingWithGuest();
    expect((await open(slug, { code: otherWedding.code })).statusCode).toBe(404);
    expect((await open('no-such-wedding', { code })).statusCode).toBe(404);

    // A paid wedding staff deactivated.
    await t.app.db
      .update(weddings)
      .set({ deactivatedAt: new Date() })
      .where(eq(weddings.id, couple.weddingId));
    clock = new Date();
    const inactive = await open(slug, { code });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({
      code: 'not_found',
      message: 'Esta invitación no está disponible.',
    });
    expect(await openings(id)).toMatchObject({ count: 0, first: null });
    expect((await openings(otherWedding.id))?.count).toBe(0);
  });

  it('answers bad input 422 in the guest language, recording nothing', async () => {
    const { slug, code, id } = await weddingWithGuest();
    for (const payload of [
      {},
      { code: '' },
      { code: 'X'.repeat(33) },
      { code: 7 },
      { code, at: 1 },
    ]) {
      const es = await open(slug, payload);
      expect(es.statusCode, JSON.stringify(payload)).toBe(422);
      const en = await open(slug, payload, { language: 'en' });
      expect(en.statusCode).toBe(422);
      expect(en.json<{ message: string }>().message).not.toBe(
        es.json<{ message: string }>().message,
      );
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/openings`,
      payload: '{"code":',
      headers: { 'content-type': 'application/json', 'user-agent': PHONE_BROWSER },
    });
    expect(notJson.statusCode).toBe(400);
    expect((await openings(id))?.count).toBe(0);
  });

  it('limits wrong codes per address, never a guest own code from another address', async () => {
    const { slug, code, id } = await weddingWithGuest();
    clock = new Date();
    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await open(slug, { code: `WRONG${attempt}` }, { address })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    // Guests behind other addresses still count their openings.
    expect((await open(slug, { code })).statusCode).toBe(204);
    expect((await openings(id))?.count).toBe(1);
  });

  it("shows the openings only to the wedding's couple", async () => {
    const { couple, slug, code } = await weddingWithGuest();
    await open(slug, { code });
    const stranger = await guestCouple(t);
    const list = await call(t, stranger.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
    });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain('openCount');
    const summary = await call(t, stranger.token, 'POST', '/guests/get-summary', {
      weddingId: couple.weddingId,
    });
    expect(summary.statusCode).toBe(404);
    expect(summary.body).not.toContain('funnel');
  });
});
