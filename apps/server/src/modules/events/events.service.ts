import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { PLAN_FEATURES } from '@convite/rules/plans';
import { NotFoundError } from '../../domain/errors.ts';
import { toGuestDto, type GuestDto } from '../guests/guest-dto.ts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems, type FieldValues } from '../../content-kit/owned-content.ts';
import {
  assertFeature,
  editableWedding,
  type WeddingAccess,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.ts';
import { toEventDto } from './event-dto.ts';
import type { EventsRepository } from './events.repository.ts';

export const eventFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', operationId: 'updateEventName' },
  { key: 'place', kind: 'optionalText', operationId: 'updateEventPlace' },
  { key: 'address', kind: 'optionalText', operationId: 'updateEventAddress' },
  { key: 'addressLink', kind: 'optionalLink', operationId: 'updateEventAddressLink' },
  { key: 'datetime', kind: 'optionalTimestamp', operationId: 'updateEventDatetime' },
  { key: 'showAddToCalendar', kind: 'boolean', operationId: 'updateEventShowAddToCalendar' },
  { key: 'onlyAdults', kind: 'boolean', operationId: 'updateEventOnlyAdults' },
  { key: 'isExclusive', kind: 'boolean', operationId: 'updateEventIsExclusive' },
];

export type EventsServiceDeps = {
  access: WeddingAccess;
  events: EventsRepository;
  invitationUrl: string;
  publicUrl(key: string): string;
  /** Removes stored files (an event's images when the event is deleted). */
  deleteFile(key: string): Promise<void>;
};

/** Making an event exclusive needs the plan's exclusive-events feature. */
function checkExclusive(wedding: WeddingWithPlan, values: FieldValues): void {
  if (values['isExclusive'] === true) assertFeature(wedding, PLAN_FEATURES.exclusiveEvents);
}

export function createEventsService(deps: EventsServiceDeps) {
  const items = createContentItems({
    access: deps.access,
    store: deps.events,
    fields: eventFields,
    toDto: (row) => toEventDto(row, deps.publicUrl),
    messages: serverTexts.events,
    check: checkExclusive,
  });

  /** The caller's event and a guest of the same wedding (404 for anything else). */
  async function eventAndGuest(clientId: number, eventId: number, guestId: number) {
    const wedding = await editableWedding(
      deps.access,
      clientId,
      await deps.events.weddingIdOf(eventId),
    );
    if ((await deps.events.guestWeddingId(guestId)) !== wedding.id) throw new NotFoundError();
  }

  return {
    ...items,

    async remove(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      const imageKeys = await deps.events.imageKeysOf(id);
      const result = await items.remove(clientId, id);
      await Promise.allSettled(imageKeys.map((key) => deps.deleteFile(key)));
      return result;
    },

    /** The guests invited to the caller's event (readable while inactive too). */
    async listGuests(clientId: number, eventId: number): Promise<GuestDto[]> {
      const weddingId = await deps.events.weddingIdOf(eventId);
      if (weddingId === null) throw new NotFoundError();
      await deps.access.ownedWedding(clientId, weddingId);
      const guests = await deps.events.listGuests(eventId);
      return guests.map((guest) => toGuestDto(guest, deps.invitationUrl));
    },

    async addGuest(
      clientId: number,
      eventId: number,
      guestId: number,
    ): Promise<{ message: LocalizedText; guest: GuestDto }> {
      await eventAndGuest(clientId, eventId, guestId);
      await deps.events.addGuest(eventId, guestId);
      const guest = await deps.events.findGuest(guestId);
      if (guest === null) throw new NotFoundError();
      return {
        message: serverTexts.events.guestAdded,
        guest: toGuestDto(guest, deps.invitationUrl),
      };
    },

    async removeGuest(
      clientId: number,
      eventId: number,
      guestId: number,
    ): Promise<{ message: LocalizedText }> {
      await eventAndGuest(clientId, eventId, guestId);
      await deps.events.removeGuest(eventId, guestId);
      return { message: serverTexts.events.guestRemoved };
    },
  };
}
