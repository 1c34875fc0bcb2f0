import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES } from '../../../lib/plan-features.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { createItem, deleteItem, patchField } from '../api/content-calls.ts';
import { AddItemForm } from './add-item-form.tsx';
import { EditingSection } from './editing-section.tsx';
import { EventGuests } from './event-guests.tsx';
import { ImageField } from './image-field.tsx';
import { ItemCard } from './item-card.tsx';
import { PlanGate } from './plan-gate.tsx';
import { DateSetting, TextSetting, type TextSettingProps } from './setting-field.tsx';
import { SettingToggle } from './setting-toggle.tsx';

type Event = Wedding['events'][number];

/** Events: the title flag, each event with its fields, guests and images, and Add. */
export function EventsSection({ wedding, disabled }: { wedding: Wedding; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="events"
      title={t('editing.events.title')}
      disabled={disabled}
      titleToggle={{
        checked: wedding.showEventsSectionTitle,
        save: (showEventsSectionTitle) =>
          patchField('/weddings/{id}/show-events-section-title', wedding.id, {
            showEventsSectionTitle,
          }),
      }}
    >
      {wedding.events.length > 0 && (
        <ul className="items">
          {wedding.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} wedding={wedding} disabled={disabled} />
            </li>
          ))}
        </ul>
      )}
      <AddItemForm
        addLabel={t('editing.events.add')}
        nameLabel={t('editing.events.name')}
        disabled={disabled}
        create={(name) => createItem('/events', { name, weddingId: wedding.id })}
      />
    </EditingSection>
  );
}

type EventCardProps = { event: Event; wedding: Wedding; disabled: boolean };

function EventCard({ event, wedding, disabled }: EventCardProps) {
  const { t } = useTranslation('dashboard');
  const text = (
    label: string,
    value: string | null,
    save: TextSettingProps['save'],
    maxLength = 300,
  ) => (
    <TextSetting
      label={label}
      value={value}
      disabled={disabled}
      maxLength={maxLength}
      save={save}
    />
  );
  return (
    <ItemCard
      name={event.name}
      disabled={disabled}
      remove={() => deleteItem('/events/{id}', event.id)}
    >
      <TextSetting
        label={t('editing.events.name')}
        value={event.name}
        maxLength={100}
        disabled={disabled}
        save={(name) => patchField('/events/{id}/name', event.id, { name: name ?? '' })}
      />
      {text(t('editing.events.place'), event.place, (place) =>
        patchField('/events/{id}/place', event.id, { place }),
      )}
      {text(t('editing.events.address'), event.address, (address) =>
        patchField('/events/{id}/address', event.id, { address }),
      )}
      {text(
        t('editing.events.addressLink'),
        event.addressLink,
        (addressLink) => patchField('/events/{id}/address-link', event.id, { addressLink }),
        2048,
      )}
      <DateSetting
        label={t('editing.events.datetime')}
        value={event.datetime}
        disabled={disabled}
        save={(datetime) => patchField('/events/{id}/datetime', event.id, { datetime })}
      />
      <SettingToggle
        label={t('editing.events.showAddToCalendar')}
        checked={event.showAddToCalendar}
        disabled={disabled}
        save={(showAddToCalendar) =>
          patchField('/events/{id}/show-add-to-calendar', event.id, { showAddToCalendar })
        }
      />
      <SettingToggle
        label={t('editing.events.onlyAdults')}
        checked={event.onlyAdults}
        disabled={disabled}
        save={(onlyAdults) => patchField('/events/{id}/only-adults', event.id, { onlyAdults })}
      />
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
    </ItemCard>
  );
}
