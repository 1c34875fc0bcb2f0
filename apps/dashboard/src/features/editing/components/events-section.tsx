import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES } from '@convite/rules/plans';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchField } from '../api/content-calls.ts';
import {
  EditingSection,
  namesSummary,
  sectionTitleToggle,
  type SectionProps,
} from './editing-section.tsx';
import { EventGuests } from './event-guests.tsx';
import { ImageField } from './image-field.tsx';
import { ItemList } from './item-list.tsx';
import { MealMenuField } from './meal-menu-field.tsx';
import { PlanGate } from './plan-gate.tsx';
import { SettingToggle } from './setting-toggle.tsx';

type Event = Wedding['events'][number];

/** Events: the title flag, each event with its fields, menu, guests and images, and Add. */
export function EventsSection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="events"
      title={t('editing.events.title')}
      summary={namesSummary(wedding.events, t('editing.summary.none'))}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showEventsSectionTitle')}
    >
      <ItemList
        resource="events"
        items={wedding.events}
        nameLabel={t('editing.events.name')}
        addLabel={t('editing.events.add')}
        fields={[
          { key: 'place', label: t('editing.events.place'), kind: 'text' },
          { key: 'address', label: t('editing.events.address'), kind: 'text' },
          {
            key: 'addressLink',
            label: t('editing.events.addressLink'),
            kind: 'link',
          },
          { key: 'datetime', label: t('editing.events.datetime'), kind: 'date' },
          {
            key: 'showAddToCalendar',
            label: t('editing.events.showAddToCalendar'),
            kind: 'toggle',
          },
          { key: 'onlyAdults', label: t('editing.events.onlyAdults'), kind: 'toggle' },
        ]}
        newItem={{ weddingId: wedding.id }}
        disabled={disabled}
        extra={(event) => <EventPlanFields event={event} wedding={wedding} disabled={disabled} />}
      />
    </EditingSection>
  );
}

type EventPlanFieldsProps = { event: Event; wedding: Wedding; disabled: boolean };

/** An event's menu, then what it has when the plan allows it: exclusivity with its guests, images. */
function EventPlanFields({ event, wedding, disabled }: EventPlanFieldsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <MealMenuField event={event} disabled={disabled} />
      <PlanGate wedding={wedding} feature={PLAN_FEATURES.exclusiveEvents}>
        {() => (
          <>
            <SettingToggle
              label={t('editing.events.isExclusive')}
              checked={event.isExclusive}
              disabled={disabled}
              save={(isExclusive) =>
                patchField('/events/{id}/is-exclusive', event.id, { isExclusive })
              }
            />
            {event.isExclusive && (
              <EventGuests eventId={event.id} weddingId={wedding.id} disabled={disabled} />
            )}
          </>
        )}
      </PlanGate>
      <PlanGate wedding={wedding} feature={PLAN_FEATURES.eventImages}>
        {(allowance) => (
          <ImageField
            label={t('editing.events.images')}
            images={event.images}
            owner={{ type: 'eventImage', eventId: event.id }}
            max={allowance.max}
            isTestMode={allowance.isTestMode}
            disabled={disabled}
          />
        )}
      </PlanGate>
    </>
  );
}
