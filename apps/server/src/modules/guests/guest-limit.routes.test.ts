// Issue 32, point 3: the trial's guest limit held under simultaneous adds. Counting before the insert
// let 30 simultaneous POST /guests on a trial wedding (limit 10) store 12 to 16 on PostgreSQL.
import { TEST_MODE_GUESTS } from '@convite/rules/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { storedGuests } from '../../test/guests-test-kit.ts';

describe('the guest limit under simultaneous adds', () => {
  let t: TestApp;
  let couple: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores exactly the trial’s guests out of 30 sent at once; the rest are told the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(t, couple.token, 'POST', '/guests', {
          weddingId: couple.weddingId,
          name: `Invitado ${index + 1}`,
          phone: `55 3000 ${String(1000 + index)}`,
          maxGuestsAllowed: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(TEST_MODE_GUESTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30 - TEST_MODE_GUESTS);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'plan_limit_reached' });
    expect(await storedGuests(t, couple.weddingId)).toHaveLength(TEST_MODE_GUESTS);
  });
});
