import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { schema, type Database, type Db } from './database.ts';
import { clients, promoters } from './schema/accounts.ts';
import { eventGuests, events, images } from './schema/content.ts';
import { guests } from './schema/guests.ts';
import { commissions, payments, promoCodes } from './schema/payments.ts';
import { invitationPlans } from './schema/plans.ts';
import { themes } from './schema/themes.ts';
import { weddings } from './schema/weddings.ts';

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected a row');
  return row;
}

/** The database error behind a Drizzle "Failed query" error (its SQLSTATE and constraint). */
async function failure(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return { code: cause?.code, constraint: cause?.constraint };
  }
  throw new Error('expected the statement to fail');
}

describe('the schema', () => {
  let database: Database;
  let db: Db;
  let close: () => Promise<void>;
  let counter = 0;

  const newClient = async (email = `c${++counter}@example.com`) =>
    first(await db.insert(clients).values({ email }).returning());
  const newWedding = async (clientId: number, slug = `boda-${++counter}`) =>
    first(
      await db
        .insert(weddings)
        .values({ clientId, name: 'Ana y Luis', slug, date: new Date('2030-06-15T18:00:00Z') })
        .returning(),
    );
  const newPlan = async (priceMxn: number) =>
    first(
      await db
        .insert(invitationPlans)
        .values({
          name: `Plan ${++counter}`,
          nameEng: 'Plan',
          description: 'd',
          descriptionEng: 'd',
          priceMxn,
        })
        .returning(),
    );

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase());
    db = database.db;
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers a ping', async () => {
    await expect(database.ping(5000)).resolves.toBeUndefined();
  });

  it('creates every table of the schema, and no other', async () => {
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const created = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (row) => row.table_name,
    );
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(declared.length).toBeGreaterThan(20);
    expect(created.sort()).toEqual(declared.sort());
  });

  it('gives integer identity ids and timestamps, and bumps updated_at on update', async () => {
    const client = await newClient();
    expect(Number.isInteger(client.id)).toBe(true);
    expect(client.createdAt).toBeInstanceOf(Date);
    expect(client.verified).toBe(false);
    const updated = first(
      await db.update(clients).set({ name: 'Ana' }).where(eq(clients.id, client.id)).returning(),
    );
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(client.updatedAt.getTime());
  });

  it('keeps client emails unique case-insensitively', async () => {
    await newClient('Ana@Example.com');
    expect(await failure(newClient('ana@example.COM'))).toMatchObject({ code: '23505' });
  });

  it('allows one wedding per client and unique slugs of the allowed form', async () => {
    const client = await newClient();
    await newWedding(client.id, 'ana-y-luis');
    expect(await failure(newWedding(client.id))).toMatchObject({
      code: '23505',
      constraint: 'weddings_client_unique',
    });
    const other = await newClient();
    expect(await failure(newWedding(other.id, 'ana-y-luis'))).toMatchObject({
      code: '23505',
      constraint: 'weddings_slug_unique',
    });
    expect(await failure(newWedding(other.id, 'Ana Y Luis'))).toMatchObject({ code: '23514' });
  });

  it('keeps guest codes unique and confirmed guests within the maximum', async () => {
    const wedding = await newWedding((await newClient()).id);
    await db.insert(guests).values({ weddingId: wedding.id, code: 'ABCD2345', name: 'Tía Rosa' });
    expect(
      await failure(
        db.insert(guests).values({ weddingId: wedding.id, code: 'ABCD2345', name: 'Otro' }),
      ),
    ).toMatchObject({ code: '23505' });
    expect(
      await failure(
        db.insert(guests).values({
          weddingId: wedding.id,
          code: 'ZZZZ2345',
          name: 'Primo',
          maxGuestsAllowed: 2,
          confirmedGuests: 3,
        }),
      ),
    ).toMatchObject({ code: '23514' });
  });

  it('deleting a client removes the wedding and its content, but keeps its payments', async () => {
    const client = await newClient();
    const wedding = await newWedding(client.id);
    const guest = first(
      await db
        .insert(guests)
        .values({ weddingId: wedding.id, code: `G${++counter}XYZ`, name: 'Invitado' })
        .returning(),
    );
    const event = first(
      await db.insert(events).values({ weddingId: wedding.id, name: 'Ceremonia' }).returning(),
    );
    await db.insert(eventGuests).values({ eventId: event.id, guestId: guest.id });
    const plan = await newPlan(999);
    const payment = first(
      await db
        .insert(payments)
        .values({
          weddingId: wedding.id,
          invitationPlanId: plan.id,
          amount: 999,
          originalAmount: 999,
        })
        .returning(),
    );

    await db.delete(clients).where(eq(clients.id, client.id));

    expect(await db.select().from(weddings).where(eq(weddings.id, wedding.id))).toEqual([]);
    expect(await db.select().from(guests).where(eq(guests.id, guest.id))).toEqual([]);
    expect(await db.select().from(eventGuests).where(eq(eventGuests.eventId, event.id))).toEqual(
      [],
    );
    const kept = first(await db.select().from(payments).where(eq(payments.id, payment.id)));
    expect(kept.weddingId).toBeNull();
  });

  it('keeps promo codes unique case-insensitively and promoters with history undeletable', async () => {
    const promoter = first(
      await db
        .insert(promoters)
        .values({ name: 'Promotora', email: `p${++counter}@example.com`, passwordHash: 'x' })
        .returning(),
    );
    const code = first(
      await db
        .insert(promoCodes)
        .values({
          promoterId: promoter.id,
          code: 'BODA10',
          type: 'percentage',
          value: 10.5,
          commission: 5,
        })
        .returning(),
    );
    expect(code.value).toBe(10.5);
    expect(
      await failure(
        db
          .insert(promoCodes)
          .values({ promoterId: promoter.id, code: 'boda10', type: 'amount', value: 1 }),
      ),
    ).toMatchObject({ code: '23505' });
    const plan = await newPlan(500);
    const payment = first(
      await db
        .insert(payments)
        .values({
          invitationPlanId: plan.id,
          promoCodeId: code.id,
          amount: 448,
          originalAmount: 500,
          discount: 52,
        })
        .returning(),
    );
    await db.insert(commissions).values({
      paymentId: payment.id,
      promoCodeId: code.id,
      promoterId: promoter.id,
      amount: 22,
      percentage: 5,
    });
    // Promoters are soft-deleted (deleted_at): a hard delete would lose the commission history.
    // PostgreSQL 15 reports 23503 (foreign key), 18 (PGlite) 23001 (restrict).
    const refused = await failure(db.delete(promoters).where(eq(promoters.id, promoter.id)));
    expect(['23001', '23503']).toContain(refused.code);
  });

  it('allows one published theme per wedding', async () => {
    const wedding = await newWedding((await newClient()).id);
    await db
      .insert(themes)
      .values({ weddingId: wedding.id, name: 'A', status: 'published', content: '{}' });
    await db
      .insert(themes)
      .values({ weddingId: wedding.id, name: 'B', status: 'draft', content: '{}' });
    expect(
      await failure(
        db
          .insert(themes)
          .values({ weddingId: wedding.id, name: 'C', status: 'published', content: '{}' }),
      ),
    ).toMatchObject({ code: '23505' });
    // The public catalogue (no wedding) is not limited.
    await db
      .insert(themes)
      .values({ name: 'P1', status: 'published', isPublic: true, content: '{}' });
    await db
      .insert(themes)
      .values({ name: 'P2', status: 'published', isPublic: true, content: '{}' });
  });

  it('gives every image exactly one owner of its type', async () => {
    const wedding = await newWedding((await newClient()).id);
    const image = { contentType: 'image/png', sizeBytes: 10, width: 2, height: 1, aspectRatio: 2 };
    await db
      .insert(images)
      .values({ ...image, storageKey: `k${++counter}`, type: 'coverImage', weddingId: wedding.id });
    expect(
      await failure(
        db.insert(images).values({
          ...image,
          storageKey: `k${++counter}`,
          type: 'eventImage',
          weddingId: wedding.id,
        }),
      ),
    ).toMatchObject({ code: '23514' });
  });
});
