import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { createItem, deleteItem, patchField } from '../api/content-calls.ts';
import { itineraryIconsQuery } from '../api/icons.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemCard } from './item-card.tsx';
import { EditingSection } from './editing-section.tsx';
import { IconPreview, iconOptions } from './icon-choice.tsx';
import { DateSetting, SelectSetting, TextSetting } from './setting-field.tsx';

/** Itinerary: the title flag, the items (name, time, icon or "Sin ícono") and Add. */
export function ItinerarySection({ wedding, disabled }: { wedding: Wedding; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const icons = useQuery(itineraryIconsQuery()).data ?? [];
  const noIcon = t('editing.itinerary.noIcon');
  const options = iconOptions(icons);
  const display = (id: number | null) => (
    <IconPreview icon={icons.find((icon) => icon.id === id)} noneLabel={noIcon} />
  );
  return (
    <EditingSection
      id="itinerary"
      title={t('editing.itinerary.title')}
      disabled={disabled}
      titleToggle={{
        checked: wedding.showItinerarySectionTitle,
        save: (showItinerarySectionTitle) =>
          patchField('/weddings/{id}/show-itinerary-section-title', wedding.id, {
            showItinerarySectionTitle,
          }),
      }}
    >
      {wedding.itineraryEvents.length > 0 && (
        <ul className="items">
          {wedding.itineraryEvents.map((item) => (
            <li key={item.id}>
              <ItemCard
                name={item.name}
                disabled={disabled}
                remove={() => deleteItem('/itinerary-events/{id}', item.id)}
              >
                <TextSetting
                  label={t('editing.itinerary.name')}
                  value={item.name}
                  maxLength={100}
                  disabled={disabled}
                  save={(name) =>
                    patchField('/itinerary-events/{id}/name', item.id, { name: name ?? '' })
                  }
                />
                <DateSetting
                  label={t('editing.itinerary.datetime')}
                  value={item.datetime}
                  disabled={disabled}
                  save={(datetime) =>
                    patchField('/itinerary-events/{id}/datetime', item.id, { datetime })
                  }
                />
                <SelectSetting
                  label={t('editing.itinerary.icon')}
                  value={item.iconId}
                  options={options}
                  noneLabel={noIcon}
                  display={display}
                  disabled={disabled}
                  save={(iconId) =>
                    patchField('/itinerary-events/{id}/icon-id', item.id, { iconId })
                  }
                />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      <AddItemForm
        addLabel={t('editing.itinerary.add')}
        nameLabel={t('editing.itinerary.name')}
        disabled={disabled}
        create={(name) => createItem('/itinerary-events', { name, weddingId: wedding.id })}
      />
    </EditingSection>
  );
}
