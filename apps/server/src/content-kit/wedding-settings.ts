// The wedding's own settings (section flags, dress code and registry texts, the deadline to answer), shown as stored by the
// couple's view (weddings) and the guests' view (public-invitation) alike.
import type { WeddingRow } from '../db/schema/weddings.ts';

type WeddingSettingsRow = Pick<WeddingRow, (typeof SETTINGS)[number]>;

const SETTINGS = [
  'hasCountdown',
  'hasEventImages',
  'hasDigitalConfirmation',
  'invitationSectionEnabled',
  'giftRegistryMessage',
  'acceptsEnvelope',
  'dressCodeEnabled',
  'dressCode',
  'dressCodeDetails',
  'showDressCodeIcons',
  'confirmationEnabled',
  'foodRestrictionsEnabled',
  'messageEnabled',
  'rsvpDeadline',
  'lateAnswers',
  'contactPhone',
  'showEventsSectionTitle',
  'showDressCodeSectionTitle',
  'showItinerarySectionTitle',
  'showGiftRegistrySectionTitle',
  'showConfirmationSectionTitle',
  'showAccommodationsSectionTitle',
  'showGallerySectionTitle',
] as const;

/** The wedding's own settings (flags and texts), which every view of it shows as they are stored. */
export function weddingSettings(wedding: WeddingSettingsRow): WeddingSettingsRow {
  return Object.fromEntries(SETTINGS.map((key) => [key, wedding[key]])) as WeddingSettingsRow;
}

/** The wedding as both views name it: its settings, identity, day and design. */
export function weddingOwnFields(
  wedding: WeddingSettingsRow & Pick<WeddingRow, 'id' | 'name' | 'slug' | 'date' | 'designSlug'>,
) {
  return {
    ...weddingSettings(wedding),
    id: wedding.id,
    name: wedding.name,
    slug: wedding.slug,
    date: wedding.date.toISOString(),
    design: { slug: wedding.designSlug },
  };
}
