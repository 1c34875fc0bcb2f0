import type { InvitationModel } from '@convite/invitation-renderer/model';
import type { Wedding } from './wedding.ts';

/**
 * The couple's own wedding (GET /weddings/{id}) as the renderer takes it, for the theme preview and
 * the editing tab's live preview: the public content only. Account fields (plan, payments, trial,
 * link, client) stay behind.
 */
export function weddingToInvitation(wedding: Wedding): InvitationModel {
  return {
    id: wedding.id,
    name: wedding.name,
    slug: wedding.slug,
    date: wedding.date,
    design: { slug: wedding.design.slug },
    hasCountdown: wedding.hasCountdown,
    hasEventImages: wedding.hasEventImages,
    hasDigitalConfirmation: wedding.hasDigitalConfirmation,
    coverImages: wedding.coverImages.slice(0, 1),
    galleryImages: wedding.galleryImages,
    song: wedding.song,
    invitationSectionEnabled: wedding.invitationSectionEnabled,
    invitation: wedding.invitation,
    events: wedding.events,
    itineraryEvents: wedding.itineraryEvents,
    giftRegistries: wedding.giftRegistries,
    giftRegistryMessage: wedding.giftRegistryMessage,
    acceptsEnvelope: wedding.acceptsEnvelope,
    accommodations: wedding.accommodations,
    dressCodeEnabled: wedding.dressCodeEnabled,
    dressCode: wedding.dressCode,
    dressCodeDetails: wedding.dressCodeDetails,
    showDressCodeIcons: wedding.showDressCodeIcons,
    dressIcon: wedding.dressIcon,
    suitIcon: wedding.suitIcon,
    confirmationEnabled: wedding.confirmationEnabled,
    foodRestrictionsEnabled: wedding.foodRestrictionsEnabled,
    messageEnabled: wedding.messageEnabled,
    rsvpDeadline: wedding.rsvpDeadline,
    // The preview shows the form closed after the deadline when the couple closed late answers.
    lateAnswers: wedding.lateAnswers,
    // The couple's WhatsApp, which a guest's closed form offers a message to.
    contactPhone: wedding.contactPhone,
    showEventsSectionTitle: wedding.showEventsSectionTitle,
    showDressCodeSectionTitle: wedding.showDressCodeSectionTitle,
    showItinerarySectionTitle: wedding.showItinerarySectionTitle,
    showGiftRegistrySectionTitle: wedding.showGiftRegistrySectionTitle,
    showConfirmationSectionTitle: wedding.showConfirmationSectionTitle,
    showAccommodationsSectionTitle: wedding.showAccommodationsSectionTitle,
    showGallerySectionTitle: wedding.showGallerySectionTitle,
  };
}
