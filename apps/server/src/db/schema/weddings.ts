import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { id, timestamps, timestamptz } from './columns.ts';
import { dressCodeIcons } from './content.ts';
import { invitationPlans } from './plans.ts';

export const lateAnswers = pgEnum('late_answers', ['accepted', 'closed']);

// One wedding per client. Whether a wedding is active is computed by the service: a plan and not
// deactivated by staff (deactivated_at), or a running trial (trial_ends_at, set once).
export const weddings = pgTable(
  'weddings',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    date: timestamptz('date').notNull(),
    deactivatedAt: timestamptz('deactivated_at'),
    designSlug: text('design_slug').notNull().default('etiqueta'),
    invitationPlanId: integer('invitation_plan_id').references(() => invitationPlans.id, {
      onDelete: 'restrict',
    }),
    trialEndsAt: timestamptz('trial_ends_at'),
    hasCountdown: boolean('has_countdown').notNull().default(true),
    hasEventImages: boolean('has_event_images').notNull().default(false),
    hasDigitalConfirmation: boolean('has_digital_confirmation').notNull().default(true),
    invitationSectionEnabled: boolean('invitation_section_enabled').notNull().default(true),
    dressCodeEnabled: boolean('dress_code_enabled').notNull().default(true),
    dressCode: text('dress_code'),
    dressCodeDetails: text('dress_code_details'),
    showDressCodeIcons: boolean('show_dress_code_icons').notNull().default(true),
    dressIconId: integer('dress_icon_id').references(() => dressCodeIcons.id, {
      onDelete: 'set null',
    }),
    suitIconId: integer('suit_icon_id').references(() => dressCodeIcons.id, {
      onDelete: 'set null',
    }),
    acceptsEnvelope: boolean('accepts_envelope').notNull().default(false),
    giftRegistryMessage: text('gift_registry_message'),
    confirmationEnabled: boolean('confirmation_enabled').notNull().default(true),
    foodRestrictionsEnabled: boolean('food_restrictions_enabled').notNull().default(false),
    messageEnabled: boolean('message_enabled').notNull().default(false),
    /** The couple's deadline to answer: a calendar day in Mexico City (YYYY-MM-DD), or none. */
    rsvpDeadline: date('rsvp_deadline', { mode: 'string' }),
    /** After the deadline: answers are still taken (and marked late) or the form closes. */
    lateAnswers: lateAnswers('late_answers').notNull().default('accepted'),
    /** The couple's WhatsApp number for guests (E.164), or none: the closed form offers a message. */
    contactPhone: text('contact_phone'),
    /** The deadline the couple was last emailed about (the guests still missing): once per deadline. */
    deadlineRemindedFor: date('deadline_reminded_for', { mode: 'string' }),
    showEventsSectionTitle: boolean('show_events_section_title').notNull().default(true),
    showDressCodeSectionTitle: boolean('show_dress_code_section_title').notNull().default(true),
    showItinerarySectionTitle: boolean('show_itinerary_section_title').notNull().default(true),
    showGiftRegistrySectionTitle: boolean('show_gift_registry_section_title')
      .notNull()
      .default(true),
    showConfirmationSectionTitle: boolean('show_confirmation_section_title')
      .notNull()
      .default(true),
    showAccommodationsSectionTitle: boolean('show_accommodations_section_title')
      .notNull()
      .default(true),
    showGallerySectionTitle: boolean('show_gallery_section_title').notNull().default(true),
    /**
     * Raised by database triggers (migration 0006) on every change to the invitation's content in
     * other tables, so a cached copy of that content can be checked in the same read as the guest.
     */
    contentVersion: integer('content_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('weddings_client_unique').on(t.clientId),
    unique('weddings_slug_unique').on(t.slug),
    index('weddings_plan_idx').on(t.invitationPlanId),
    index('weddings_created_at_idx').on(t.createdAt),
    check('weddings_slug_format', sql`${t.slug} ~ '^[a-z0-9-]{3,60}$'`),
  ],
);
export type WeddingRow = typeof weddings.$inferSelect;
