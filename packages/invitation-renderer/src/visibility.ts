import type { EventModel, InvitationGuestModel, InvitationModel } from './model.ts';

// Which sections and events an invitation shows. A section shows when it is enabled (the sections
// with a switch) or has something in it (the lists); its title only when its flag says so.

/** Exclusive events only for a guest whose list names them, whatever the server sent. */
export function visibleEvents(
  events: EventModel[],
  guest: InvitationGuestModel | null,
): EventModel[] {
  return events.filter(
    (event) => !event.isExclusive || (guest?.events.includes(event.id) ?? false),
  );
}

export const hasText = (value: string | null | undefined): value is string =>
  Boolean(value?.trim());

export function showsMessages(wedding: InvitationModel): boolean {
  const { invitation } = wedding;
  return (
    wedding.invitationSectionEnabled &&
    (hasText(invitation.firstMessage) ||
      hasText(invitation.secondMessage) ||
      invitation.bridesParents.length > 0 ||
      invitation.groomsParents.length > 0)
  );
}

export function showsDressCodeIcons(wedding: InvitationModel): boolean {
  return wedding.showDressCodeIcons && Boolean(wedding.dressIcon || wedding.suitIcon);
}

export function showsDressCode(wedding: InvitationModel): boolean {
  return (
    wedding.dressCodeEnabled &&
    (hasText(wedding.dressCode) ||
      hasText(wedding.dressCodeDetails) ||
      showsDressCodeIcons(wedding))
  );
}

export function showsGiftRegistry(wedding: InvitationModel): boolean {
  return (
    wedding.giftRegistries.length > 0 ||
    hasText(wedding.giftRegistryMessage) ||
    wedding.acceptsEnvelope
  );
}

export function showsConfirmation(wedding: InvitationModel): boolean {
  return wedding.hasDigitalConfirmation && wedding.confirmationEnabled;
}
