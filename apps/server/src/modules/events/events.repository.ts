import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  eventGuests,
  events,
  images,
  type EventRow,
  type ImageRow,
} from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import type { GuestView } from '../guests/guest-dto.ts';
import { imageStorageKeys } from '../../content-kit/image-files.ts';
import type { ItemStore } from '../../content-kit/owned-content.ts';
import { createWeddingChildStore } from '../../content-kit/wedding-child-store.ts';

export type EventWithImages = EventRow & { images: ImageRow[] };

export function createEventsRepository(db: Db) {
  const store: ItemStore<EventWithImages, { weddingId?: unknown }> = {
    ...createWeddingChildStore(db, events),
    async find(id) {
      const [event] = await db.select().from(events).where(eq(events.id, id)).limit(1);
      if (event === undefined) return null;
      return { ...event, images: await eventImages(id) };
    },
  };

  function eventImages(eventId: number): Promise<ImageRow[]> {
    return db
      .select()
      .from(images)
      .where(and(eq(images.type, 'eventImage'), eq(images.eventId, eventId)))
      .orderBy(asc(images.id));
  }

  /** The guests of `guestIds` as the API shows them (with their exclusive events and wedding slug). */
  async function guestViews(guestIds: readonly number[]): Promise<GuestView[]> {
    if (guestIds.length === 0) return [];
    const rows = await db
      .select({ guest: guests, weddingSlug: weddings.slug })
      .from(guests)
      .innerJoin(weddings, eq(weddings.id, guests.weddingId))
      .where(inArray(guests.id, [...guestIds]))
      .orderBy(asc(guests.name), asc(guests.id));
    const links = await db
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.guestId, [...guestIds]))
      .orderBy(asc(eventGuests.eventId));
    return rows.map(({ guest, weddingSlug }) => ({
      ...guest,
      weddingSlug,
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
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
