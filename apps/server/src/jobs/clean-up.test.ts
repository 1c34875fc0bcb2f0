// The hourly clean-up job forgets one-time links a week past their expiry and rate-limit windows
// past their use, and keeps everything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../db/schema/accounts.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import { insertNamedClient } from '../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createJobDependencies, jobDefinitions } from './job-definitions.ts';

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the clean-up job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes long-expired links and old counters only', async () => {
    const clientId = await insertNamedClient(t.app.db);
    await t.app.db.insert(oneTimeTokens).values([
      { clientId, purpose: 'reset', tokenHash: 'long-expired', expiresAt: ago(8 * DAY) },
      { clientId, purpose: 'reset', tokenHash: 'just-expired', expiresAt: ago(DAY) },
      { clientId, purpose: 'verification', tokenHash: 'live', expiresAt: ago(-DAY) },
    ]);
    await t.app.db.insert(rateLimitCounters).values([
      { bucket: 'test', subject: 'old', windowStart: ago(2 * DAY), hits: 3 },
      { bucket: 'test', subject: 'current', windowStart: ago(60_000), hits: 1 },
    ]);

    const dependencies = createJobDependencies(t.config, t.app.log);
    const cleanUp = jobDefinitions(t.config, t.database, dependencies, t.app.jobs).find(
      (definition) => definition.name === 'clean-up',
    );
    await cleanUp?.handle(null as never, { id: 'clean-up-test' });
    dependencies.close();

    const tokens = await t.app.db.select({ hash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
    expect(tokens.map((token) => token.hash).sort()).toEqual(['just-expired', 'live']);
    const counters = await t.app.db
      .select({ subject: rateLimitCounters.subject })
      .from(rateLimitCounters);
    expect(counters.map((counter) => counter.subject)).toEqual(['current']);
  });
});
