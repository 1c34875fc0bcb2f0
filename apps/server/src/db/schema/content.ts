import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, timestamptz } from './columns.ts';
import { guests } from './guests.ts';
import { weddings } from './weddings.ts';

export const parentOf = pgEnum('parent_of', ['bride', 'groom']);
export const dressCodeIconType = pgEnum('dress_code_icon_type', ['dress', 'suit']);
export const imageType = pgEnum('image_type', ['coverImage', 'galleryImage', 'eventImage']);

// One invitation (the two messages and the parents) per wedding.
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    firstMessage: text('first_message'),
    secondMessage: text('second_message'),
    ...timestamps(),
  },
  (t) => [unique('invitations_wedding_unique').on(t.weddingId)],
);
export type InvitationRow = typeof invitations.$inferSelect;

export const parents = pgTable(
  'parents',
  {
    id: id(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    showIfPastAway: boolean('show_if_past_away').notNull().default(false),
    parentOf: parentOf('parent_of').notNull(),
    ...timestamps(),
  },
  (t) => [index('parents_invitation_idx').on(t.invitationId)],
);
export type ParentRow = typeof parents.$inferSelect;

export const events = pgTable(
  'events',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    place: text('place'),
    address: text('address'),
    addressLink: text('address_link'),
    datetime: timestamptz('datetime'),
    showAddToCalendar: boolean('show_add_to_calendar').notNull().default(true),
    onlyAdults: boolean('only_adults').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('events_wedding_datetime_idx').on(t.weddingId, t.datetime)],
);
export type EventRow = typeof events.$inferSelect;

// The guests invited to an exclusive event.
export const eventGuests = pgTable(
  'event_guests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.guestId] }),
    index('event_guests_guest_idx').on(t.guestId),
  ],
);

// Reference data (seeded by migration). Dress slugs: long, cocktail, short; suit slugs: suit, tuxedo,
// tie, guayabera. svg is a 24×24 line icon drawn in currentColor.
export const dressCodeIcons = pgTable(
  'dress_code_icons',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: dressCodeIconType('type').notNull(),
    svg: text('svg').notNull(),
    ...timestamps(),
  },
  (t) => [unique('dress_code_icons_slug_unique').on(t.slug)],
);
export type DressCodeIconRow = typeof dressCodeIcons.$inferSelect;

// Reference data (seeded by migration), like the dress-code icons.
export const itineraryIcons = pgTable(
  'itinerary_icons',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    svg: text('svg').notNull(),
    ...timestamps(),
  },
  (t) => [unique('itinerary_icons_slug_unique').on(t.slug)],
);
export type ItineraryIconRow = typeof itineraryIcons.$inferSelect;

export const itineraryEvents = pgTable(
  'itinerary_events',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    datetime: timestamptz('datetime'),
    iconId: integer('icon_id').references(() => itineraryIcons.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('itinerary_events_wedding_datetime_idx').on(t.weddingId, t.datetime)],
);
export type ItineraryEventRow = typeof itineraryEvents.$inferSelect;

export const giftRegistries = pgTable(
  'gift_registries',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link'),
    ...timestamps(),
  },
  (t) => [index('gift_registries_wedding_idx').on(t.weddingId)],
);
export type GiftRegistryRow = typeof giftRegistries.$inferSelect;

export const accommodations = pgTable(
  'accommodations',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link'),
    address: text('address'),
    addressLink: text('address_link'),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [index('accommodations_wedding_idx').on(t.weddingId)],
);
export type AccommodationRow = typeof accommodations.$inferSelect;

// Cover and gallery images belong to a wedding, event images to an event: exactly one owner.
// storage_key locates the bytes in file storage; the API's src is derived from it.
export const images = pgTable(
  'images',
  {
    id: id(),
    type: imageType('type').notNull(),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    aspectRatio: doublePrecision('aspect_ratio').notNull(),
    // An 800 px wide WebP beside the original when the original is wider (srcset), else null.
    variantStorageKey: text('variant_storage_key'),
    variantWidth: integer('variant_width'),
    // Cover images only: a JPEG of at most 1200x630 under 300 KB for link previews.
    shareStorageKey: text('share_storage_key'),
    ...timestamps(),
  },
  (t) => [
    unique('images_storage_key_unique').on(t.storageKey),
    index('images_wedding_type_idx').on(t.weddingId, t.type),
    index('images_event_idx').on(t.eventId),
    check(
      'images_one_owner',
      sql`(${t.type} = 'eventImage' AND ${t.eventId} IS NOT NULL AND ${t.weddingId} IS NULL) OR (${t.type} <> 'eventImage' AND ${t.weddingId} IS NOT NULL AND ${t.eventId} IS NULL)`,
    ),
  ],
);
export type ImageRow = typeof images.$inferSelect;

// One song per wedding.
export const songs = pgTable(
  'songs',
  {
    id: id(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    playAutomatically: boolean('play_automatically').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('songs_wedding_unique').on(t.weddingId),
    unique('songs_storage_key_unique').on(t.storageKey),
  ],
);
export type SongRow = typeof songs.$inferSelect;
