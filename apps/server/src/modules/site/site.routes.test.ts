import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { weddings } from '../../db/schema/weddings.ts';
import { insertNamedClient, insertNamedWedding } from '../../test/admin-fixtures.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Env } from '../../config/config.ts';

describe('GET /public/site', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (env: Env = {}) => {
    t = await createTestApp({ env: { INVITATION_URL: 'https://invitacion.example.mx', ...env } });
    return t;
  };
  const settings = async (app: TestApp) => {
    const response = await app.app.inject({ method: 'GET', url: '/v1/public/site' });
    expect(response.statusCode).toBe(200);
    return response;
  };
  /** A wedding of the slug with a plan (active), returning its id. */
  const insertActiveWedding = async (app: TestApp, slug: string) => {
    const weddingId = await insertNamedWedding(app.app.db, await insertNamedClient(app.app.db), {
      slug,
    });
    await givePlan(app.app.db, weddingId, []);
    return weddingId;
  };

  it('without the demo wedding and without a key: no demo link, no analytics, cacheable', async () => {
    const app = await start();
    const response = await settings(app);
    expect(response.json()).toEqual({
      demoInvitationUrl: null,
      analytics: null,
      whatsAppCloudApi: false,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('links to the demo wedding (ana-y-luis by default) on the invitation origin while it is active', async () => {
    const app = await start();
    const weddingId = await insertActiveWedding(app, 'ana-y-luis');
    expect((await settings(app)).json().demoInvitationUrl).toBe(
      'https://invitacion.example.mx/ana-y-luis',
    );

    // Deactivated by staff: the landing must not send visitors to a "not available" page.
    await app.app.db
      .update(weddings)
      .set({ deactivatedAt: new Date() })
      .where(eq(weddings.id, weddingId));
    expect((await settings(app)).json().demoInvitationUrl).toBeNull();
  });

  it('a wedding without a plan or trial is inactive: no demo link', async () => {
    const app = await start();
    await insertNamedWedding(app.app.db, await insertNamedClient(app.app.db), {
      slug: 'ana-y-luis',
    });
    expect((await settings(app)).json().demoInvitationUrl).toBeNull();
  });

  it('follows DEMO_WEDDING_SLUG, and ignores the default slug then', async () => {
    const app = await start({ DEMO_WEDDING_SLUG: 'boda-demo' });
    await insertActiveWedding(app, 'ana-y-luis');
    expect((await settings(app)).json().demoInvitationUrl).toBeNull();
    await insertActiveWedding(app, 'boda-demo');
    expect((await settings(app)).json().demoInvitationUrl).toBe(
      'https://invitacion.example.mx/boda-demo',
    );
  });

  it('hands out the PostHog key, with the US host by default or POSTHOG_HOST', async () => {
    const app = await start({ POSTHOG_KEY: 'phc_test123' });
    expect((await settings(app)).json().analytics).toEqual({
      posthogKey: 'phc_test123',
      posthogHost: 'https://us.i.posthog.com',
    });
    await app.close();
    const eu = await start({
      POSTHOG_KEY: 'phc_test123',
      POSTHOG_HOST: 'https://eu.i.posthog.com/',
    });
    expect((await settings(eu)).json().analytics).toEqual({
      posthogKey: 'phc_test123',
      posthogHost: 'https://eu.i.posthog.com',
    });
  });
});
