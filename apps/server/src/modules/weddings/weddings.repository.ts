import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accommodations,
  dressCodeIcons,
  events,
  giftRegistries,
  images,
  invitations,
  itineraryEvents,
  itineraryIcons,
  songs,
  type AccommodationRow,
  type DressCodeIconRow,
  type EventRow,
  type GiftRegistryRow,
  type ImageRow,
  type ItineraryEventRow,
  type ItineraryIconRow,
  type SongRow,
} from '../../db/schema/content.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { payments, type PaymentRow } from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { eventMealOptions, type EventMealOptionRow } from '../../db/schema/households.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import type { FieldValues } from '../../content-kit/owned-content.ts';
import {
  findWeddingWithPlan,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.repository.ts';
import {
  findOrCreateInvitationOfWedding,
  type InvitationWithParents,
} from '../../content-kit/wedding-invitation.repository.ts';

type EventWithImages = EventRow & { images: ImageRow[]; mealOptions: EventMealOptionRow[] };
type ItineraryEventWithIcon = ItineraryEventRow & { icon: ItineraryIconRow | null };

/** A wedding with everything the couple's view shows. */
export type WeddingAggregate = WeddingWithPlan & {
  invitation: InvitationWithParents;
  events: EventWithImages[];
  itineraryEvents: ItineraryEventWithIcon[];
  giftRegistries: GiftRegistryRow[];
  accommodations: AccommodationRow[];
  dressIcon: DressCodeIconRow | null;
  suitIcon: DressCodeIconRow | null;
  coverImages: ImageRow[];
  galleryImages: ImageRow[];
  song: SongRow | null;
  payments: PaymentRow[];
};

export type NewWedding = { clientId: number; name: string; slug: string; date: Date };

export class SlugTakenError extends Error {
  constructor() {
    super('slug already in use');
    this.name = 'SlugTakenError';
  }
}

export class ClientHasWeddingError extends Error {
  constructor() {
    super('the client already has a wedding');
    this.name = 'ClientHasWeddingError';
  }
}

/** Events and itinerary items in date order (undated last), then in the order they were added. */
const byDate = (column: PgColumn, id: PgColumn) => [sql`${column} asc nulls last`, asc(id)];

export function createWeddingsRepository(db: Db) {
  async function dressIcon(id: number | null): Promise<DressCodeIconRow | null> {
    if (id === null) return null;
    const [row] = await db.select().from(dressCodeIcons).where(eq(dressCodeIcons.id, id)).limit(1);
    return row ?? null;
  }

  async function weddingEvents(
    weddingId: number,
    eventImages: ImageRow[],
  ): Promise<EventWithImages[]> {
    const rows = await db
      .select()
      .from(events)
      .where(eq(events.weddingId, weddingId))
      .orderBy(...byDate(events.datetime, events.id));
    // Every event's menu in one query, in order.
    const menus = await db
      .select()
      .from(eventMealOptions)
      .where(
        inArray(
          eventMealOptions.eventId,
          db.select({ id: events.id }).from(events).where(eq(events.weddingId, weddingId)),
        ),
      )
      .orderBy(asc(eventMealOptions.position), asc(eventMealOptions.id));
    return rows.map((event) => ({
      ...event,
      images: eventImages.filter((image) => image.eventId === event.id),
      mealOptions: menus.filter((option) => option.eventId === event.id),
    }));
  }

  async function weddingImages(weddingId: number): Promise<ImageRow[]> {
    const ownEvents = db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.weddingId, weddingId));
    return db
      .select()
      .from(images)
      .where(sql`${images.weddingId} = ${weddingId} or ${inArray(images.eventId, ownEvents)}`)
      .orderBy(asc(images.id));
  }

  async function weddingItinerary(weddingId: number): Promise<ItineraryEventWithIcon[]> {
    const rows = await db
      .select({ event: itineraryEvents, icon: itineraryIcons })
      .from(itineraryEvents)
      .leftJoin(itineraryIcons, eq(itineraryIcons.id, itineraryEvents.iconId))
      .where(eq(itineraryEvents.weddingId, weddingId))
      .orderBy(...byDate(itineraryEvents.datetime, itineraryEvents.id));
    return rows.map((row) => ({ ...row.event, icon: row.icon }));
  }

  return {
    async findAggregate(id: number): Promise<WeddingAggregate | null> {
      const wedding = await findWeddingWithPlan(db, id);
      if (wedding === null) return null;
      const allImages = await weddingImages(id);
      const [song] = await db.select().from(songs).where(eq(songs.weddingId, id)).limit(1);
      return {
        ...wedding,
        invitation: await findOrCreateInvitationOfWedding(db, id),
        events: await weddingEvents(id, allImages),
        itineraryEvents: await weddingItinerary(id),
        giftRegistries: await db
          .select()
          .from(giftRegistries)
          .where(eq(giftRegistries.weddingId, id))
          .orderBy(asc(giftRegistries.id)),
        accommodations: await db
          .select()
          .from(accommodations)
          .where(eq(accommodations.weddingId, id))
          .orderBy(asc(accommodations.id)),
        dressIcon: await dressIcon(wedding.dressIconId),
        suitIcon: await dressIcon(wedding.suitIconId),
        coverImages: allImages.filter((image) => image.type === 'coverImage'),
        galleryImages: allImages.filter((image) => image.type === 'galleryImage'),
        song: song ?? null,
        payments: await db
          .select()
          .from(payments)
          .where(and(eq(payments.weddingId, id), eq(payments.status, 'succeeded')))
          .orderBy(desc(payments.createdAt)),
      };
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: weddings.id })
        .from(weddings)
        .where(eq(weddings.id, id))
        .limit(1);
      return row !== undefined;
    },

    async clientHasWedding(clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: weddings.id })
        .from(weddings)
        .where(eq(weddings.clientId, clientId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether another wedding than `exceptId` uses the slug. */
    async isSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: weddings.id })
        .from(weddings)
        .where(
          and(
            eq(weddings.slug, slug),
            exceptId === undefined ? undefined : ne(weddings.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The wedding and its (empty) invitation, in one transaction. Throws SlugTakenError or
     * ClientHasWeddingError when a concurrent request got there first.
     */
    async create(wedding: NewWedding): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(weddings).values(wedding).returning({ id: weddings.id });
          if (row === undefined) throw new Error('insert returned no wedding');
          await tx.insert(invitations).values({ weddingId: row.id });
          return row.id;
        });
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'weddings_slug_unique') throw new SlugTakenError();
        if (constraint === 'weddings_client_unique') throw new ClientHasWeddingError();
        throw error;
      }
    },

    /** Throws SlugTakenError when a new slug is taken meanwhile. */
    async update(id: number, values: FieldValues): Promise<void> {
      if (Object.keys(values).length === 0) return;
      try {
        await db.update(weddings).set(values).where(eq(weddings.id, id));
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'weddings_slug_unique') throw new SlugTakenError();
        throw error;
      }
    },

    /** Starts the trial unless it was used or the wedding has a plan; false when it did not. */
    async startTrial(id: number, endsAt: Date): Promise<boolean> {
      const started = await db
        .update(weddings)
        .set({ trialEndsAt: endsAt })
        .where(
          and(eq(weddings.id, id), isNull(weddings.trialEndsAt), isNull(weddings.invitationPlanId)),
        )
        .returning({ id: weddings.id });
      return started.length > 0;
    },
  };
}

export type WeddingsRepository = ReturnType<typeof createWeddingsRepository>;
