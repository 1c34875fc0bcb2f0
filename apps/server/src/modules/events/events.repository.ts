import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  eventGuests,
  events,
  images,
  type EventRow,
  type ImageRow,
} from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { eventMealOptions, type EventMealOptionRow } from '../../db/schema/households.ts';
import { weddings } from '../../db/schema/weddings.ts';
import type { GuestView } from '../guests/guest-dto.ts';
import { membersJsonSql, type HouseholdMemberJson } from '../households/households.service.ts';
import { imageStorageKeys } from '../../content-kit/image-files.ts';
import { notKept, planListReplacement } from '../../content-kit/ordered-list.ts';
import type { ItemStore } from '../../content-kit/owned-content.ts';
import { createWeddingChildStore } from '../../content-kit/wedding-child-store.ts';

/** An event as the API shows it: with its images and its menu (in order). */
export type EventWithImages = EventRow & { images: ImageRow[]; mealOptions: EventMealOptionRow[] };

/** A meal of a new menu: `id` keeps an option of the event (and the guests' choices of it). */
export type MealOptionInput = { id?: number; name: string };

/** A kept option's id is not one of the event's options (another event's, or removed meanwhile). */
export class UnknownMealOptionError extends Error {
  constructor() {
    super("not one of the event's meal options");
    this.name = 'UnknownMealOptionError';
  }
}

export function createEventsRepository(db: Db) {
  const store: ItemStore<EventWithImages, { weddingId?: unknown }> = {
    ...createWeddingChildStore(db, events),
    async find(id) {
      const [event] = await db.select().from(events).where(eq(events.id, id)).limit(1);
      if (event === undefined) return null;
      return { ...event, images: await eventImages(id), mealOptions: await mealOptionsOf(id) };
    },
  };

  /** The event's menu, in order. */
  function mealOptionsOf(eventId: number): Promise<EventMealOptionRow[]> {
    return db
      .select()
      .from(eventMealOptions)
      .where(eq(eventMealOptions.eventId, eventId))
      .orderBy(asc(eventMealOptions.position), asc(eventMealOptions.id));
  }

  function eventImages(eventId: number): Promise<ImageRow[]> {
    return db
      .select()
      .from(images)
      .where(and(eq(images.type, 'eventImage'), eq(images.eventId, eventId)))
      .orderBy(asc(images.id));
  }

  /**
   * The guests of `guestIds` as the API shows them: with their exclusive events, the wedding's slug
   * and their household's seats (read in the same statement as the rows).
   */
  async function guestViews(guestIds: readonly number[]): Promise<GuestView[]> {
    if (guestIds.length === 0) return [];
    const rows = await db
      .select({
        guest: guests,
        weddingSlug: weddings.slug,
        members: sql<HouseholdMemberJson[]>`${sql.raw(membersJsonSql('"guests"."id"'))}`,
      })
      .from(guests)
      .innerJoin(weddings, eq(weddings.id, guests.weddingId))
      .where(inArray(guests.id, [...guestIds]))
      .orderBy(asc(guests.name), asc(guests.id));
    const links = await db
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.guestId, [...guestIds]))
      .orderBy(asc(eventGuests.eventId));
    return rows.map(({ guest, weddingSlug, members }) => ({
      ...guest,
      weddingSlug,
      members,
      eventIds: links.filter((link) => link.guestId === guest.id).map((link) => link.eventId),
    }));
  }

  return {
    ...store,

    /** The storage keys of the event's images (their files go when the event goes). */
    async imageKeysOf(eventId: number): Promise<string[]> {
      // Every file of each image: the original, its 800 px variant and any share JPEG.
      return (await eventImages(eventId)).flatMap(imageStorageKeys);
    },

    /** The wedding a guest belongs to, or null when there is no such guest. */
    async guestWeddingId(guestId: number): Promise<number | null> {
      const [row] = await db
        .select({ weddingId: guests.weddingId })
        .from(guests)
        .where(eq(guests.id, guestId))
        .limit(1);
      return row?.weddingId ?? null;
    },

    async listGuests(eventId: number): Promise<GuestView[]> {
      const invited = await db
        .select({ guestId: eventGuests.guestId })
        .from(eventGuests)
        .where(eq(eventGuests.eventId, eventId));
      return guestViews(invited.map((row) => row.guestId));
    },

    async findGuest(guestId: number): Promise<GuestView | null> {
      const [guest] = await guestViews([guestId]);
      return guest ?? null;
    },

    /** Invites the guest to the event (again is a no-op). */
    async addGuest(eventId: number, guestId: number): Promise<void> {
      await db.insert(eventGuests).values({ eventId, guestId }).onConflictDoNothing();
    },

    async removeGuest(eventId: number, guestId: number): Promise<void> {
      await db
        .delete(eventGuests)
        .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.guestId, guestId)));
    },

    /**
     * Replaces the event's menu with `options`, in their order, in one transaction: an option kept by
     * its id keeps that id (the guests' choices of it stay), one left out is deleted (the guests who
     * chose it have no meal: a trigger of migration 0029 empties their choice), one without
     * an id is added. Throws UnknownMealOptionError, writing nothing, when an id is not the event's.
     */
    async replaceMealOptions(eventId: number, options: readonly MealOptionInput[]): Promise<void> {
      await db.transaction(async (tx) => {
        // Two saves of one menu run one after the other: each sees the options the other left.
        await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
        const current = await tx
          .select()
          .from(eventMealOptions)
          .where(eq(eventMealOptions.eventId, eventId));
        const plan = planListReplacement(current, options);
        if (plan === null) throw new UnknownMealOptionError();

        await tx
          .delete(eventMealOptions)
          .where(
            and(eq(eventMealOptions.eventId, eventId), notKept(eventMealOptions.id, plan.keptIds)),
          );
        const added: (typeof eventMealOptions.$inferInsert)[] = [];
        for (const { item: option, position, kept } of plan.placed) {
          if (kept === undefined) {
            added.push({ eventId, position, name: option.name });
          } else if (kept.position !== position || kept.name !== option.name) {
            await tx
              .update(eventMealOptions)
              .set({ position, name: option.name })
              .where(eq(eventMealOptions.id, kept.id));
          }
        }
        if (added.length > 0) await tx.insert(eventMealOptions).values(added);
      });
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
