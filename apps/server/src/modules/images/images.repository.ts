import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { events, images, type ImageRow } from '../../db/schema/content.ts';
import { lockWeddingRow } from '../../content-kit/wedding-row-lock.ts';

export type { ImageRow };
export type ImageType = ImageRow['type'];

/** Where an image is counted: a wedding's cover or gallery, or one event's images. */
export type ImageSlot =
  | { type: 'coverImage' | 'galleryImage'; weddingId: number }
  | { type: 'eventImage'; eventId: number };

export type NewImage = Readonly<{
  slot: ImageSlot;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  aspectRatio: number;
  variantStorageKey: string | null;
  variantWidth: number | null;
  shareStorageKey: string | null;
}>;

function inSlot(slot: ImageSlot) {
  return slot.type === 'eventImage'
    ? and(eq(images.type, 'eventImage'), eq(images.eventId, slot.eventId))
    : and(eq(images.type, slot.type), eq(images.weddingId, slot.weddingId));
}

export function createImagesRepository(db: Db) {
  return {
    async findEvent(eventId: number): Promise<{ id: number; weddingId: number } | null> {
      const [event] = await db
        .select({ id: events.id, weddingId: events.weddingId })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return event ?? null;
    },

    async countInSlot(slot: ImageSlot): Promise<number> {
      const [row] = await db.select({ value: count() }).from(images).where(inSlot(slot));
      return row?.value ?? 0;
    },

    /**
     * Inserts the image unless its slot already holds `max` (null: no limit), counting under a lock
     * on the wedding row so that concurrent uploads cannot pass the limit together. Null when full.
     */
    async insertWithinLimit(
      image: NewImage,
      weddingId: number,
      max: number | null,
    ): Promise<ImageRow | null> {
      return db.transaction(async (tx) => {
        await lockWeddingRow(tx, weddingId);
        if (max !== null) {
          const [held] = await tx.select({ value: count() }).from(images).where(inSlot(image.slot));
          if ((held?.value ?? 0) >= max) return null;
        }
        const { slot, ...file } = image;
        const [row] = await tx
          .insert(images)
          .values({
            ...file,
            type: slot.type,
            weddingId: slot.type === 'eventImage' ? null : slot.weddingId,
            eventId: slot.type === 'eventImage' ? slot.eventId : null,
          })
          .returning();
        if (!row) throw new Error('insert returned no image');
        return row;
      });
    },

    /** The image with the wedding it belongs to (its own, or its event's). */
    async findWithWedding(id: number): Promise<{ image: ImageRow; weddingId: number } | null> {
      const [row] = await db
        .select({
          image: images,
          weddingId: sql<number>`coalesce(${images.weddingId}, ${events.weddingId})`,
        })
        .from(images)
        .leftJoin(events, eq(events.id, images.eventId))
        .where(eq(images.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The cover, gallery and event images of a wedding, oldest first. */
    async listForWedding(weddingId: number): Promise<ImageRow[]> {
      const weddingEvents = db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.weddingId, weddingId));
      return db
        .select()
        .from(images)
        .where(or(eq(images.weddingId, weddingId), inArray(images.eventId, weddingEvents)))
        .orderBy(asc(images.id));
    },

    async delete(id: number): Promise<ImageRow | null> {
      const [row] = await db.delete(images).where(eq(images.id, id)).returning();
      return row ?? null;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
