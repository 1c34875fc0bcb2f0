// The data step of drizzle/0010_guest_phones_e164.sql, run again over phones stored the old way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/wedding-fixtures.ts';

const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../../../drizzle/0010_guest_phones_e164.sql'),
  'utf8',
);

/** What the API stored before E.164, and what the migration makes of it. */
const STORED_BEFORE = [
  ['5512345678', '+525512345678'],
  ['8123456789', '+528123456789'],
  ['525512345678', '+525512345678'],
  ['+5215512345678', '+525512345678'],
  ['5213387654321', '+523387654321'],
  ['+525512345678', '+525512345678'],
  ['+14155550100', '+14155550100'],
  ['14155550100', '14155550100'],
  ['0123456789', '0123456789'],
  ['12345678', '12345678'],
  [null, null],
] as const;

describe('migration 0008: guests phones in E.164', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('turns stored Mexican numbers into +52 and leaves every other number as it was', async () => {
    const couple = await guestCouple(t);
    for (const [index, [before]] of STORED_BEFORE.entries()) {
      const response = await call(t, couple.token, 'POST', '/guests', {
        weddingId: couple.weddingId,
        name: `Invitado ${index}`,
        phone: '55 1234 5678',
        maxGuestsAllowed: 1,
      });
      const { guest } = response.json<{ guest: { id: number } }>();
      await t.app.db.update(guests).set({ phone: before }).where(eq(guests.id, guest.id));
    }
    await t.app.db.execute(sql.raw(MIGRATION));
    const after = await t.app.db
      .select({ phone: guests.phone })
      .from(guests)
      .where(eq(guests.weddingId, couple.weddingId))
      .orderBy(asc(guests.id));
    expect(after.map((row) => row.phone)).toEqual(STORED_BEFORE.map(([, expected]) => expected));
  });
});
