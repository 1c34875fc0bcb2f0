import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, clients, promoters } from '../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemo } from './demo.ts';

describe('seed-demo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const rows = async (table: typeof clients | typeof admins | typeof promoters, email: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(table)
        .where(sql`lower(${table.email}) = ${email}`)
    )[0]?.n;

  it('run twice leaves one account of each kind, and they sign in', async () => {
    const first = await seedDemo(t.app.db);
    const second = await seedDemo(t.app.db);
    expect(second).toEqual(first);
    expect(await rows(clients, DEMO_ACCOUNTS.client.email)).toBe(1);
    expect(await rows(admins, DEMO_ACCOUNTS.admin.email)).toBe(1);
    expect(await rows(promoters, DEMO_ACCOUNTS.promoter.email)).toBe(1);
    expect(first.credentials.map((c) => c.email)).toEqual([
      'pareja@convite.mx',
      'admin@convite.mx',
      'promotor@convite.mx',
    ]);

    const login = (url: string, account: { email: string; password: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/auth/${url}`,
        payload: { email: account.email, password: account.password },
      });
    const client = await login('login', DEMO_ACCOUNTS.client);
    expect(client.statusCode).toBe(200);
    expect(client.json().client).toMatchObject({ verified: true, name: 'Ana', lastName: 'García' });
    expect((await login('admin-login', DEMO_ACCOUNTS.admin)).statusCode).toBe(200);
    expect((await login('promoter-login', DEMO_ACCOUNTS.promoter)).statusCode).toBe(200);
  });
});
