import type { components } from '@convite/api/schema';
import { toAccommodationDto } from '../accommodations/accommodation-dto.ts';
import { toEventDto } from '../events/event-dto.ts';
import { toGiftRegistryDto } from '../gift-registries/gift-registry-dto.ts';
import { toDressCodeIconDto } from '../icons/icon-dto.ts';
import { toImageDto } from '../images/image-dto.ts';
import { toInvitationPlanDto } from '../invitation-plans/invitation-plan-dto.ts';
import { toInvitationDto } from '../invitations/invitation-dto.ts';
import { toItineraryEventDto } from '../itinerary-events/itinerary-event-dto.ts';
import { toSongDto } from '../songs/song-dto.ts';
import { invitationLink } from '../../content-kit/invitation-links.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import { weddingOwnFields } from '../../content-kit/wedding-settings.ts';
import type { WeddingAggregate } from './weddings.repository.ts';
import { toPaymentDto } from '../payments/payments-dto.ts';

export type WeddingDto = components['schemas']['Wedding'];

export type WeddingDtoContext = {
  invitationUrl: string;
  publicUrl(key: string): string;
  now: Date;
};

export function toWeddingDto(wedding: WeddingAggregate, context: WeddingDtoContext): WeddingDto {
  const image = (row: WeddingAggregate['coverImages'][number]) =>
    toImageDto(row, context.publicUrl);
  return {
    ...weddingOwnFields(wedding),
    coverImages: wedding.coverImages.map(image),
    galleryImages: wedding.galleryImages.map(image),
    song: wedding.song === null ? null : toSongDto(wedding.song, context.publicUrl),
    invitation: toInvitationDto(wedding.invitation),
    events: wedding.events.map((event) => toEventDto(event, context.publicUrl)),
    itineraryEvents: wedding.itineraryEvents.map(toItineraryEventDto),
    giftRegistries: wedding.giftRegistries.map(toGiftRegistryDto),
    accommodations: wedding.accommodations.map(toAccommodationDto),
    dressIcon: wedding.dressIcon === null ? null : toDressCodeIconDto(wedding.dressIcon),
    suitIcon: wedding.suitIcon === null ? null : toDressCodeIconDto(wedding.suitIcon),
    active: isWeddingActive(wedding, context.now),
    link: invitationLink(context.invitationUrl, wedding.slug),
    clientId: wedding.clientId,
    invitationPlan: wedding.plan === null ? null : toInvitationPlanDto(wedding.plan),
    invitationPlanId: wedding.invitationPlanId,
    trialEndsAt: wedding.trialEndsAt?.toISOString() ?? null,
    payments: wedding.payments.map(toPaymentDto),
    dressIconId: wedding.dressIconId,
    suitIconId: wedding.suitIconId,
    createdAt: wedding.createdAt.toISOString(),
    updatedAt: wedding.updatedAt.toISOString(),
  };
}
