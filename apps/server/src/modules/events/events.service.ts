import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { MAX_MEAL_OPTIONS } from '@convite/rules/households';
import { PLAN_FEATURES } from '@convite/rules/plans';
import { InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import { toGuestDto, type GuestDto } from '../guests/guest-dto.ts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems, type FieldValues } from '../../content-kit/owned-content.ts';
import {
  assertFeature,
  editableWedding,
  type WeddingAccess,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.ts';
import { toEventDto, type EventDto } from './event-dto.ts';
import {
  UnknownMealOptionError,
  type EventsRepository,
  type MealOptionInput,
} from './events.repository.ts';

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

/** Names compared as guests read them: "Res" and " res " are the same meal. */
const sameName = (name: string) => name.normalize('NFC').toLocaleLowerCase('es');

/**
 * The menu as stored: at most MAX_MEAL_OPTIONS options, names trimmed, none blank, none twice (any
 * case), an id at most once. Every problem is reported under `mealOptions` (422).
 */
export function normalizeMealOptions(options: readonly MealOptionInput[]): MealOptionInput[] {
  const problems: LocalizedText[] = [];
  const texts = serverTexts.mealOptions;
  if (options.length > MAX_MEAL_OPTIONS) {
    problems.push(fill(texts.tooMany, { max: MAX_MEAL_OPTIONS }));
  }
  const normalized = options.map((option) => ({ ...option, name: option.name.trim() }));
  if (normalized.some((option) => option.name === '')) problems.push(texts.nameRequired);
  const seen = new Set<string>();
  for (const option of normalized) {
    if (option.name === '') continue;
    const key = sameName(option.name);
    if (seen.has(key)) problems.push(fill(texts.repeatedName, { name: option.name }));
    seen.add(key);
  }
  const ids = normalized.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  if (new Set(ids).size !== ids.length) problems.push(texts.unknownOption);
  if (problems.length > 0) throw new InvalidFieldsError({ mealOptions: problems });
  return normalized;
}

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

    /**
     * Replaces the menu of the caller's editable event (404 for another client's, 409 while the
     * wedding is inactive); options kept by id keep it, so the guests' choices of them stay.
     */
    async updateMealOptions(
      clientId: number,
      eventId: number,
      options: readonly MealOptionInput[],
    ): Promise<{ message: LocalizedText; event: EventDto }> {
      await editableWedding(deps.access, clientId, await deps.events.weddingIdOf(eventId));
      const menu = normalizeMealOptions(options);
      try {
        await deps.events.replaceMealOptions(eventId, menu);
      } catch (error) {
        if (!(error instanceof UnknownMealOptionError)) throw error;
        throw InvalidFieldsError.field('mealOptions', serverTexts.mealOptions.unknownOption);
      }
      return { message: serverTexts.mealOptions.saved, event: await items.present(eventId) };
    },

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
