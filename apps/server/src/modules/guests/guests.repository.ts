import { and, asc, count, eq, gt, inArray, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventGuests } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { isUniqueViolation } from '../clients/clients.repository.ts';
import { newGuestCode } from './guest-codes.ts';
import type { GuestView } from './guest-dto.ts';
import { guestSearchName, searchKey, type GuestFields } from './guest-values.ts';

export type GuestRow = typeof guests.$inferSelect;

export type GuestSummaryCounts = {
  totalInvitations: number;
  sentInvitations: number;
  pendingInvitations: number;
  totalGuests: number;
  totalConfirmedGuests: number;
  totalCanceledGuests: number;
};

/** Rows a single INSERT carries in an import (PostgreSQL allows 65,535 parameters a statement). */
const INSERT_BATCH = 1000;
const CODE_ATTEMPTS = 5;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A guest code collision (40 random bits) is rare: the whole write is retried with new codes. */
async function withFreshCodes<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

const newRow = (weddingId: number, fields: GuestFields) => ({
  ...fields,
  weddingId,
  code: newGuestCode(),
  searchName: guestSearchName(fields.name, fields.lastName),
});

export function createGuestsRepository(db: Db) {
  /** The rows as the API shows them: with the wedding's slug and the exclusive events. */
  async function views(rows: readonly GuestRow[]): Promise<GuestView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const weddingIds = [...new Set(rows.map((row) => row.weddingId))];
    const slugs = await db
      .select({ id: weddings.id, slug: weddings.slug })
      .from(weddings)
      .where(inArray(weddings.id, weddingIds));
    const links = await db
      .select({ guestId: eventGuests.guestId, eventId: eventGuests.eventId })
      .from(eventGuests)
      .where(inArray(eventGuests.guestId, ids))
      .orderBy(asc(eventGuests.eventId));
    const slugOf = new Map(slugs.map((wedding) => [wedding.id, wedding.slug]));
    const eventsOf = new Map<number, number[]>();
    for (const link of links)
      eventsOf.set(link.guestId, [...(eventsOf.get(link.guestId) ?? []), link.eventId]);
    return rows.map((row) => ({
      ...row,
      weddingSlug: slugOf.get(row.weddingId) ?? '',
      eventIds: eventsOf.get(row.id) ?? [],
    }));
  }

  return {
    views,

    async find(id: number): Promise<GuestView | null> {
      const [row] = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
      return row === undefined ? null : ((await views([row]))[0] ?? null);
    },

    async weddingIdOf(id: number): Promise<number | null> {
      const [row] = await db
        .select({ weddingId: guests.weddingId })
        .from(guests)
        .where(eq(guests.id, id))
        .limit(1);
      return row?.weddingId ?? null;
    },

    async countForWedding(weddingId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(guests)
        .where(eq(guests.weddingId, weddingId));
      return row?.value ?? 0;
    },

    /**
     * One page, oldest first. The page's ids come from the (wedding_id, id) index alone (an
     * index-only scan skips the OFFSET rows without reading them); only those 20 rows are fetched.
     */
    async page(weddingId: number, page: number, size: number): Promise<GuestView[]> {
      const ids = db
        .select({ id: guests.id })
        .from(guests)
        .where(eq(guests.weddingId, weddingId))
        .orderBy(asc(guests.id))
        .limit(size)
        .offset((page - 1) * size);
      const rows = await db
        .select()
        .from(guests)
        .where(inArray(guests.id, ids))
        .orderBy(asc(guests.id));
      return views(rows);
    },

    /** Guests whose name and last name contain the text, ignoring case and accents. */
    async search(weddingId: number, text: string, limit: number): Promise<GuestView[]> {
      const rows = await db
        .select()
        .from(guests)
        .where(
          and(
            eq(guests.weddingId, weddingId),
            like(guests.searchName, `%${escapeLike(searchKey(text))}%`),
          ),
        )
        .orderBy(asc(guests.id))
        .limit(limit);
      return views(rows);
    },

    /**
     * The wedding's guests in id order, `size` at a time (keyset: after the last id seen). The
     * slug is read once and each batch's event links by id range (two parameters, not `size`).
     */
    async *batches(weddingId: number, size: number): AsyncGenerator<GuestView[]> {
      const [wedding] = await db
        .select({ slug: weddings.slug })
        .from(weddings)
        .where(eq(weddings.id, weddingId))
        .limit(1);
      const weddingSlug = wedding?.slug ?? '';
      const batchAfter = async (afterId: number) => {
        const rows = await db
          .select()
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), gt(guests.id, afterId)))
          .orderBy(asc(guests.id))
          .limit(size);
        const lastId = rows[rows.length - 1]?.id;
        if (lastId === undefined) return null;
        const links = await db
          .select({ guestId: eventGuests.guestId, eventId: eventGuests.eventId })
          .from(eventGuests)
          .innerJoin(guests, eq(guests.id, eventGuests.guestId))
          .where(
            and(
              eq(guests.weddingId, weddingId),
              gt(eventGuests.guestId, afterId),
              lte(eventGuests.guestId, lastId),
            ),
          )
          .orderBy(asc(eventGuests.eventId));
        const eventsOf = new Map<number, number[]>();
        for (const link of links) {
          const events = eventsOf.get(link.guestId);
          if (events === undefined) eventsOf.set(link.guestId, [link.eventId]);
          else events.push(link.eventId);
        }
        const views = rows.map((row) => ({
          ...row,
          weddingSlug,
          eventIds: eventsOf.get(row.id) ?? [],
        }));
        return { views, lastId, isLast: rows.length < size };
      };
      for (let batch = await batchAfter(0); batch !== null;) {
        yield batch.views;
        batch = batch.isLast ? null : await batchAfter(batch.lastId);
      }
    },

    async summary(weddingId: number): Promise<GuestSummaryCounts> {
      const [row] = await db
        .select({
          total: count(),
          sent: sql<number>`count(*) filter (where ${guests.sent})`.mapWith(Number),
          seats: sql<number>`coalesce(sum(${guests.maxGuestsAllowed}), 0)`.mapWith(Number),
          confirmed:
            sql<number>`coalesce(sum(${guests.confirmedGuests}) filter (where ${guests.confirmation} = true), 0)`.mapWith(
              Number,
            ),
          declined:
            sql<number>`coalesce(sum(${guests.maxGuestsAllowed}) filter (where ${guests.confirmation} = false), 0)`.mapWith(
              Number,
            ),
        })
        .from(guests)
        .where(eq(guests.weddingId, weddingId));
      const total = row?.total ?? 0;
      const sent = row?.sent ?? 0;
      return {
        totalInvitations: total,
        sentInvitations: sent,
        pendingInvitations: total - sent,
        totalGuests: row?.seats ?? 0,
        totalConfirmedGuests: row?.confirmed ?? 0,
        totalCanceledGuests: row?.declined ?? 0,
      };
    },

    async insert(weddingId: number, fields: GuestFields): Promise<GuestView> {
      const row = await withFreshCodes(async () => {
        const [inserted] = await db.insert(guests).values(newRow(weddingId, fields)).returning();
        if (inserted === undefined) throw new Error('the guest was not inserted');
        return inserted;
      });
      const [view] = await views([row]);
      if (view === undefined) throw new Error('the guest was not found');
      return view;
    },

    /** All the rows in one transaction, in batched multi-row INSERTs. */
    async insertMany(weddingId: number, rows: readonly GuestFields[]): Promise<void> {
      if (rows.length === 0) return;
      await withFreshCodes(() =>
        db.transaction(async (tx) => {
          for (let start = 0; start < rows.length; start += INSERT_BATCH) {
            const batch = rows.slice(start, start + INSERT_BATCH);
            await tx.insert(guests).values(batch.map((fields) => newRow(weddingId, fields)));
          }
        }),
      );
    },

    async update(id: number, fields: Partial<GuestFields> & { sent?: boolean }): Promise<void> {
      const current = await db
        .select({ name: guests.name, lastName: guests.lastName })
        .from(guests)
        .where(eq(guests.id, id))
        .limit(1);
      const name = fields.name ?? current[0]?.name ?? '';
      const lastName =
        fields.lastName !== undefined ? fields.lastName : (current[0]?.lastName ?? null);
      await db
        .update(guests)
        .set({ ...fields, searchName: guestSearchName(name, lastName) })
        .where(eq(guests.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(guests).where(eq(guests.id, id));
    },
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
