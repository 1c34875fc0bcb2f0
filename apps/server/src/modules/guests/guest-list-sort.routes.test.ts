import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { pageTexts } from '../../test/pdf-reading.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Couple } from '../../test/wedding-fixtures.ts';
import { newGuestCode } from './guest-codes.ts';
import { guestSearchName } from './guest-values.ts';

type Row = { id: number; name: string; lastName: string | null };
type Page = { guests: Row[]; page: number; totalPages: number };

/** A guest as the list stores it: its search name, a code, and where it stands. */
const guestRow = (
  weddingId: number,
  name: string,
  lastName: string,
  extra: Partial<typeof guests.$inferInsert> = {},
) => ({
  weddingId,
  name,
  lastName,
  searchName: guestSearchName(name, lastName),
  code: newGuestCode(),
  ...extra,
});

describe('POST /guests/get-by-wedding with a sort, and the QR sheet of a selection', () => {
  let t: TestApp;
  let couple: Couple;
  beforeAll(async () => {
    t = await createTestApp();
    couple = await guestCouple(t);
    const at = (day: number) => new Date(Date.UTC(2027, 4, day, 18));
    // Inserted in this order (ids grow): none sorts like the default.
    await t.app.db.insert(guests).values([
      guestRow(couple.weddingId, 'Óscar', 'Zamora', { confirmation: true, confirmedGuests: 1 }),
      guestRow(couple.weddingId, 'beatriz', 'Luna', { sent: true }),
      guestRow(couple.weddingId, 'Álvaro', 'Mena', {
        sent: true,
        firstOpenedAt: at(2),
        lastOpenedAt: at(2),
        openCount: 1,
      }),
      guestRow(couple.weddingId, 'Carmen', 'Ruiz'),
      guestRow(couple.weddingId, 'Diana', 'Soto', {
        confirmation: false,
        firstOpenedAt: at(1),
        lastOpenedAt: at(9),
        openCount: 3,
      }),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (body: object) => {
    const response = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
      ...body,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>().guests.map((guest) => guest.name);
  };

  it('keeps the oldest first without a sort', async () => {
    expect(await list({})).toEqual(['Óscar', 'beatriz', 'Álvaro', 'Carmen', 'Diana']);
  });

  it('sorts by name ignoring case and accents', async () => {
    expect(await list({ sort: 'name' })).toEqual(['Álvaro', 'beatriz', 'Carmen', 'Diana', 'Óscar']);
  });

  it("sorts by status in the funnel's order: unsent, sent, opened, attending, declined", async () => {
    expect(await list({ sort: 'status' })).toEqual([
      'Carmen',
      'beatriz',
      'Álvaro',
      'Óscar',
      'Diana',
    ]);
  });

  it('sorts by the latest opening first, the never opened last (oldest first among them)', async () => {
    expect(await list({ sort: 'lastOpened' })).toEqual([
      'Diana',
      'Álvaro',
      'Óscar',
      'beatriz',
      'Carmen',
    ]);
  });

  it('sorts within a filter and across pages', async () => {
    expect(await list({ sort: 'name', status: 'unanswered' })).toEqual(['Álvaro', 'beatriz']);
    expect(await list({ sort: 'name', page: 2 })).toEqual([]);
  });

  it('refuses an unknown sort with 422', async () => {
    const response = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
      sort: 'age',
    });
    expect(response.statusCode).toBe(422);
  });

  it('prints the cards of the chosen guests only, and 409 when none of them is the wedding’s', async () => {
    const ids = new Map(
      (
        await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
          weddingId: couple.weddingId,
        })
      )
        .json<Page>()
        .guests.map((guest) => [guest.name, guest.id]),
    );
    const chosen = [ids.get('Carmen'), ids.get('Diana')];
    const response = await call(t, couple.token, 'POST', '/guests/qr-sheet', {
      weddingId: couple.weddingId,
      guestIds: chosen,
    });
    expect(response.statusCode).toBe(200);
    const printed = (await pageTexts(response.rawPayload)).flat();
    expect(printed).toContain('Carmen Ruiz');
    expect(printed).toContain('Diana Soto');
    expect(printed).not.toContain('beatriz Luna');
    expect(printed).not.toContain('Óscar Zamora');

    const other = await guestCouple(t);
    const foreign = await call(t, other.token, 'POST', '/guests/qr-sheet', {
      weddingId: other.weddingId,
      guestIds: chosen,
    });
    expect(foreign.statusCode).toBe(409);
  });
});
