import { serverTexts } from '@convite/i18n/server-texts';
import { InvalidFieldsError } from '../../domain/errors.ts';
import type { IconCatalog } from '../icons/icons.service.ts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems, type FieldValues } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { toItineraryEventDto } from './itinerary-event-dto.ts';
import type { createItineraryEventsRepository } from './itinerary-events.repository.ts';

export const itineraryEventFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', operationId: 'updateItineraryEventName' },
  { key: 'datetime', kind: 'optionalTimestamp', operationId: 'updateItineraryEventDatetime' },
  { key: 'iconId', kind: 'optionalId', operationId: 'updateItineraryEventIconId' },
];

export function createItineraryEventsService(deps: {
  access: WeddingAccess;
  itineraryEvents: ReturnType<typeof createItineraryEventsRepository>;
  icons: IconCatalog;
}) {
  /** An icon, when one is chosen, must be one of the itinerary icons (422 under iconId). */
  async function checkIcon(_wedding: unknown, values: FieldValues): Promise<void> {
    const iconId = values['iconId'];
    if (typeof iconId !== 'number') return;
    if ((await deps.icons.findItinerary(iconId)) === null) {
      throw InvalidFieldsError.field('iconId', serverTexts.content.unknownIcon);
    }
  }

  return createContentItems({
    access: deps.access,
    store: deps.itineraryEvents,
    fields: itineraryEventFields,
    toDto: toItineraryEventDto,
    messages: serverTexts.itineraryEvents,
    check: checkIcon,
  });
}
