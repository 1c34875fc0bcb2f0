import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { themes } from '../../db/schema/themes.ts';
import { createThemeGenerator } from '../../theme-generator/create-theme-generator.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import {
  ThemeGeneratorUnavailableError,
  type GeneratedTheme,
  type ThemeGenerator,
} from '../../theme-generator/theme-generator.ts';
import type { ThemeDto } from './themes.service.ts';

type ThemeResponse = { message: string; theme: ThemeDto };

function etiquetaWith(color: string) {
  const content = structuredClone(ETIQUETA_THEME) as typeof ETIQUETA_THEME;
  content.base.body = { ...content.base.body, color };
  return content;
}

/** The configured generator, which the test can slow down or make fail. */
function steeredGenerator() {
  const state = { real: null as ThemeGenerator | null, delayMs: 0, failure: null as Error | null };
  const generator: ThemeGenerator = {
    kind: 'embedded',
    async generate(request): Promise<GeneratedTheme> {
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.failure) throw state.failure;
      if (state.real === null) throw new Error('the real generator is not set');
      return state.real.generate(request);
    },
  };
  return { generator, state };
}

describe('themes', () => {
  let t: TestApp;
  const steered = steeredGenerator();

  beforeAll(async () => {
    t = await createTestApp({ themeGenerator: steered.generator });
    steered.state.real = createThemeGenerator(t.config);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (couple: Couple) => ({ role: 'client', id: couple.clientId }) as const;
  const call = (
    couple: Couple,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    injectAs(t.app, as(couple), {
      method,
      url: `/v1${url}`,
      headers: { 'accept-language': language },
      ...(payload === undefined ? {} : { payload }),
    });

  const generate = (couple: Couple, prompt = 'rústico en tonos terracota', language = 'en') =>
    call(couple, 'POST', '/themes/with-prompt', { weddingId: couple.weddingId, prompt }, language);

  const fromDefault = (couple: Couple, content: object = etiquetaWith('#4a3426')) =>
    call(couple, 'POST', '/themes/from-default', { weddingId: couple.weddingId, content });

  async function madeFromDefault(couple: Couple, color = '#4a3426'): Promise<ThemeDto> {
    const response = await fromDefault(couple, etiquetaWith(color));
    expect(response.statusCode).toBe(201);
    return response.json<ThemeResponse>().theme;
  }

  const listOwn = async (couple: Couple) => {
    const response = await call(couple, 'GET', `/themes/by-wedding-id/${couple.weddingId}`);
    expect(response.statusCode).toBe(200);
    return response.json<ThemeDto[]>();
  };

  async function insertPublicTheme(name: string, content: object): Promise<number> {
    const [row] = await t.database.db
      .insert(themes)
      .values({ name, isPublic: true, content: JSON.stringify(content) })
      .returning({ id: themes.id });
    if (row === undefined) throw new Error('could not insert a public theme');
    return row.id;
  }

  async function guestTheme(couple: Couple): Promise<unknown> {
    const [wedding] = await t.database.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    if (wedding === undefined) throw new Error('the couple has no wedding');
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${wedding.slug}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ theme: unknown }>().theme;
  }

  describe('generating with a prompt', () => {
    it('in test mode makes one draft AI theme, then refuses with the limit message', async () => {
      const couple = await insertCouple(t.database.db);
      const first = await generate(couple);
      expect(first.statusCode).toBe(201);
      const { theme, message } = first.json<ThemeResponse>();
      expect(message).toBe('Theme generated');
      expect(theme).toMatchObject({
        status: 'draft',
        aiGenerated: true,
        pleased: null,
        weddingId: couple.weddingId,
      });
      expect(theme.name.length).toBeGreaterThan(0);
      expect(theme.content).not.toEqual(ETIQUETA_THEME);

      const second = await generate(couple, 'beach, turquoise and sand');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        code: 'plan_limit_reached',
        message: 'You have reached the limit of AI-generated themes.',
      });
      const spanish = await generate(couple, 'playa', 'es');
      expect(spanish.json<{ message: string }>().message).toBe(
        'Alcanzaste el límite de temas generados con IA.',
      );
      expect(await listOwn(couple)).toHaveLength(1);
    });

    it('with a plan that includes AI themes makes ten, not eleven', async () => {
      const couple = await insertCouple(t.database.db);
      await givePlan(t.database.db, couple.weddingId, [{ slug: 'aiThemeCreation' }]);
      for (let n = 1; n <= 10; n += 1) {
        expect((await generate(couple, `elegante negro y dorado ${n}`)).statusCode).toBe(201);
      }
      const eleventh = await generate(couple, 'lavanda');
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json<{ message: string }>().message).toBe(
        'You have reached the limit of AI-generated themes.',
      );
      expect(await listOwn(couple)).toHaveLength(10);
    });

    it('is refused when the plan does not include AI themes', async () => {
      const couple = await insertCouple(t.database.db);
      await givePlan(t.database.db, couple.weddingId, [{ slug: 'rsvpAdmin' }]);
      const response = await generate(couple);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'plan_feature_missing',
        message: 'Not included in your plan',
      });
    });

    it('needs a prompt of 1 to 300 characters, not just spaces', async () => {
      const couple = await insertCouple(t.database.db);
      const blank = await generate(couple, '   ', 'es');
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toMatchObject({ errors: { prompt: ['Este campo es obligatorio.'] } });
      const empty = await generate(couple, '');
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ errors: { prompt: expect.any(Array) } });
      const long = await generate(couple, 'a'.repeat(301));
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({
        errors: { prompt: ['Must be at most 300 characters long.'] },
      });
      expect((await generate(couple, 'b'.repeat(300))).statusCode).toBe(201);
    });

    it('answers 503 and stores nothing when the generator is unavailable', async () => {
      const couple = await insertCouple(t.database.db);
      steered.state.failure = new ThemeGeneratorUnavailableError('timed out');
      try {
        const response = await generate(couple, 'jardín con flores', 'es');
        expect(response.statusCode).toBe(503);
        expect(response.json<{ message: string }>().message).toMatch(/No pudimos generar el tema/);
      } finally {
        steered.state.failure = null;
      }
      expect(await listOwn(couple)).toEqual([]);
      expect((await generate(couple)).statusCode).toBe(201);
    });

    it('lets two simultaneous generations in test mode store one theme', async () => {
      const couple = await insertCouple(t.database.db);
      steered.state.delayMs = 150;
      try {
        const responses = await Promise.all([
          generate(couple, 'boho'),
          generate(couple, 'vintage'),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      } finally {
        steered.state.delayMs = 0;
      }
      expect(await listOwn(couple)).toHaveLength(1);
    });

    it("is refused for an inactive wedding (409) and for another client's (404)", async () => {
      const couple = await insertCouple(t.database.db);
      const stranger = await insertCouple(t.database.db);
      const response = await call(stranger, 'POST', '/themes/with-prompt', {
        weddingId: couple.weddingId,
        prompt: 'boho',
      });
      expect(response.statusCode).toBe(404);
      await endTrial(t.database.db, couple.weddingId);
      expect((await generate(couple)).statusCode).toBe(409);
    });
  });

  describe('from the default theme', () => {
    it('saves up to five edited copies, named in the language of the request', async () => {
      const couple = await insertCouple(t.database.db);
      const first = await madeFromDefault(couple, '#2f2f2f');
      expect(first).toMatchObject({ name: 'My Etiqueta 1', status: 'draft', aiGenerated: false });
      expect(first.content).toEqual(etiquetaWith('#2f2f2f'));
      for (let n = 2; n <= 5; n += 1) await madeFromDefault(couple);
      const sixth = await fromDefault(couple);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toEqual({
        code: 'conflict',
        message: 'You can create at most 5 themes from the default theme.',
      });
    });

    it('refuses a theme with an unknown section or a script in a URL, and stores nothing', async () => {
      const couple = await insertCouple(t.database.db);
      const unknown = await fromDefault(couple, { ...ETIQUETA_THEME, footer: {} });
      expect(unknown.statusCode).toBe(422);
      const script = etiquetaWith('#4a3426');
      script.base.body.backgroundImage = 'url("javascript:alert(1)")';
      const scripted = await fromDefault(couple, script);
      expect(scripted.statusCode).toBe(422);
      expect(scripted.json()).toMatchObject({ errors: expect.any(Object) });
      expect(await listOwn(couple)).toEqual([]);
    });
  });

  describe('public themes', () => {
    it('lists the public catalogue and copies one into the wedding as a draft', async () => {
      const couple = await insertCouple(t.database.db);
      const publicThemeId = await insertPublicTheme('Jardín de prueba', etiquetaWith('#1f3d2b'));
      const list = await call(couple, 'GET', '/themes/public');
      expect(list.statusCode).toBe(200);
      const listed = list.json<ThemeDto[]>();
      expect(listed.map((theme) => theme.id)).toContain(publicThemeId);
      expect(listed.every((theme) => theme.weddingId === null)).toBe(true);

      const copied = await call(couple, 'POST', '/themes/from-public-theme', {
        weddingId: couple.weddingId,
        themeId: publicThemeId,
      });
      expect(copied.statusCode).toBe(201);
      expect(copied.json<ThemeResponse>().theme).toMatchObject({
        name: 'Jardín de prueba',
        status: 'draft',
        weddingId: couple.weddingId,
        content: etiquetaWith('#1f3d2b'),
      });
    });

    it("does not copy another wedding's theme as if it were public", async () => {
      const owner = await insertCouple(t.database.db);
      const stranger = await insertCouple(t.database.db);
      const private_ = await madeFromDefault(owner, '#123456');
      const response = await call(stranger, 'POST', '/themes/from-public-theme', {
        weddingId: stranger.weddingId,
        themeId: private_.id,
      });
      expect(response.statusCode).toBe(404);
      expect(await listOwn(stranger)).toEqual([]);
    });
  });

  describe('status, content, pleased and delete', () => {
    it('publishing one theme returns the others to draft, and the guests see the published one', async () => {
      const couple = await insertCouple(t.database.db);
      const a = await madeFromDefault(couple, '#111111');
      const b = await madeFromDefault(couple, '#222222');
      expect(await guestTheme(couple)).toBeNull();

      const publishA = await call(couple, 'PATCH', `/themes/${a.id}/status`, {
        status: 'published',
      });
      expect(publishA.statusCode).toBe(200);
      expect(await guestTheme(couple)).toEqual(etiquetaWith('#111111'));

      await call(couple, 'PATCH', `/themes/${b.id}/status`, { status: 'published' });
      const statuses = Object.fromEntries(
        (await listOwn(couple)).map((theme) => [theme.id, theme.status]),
      );
      expect(statuses).toEqual({ [a.id]: 'draft', [b.id]: 'published' });
      expect(await guestTheme(couple)).toEqual(etiquetaWith('#222222'));

      const disable = await call(couple, 'PATCH', `/themes/${b.id}/status`, { status: 'draft' });
      expect(disable.json<ThemeResponse>()).toMatchObject({
        message: 'Theme disabled',
        theme: { status: 'draft' },
      });
      expect(await guestTheme(couple)).toBeNull();
    });

    it('saves a new content, and keeps the old one when the new one is invalid', async () => {
      const couple = await insertCouple(t.database.db);
      const theme = await madeFromDefault(couple, '#111111');
      const saved = await call(couple, 'PATCH', `/themes/${theme.id}/content`, {
        content: etiquetaWith('#333333'),
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ThemeResponse>().theme.content).toEqual(etiquetaWith('#333333'));
      const bad = etiquetaWith('#444444');
      bad.events.card = { ...bad.events.card, color: 'red}</style><script>alert(1)</script>' };
      const refused = await call(couple, 'PATCH', `/themes/${theme.id}/content`, { content: bad });
      expect(refused.statusCode).toBe(422);
      expect((await listOwn(couple)).map((stored) => stored.content)).toEqual([
        etiquetaWith('#333333'),
      ]);
    });

    it('asks AI themes only whether the couple is pleased', async () => {
      const couple = await insertCouple(t.database.db);
      const ai = (await generate(couple)).json<ThemeResponse>().theme;
      const pleased = await call(couple, 'PATCH', `/themes/${ai.id}/pleased`, { pleased: true });
      expect(pleased.statusCode).toBe(200);
      expect(pleased.json<ThemeResponse>().theme.pleased).toBe(true);
      const notPleased = await call(couple, 'PATCH', `/themes/${ai.id}/pleased`, {
        pleased: false,
      });
      expect(notPleased.json<ThemeResponse>().theme.pleased).toBe(false);
      const own = await madeFromDefault(couple);
      expect(
        (await call(couple, 'PATCH', `/themes/${own.id}/pleased`, { pleased: true })).statusCode,
      ).toBe(409);
    });

    it('deletes drafts that no AI made, and neither AI nor published themes', async () => {
      const couple = await insertCouple(t.database.db);
      const ai = (await generate(couple)).json<ThemeResponse>().theme;
      const draft = await madeFromDefault(couple);
      const published = await madeFromDefault(couple);
      await call(couple, 'PATCH', `/themes/${published.id}/status`, { status: 'published' });

      const aiDelete = await call(couple, 'DELETE', `/themes/${ai.id}`);
      expect(aiDelete.statusCode).toBe(409);
      expect(aiDelete.json()).toEqual({
        code: 'conflict',
        message: 'AI-generated themes cannot be deleted.',
      });
      expect((await call(couple, 'DELETE', `/themes/${published.id}`)).statusCode).toBe(409);
      const deleted = await call(couple, 'DELETE', `/themes/${draft.id}`);
      expect(deleted.json()).toEqual({ message: 'Theme deleted' });
      expect((await listOwn(couple)).map((theme) => theme.id).sort()).toEqual(
        [ai.id, published.id].sort(),
      );
    });

    it("answers 404 for another client's theme and for a public one, and changes nothing", async () => {
      const owner = await insertCouple(t.database.db);
      const stranger = await insertCouple(t.database.db);
      const theme = await madeFromDefault(owner, '#111111');
      const publicThemeId = await insertPublicTheme('Pública', ETIQUETA_THEME);
      for (const id of [theme.id, publicThemeId]) {
        expect(
          (await call(stranger, 'PATCH', `/themes/${id}/status`, { status: 'published' }))
            .statusCode,
        ).toBe(404);
        expect(
          (
            await call(stranger, 'PATCH', `/themes/${id}/content`, {
              content: etiquetaWith('#999999'),
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (await call(stranger, 'PATCH', `/themes/${id}/pleased`, { pleased: true })).statusCode,
        ).toBe(404);
        expect((await call(stranger, 'DELETE', `/themes/${id}`)).statusCode).toBe(404);
      }
      expect(
        (await call(stranger, 'GET', `/themes/by-wedding-id/${owner.weddingId}`)).statusCode,
      ).toBe(404);
      expect(await listOwn(owner)).toEqual([theme]);
    });

    it("keeps an inactive wedding's themes readable but not editable", async () => {
      const couple = await insertCouple(t.database.db);
      const theme = await madeFromDefault(couple);
      await endTrial(t.database.db, couple.weddingId);
      expect(await listOwn(couple)).toHaveLength(1);
      expect(
        (await call(couple, 'PATCH', `/themes/${theme.id}/status`, { status: 'published' }))
          .statusCode,
      ).toBe(409);
    });
  });
});
