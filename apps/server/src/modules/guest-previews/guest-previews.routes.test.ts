import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_TTL_MS } from '../../security/preview-tokens.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';
import { guestsRoutes } from '../guests/guests.routes.ts';
import { createPublicInvitationRoutes } from '../public-invitation/public-invitation.routes.ts';
import { createGuestPreviewsRoutes } from './guest-previews.routes.ts';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Preview = { token: string; url: string; expiresAt: string };

describe('a couple previewing the invitation as one of their guests', () => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp({
      modules: [
        guestsRoutes,
        createGuestPreviewsRoutes({ now: () => clock }),
        createPublicInvitationRoutes({ now: () => clock }),
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the couple's own list says of a guest (GET /guests/{id}): their code, link and openings. */
  async function asTheCoupleSees(couple: Couple, id: number) {
    return (await call(t, couple.token, 'GET', `/guests/${id}`)).json<{
      code: string;
      link: string;
      openCount: number;
      firstOpenedAt: string | null;
      confirmation: boolean | null;
    }>();
  }

  async function weddingWithGuest(name = 'Rosa') {
    const couple = await guestCouple(t);
    const id = await insertGuest(t.app.db, couple.weddingId, name);
    const { code, link } = await asTheCoupleSees(couple, id);
    return { couple, id, code, slug: new URL(link).pathname.slice(1) };
  }

  async function issue(couple: Couple, guestId: number, language: 'es' | 'en' = 'es') {
    const response = await call(
      t,
      couple.token,
      'POST',
      `/guests/${guestId}/preview`,
      undefined,
      language,
    );
    return { response, preview: response.json<Preview>() };
  }

  const view = (slug: string, query: string, language = 'es') =>
    t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${slug}?${query}`,
      headers: { 'accept-language': language, 'user-agent': PHONE_BROWSER },
    });

  const answer = (slug: string, payload: object, language = 'es') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      payload,
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        'idempotency-key': `preview-${Math.random().toString(36).slice(2, 12)}`,
        'user-agent': PHONE_BROWSER,
      },
    });

  const stored = async (couple: Couple, id: number) => {
    const { openCount, firstOpenedAt, confirmation } = await asTheCoupleSees(couple, id);
    return { openCount, firstOpenedAt, confirmation };
  };

  it("gives the owner a short-lived address that shows that guest's page, and records no opening", async () => {
    clock = new Date();
    const { couple, id, slug } = await weddingWithGuest('Rosa');
    const { response, preview } = await issue(couple, id);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(preview.url);
    expect(url.pathname).toBe(`/${slug}`);
    expect(url.searchParams.get('preview')).toBe(preview.token);
    expect(url.searchParams.has('code')).toBe(false);
    expect(new Date(preview.expiresAt).getTime() - clock.getTime()).toBeGreaterThan(
      PREVIEW_TTL_MS - 1000,
    );
    expect(new Date(preview.expiresAt).getTime() - clock.getTime()).toBeLessThanOrEqual(
      PREVIEW_TTL_MS + 1000,
    );

    const page = await view(slug, `preview=${encodeURIComponent(preview.token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ guest: { name: string } | null }>().guest?.name).toBe('Rosa');
    // The preview looked at twice, and the couple's "Abierta N veces" has not moved.
    expect((await view(slug, `preview=${encodeURIComponent(preview.token)}`)).statusCode).toBe(200);
    expect(await stored(couple, id)).toEqual({
      openCount: 0,
      firstOpenedAt: null,
      confirmation: null,
    });
  });

  it("answers 404 for another couple's guest and 401 without a session", async () => {
    const { id } = await weddingWithGuest();
    const other = await guestCouple(t);
    const { response } = await issue(other, id);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('token');
    expect((await call(t, null, 'POST', `/guests/${id}/preview`)).statusCode).toBe(401);
    expect((await issue(other, 2_000_000_000)).response.statusCode).toBe(404);
  });

  it('refuses an answer sent with a preview token, in the language of the request, and saves nothing', async () => {
    clock = new Date();
    const { couple, id, slug, code } = await weddingWithGuest();
    const { preview } = await issue(couple, id);
    const refused = await answer(slug, { code, preview: preview.token, confirmation: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'preview_read_only',
      message: expect.stringMatching(/vista previa/),
    });
    const inEnglish = await answer(
      slug,
      { code, preview: preview.token, confirmation: false },
      'en',
    );
    expect(inEnglish.statusCode).toBe(403);
    expect(inEnglish.json<{ message: string }>().message).toMatch(/This is a preview/);
    expect((await stored(couple, id)).confirmation).toBeNull();
    // The same answer with the guest's own code is saved: only the preview was refused.
    expect((await answer(slug, { code, confirmation: true })).statusCode).toBe(200);
  });

  it('answers 403 in plain words for an expired, a forged or another wedding’s token', async () => {
    clock = new Date();
    const { couple, id, slug } = await weddingWithGuest();
    const { preview } = await issue(couple, id);

    const [guestId, expires, mac = ''] = preview.token.split('.');
    // The first character of the signature changed (its last one carries padding bits too).
    const forgedMac = `${guestId}.${expires}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const longerLife = `${guestId}.${Number(expires) + 86_400}.${mac}`;
    for (const token of [forgedMac, longerLife, 'not-a-token', `${id}.1.${'x'.repeat(43)}`]) {
      const refused = await view(slug, `preview=${encodeURIComponent(token)}`);
      expect(refused.statusCode, token).toBe(403);
      expect(refused.json()).toEqual({
        code: 'preview_invalid',
        message: expect.stringMatching(/no es válido/),
      });
    }
    const inEnglish = await view(slug, `preview=${encodeURIComponent(forgedMac)}`, 'en');
    expect(inEnglish.json<{ message: string }>().message).toMatch(/not valid/);

    // A genuine token shows its own guest only, never on another wedding's address.
    const other = await weddingWithGuest();
    expect(
      (await view(other.slug, `preview=${encodeURIComponent(preview.token)}`)).statusCode,
    ).toBe(403);

    clock = new Date(clock.getTime() + PREVIEW_TTL_MS + 1000);
    const expired = await view(slug, `preview=${encodeURIComponent(preview.token)}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      code: 'preview_expired',
      message: expect.stringMatching(/caducó/),
    });
    clock = new Date();
  });
});
