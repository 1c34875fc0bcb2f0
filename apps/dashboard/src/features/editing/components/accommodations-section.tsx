import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { createItem, deleteItem, patchField } from '../api/content-calls.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemCard } from './item-card.tsx';
import { EditingSection } from './editing-section.tsx';
import { TextSetting } from './setting-field.tsx';

/** Accommodations: the title flag, each place (name, link, address, map link, message), Add. */
export function AccommodationsSection({
  wedding,
  disabled,
}: {
  wedding: Wedding;
  disabled: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="accommodations"
      title={t('editing.accommodations.title')}
      disabled={disabled}
      titleToggle={{
        checked: wedding.showAccommodationsSectionTitle,
        save: (showAccommodationsSectionTitle) =>
          patchField('/weddings/{id}/show-accommodations-section-title', wedding.id, {
            showAccommodationsSectionTitle,
          }),
      }}
    >
      {wedding.accommodations.length > 0 && (
        <ul className="items">
          {wedding.accommodations.map((place) => (
            <li key={place.id}>
              <ItemCard
                name={place.name}
                disabled={disabled}
                remove={() => deleteItem('/accommodations/{id}', place.id)}
              >
                <TextSetting
                  label={t('editing.accommodations.name')}
                  value={place.name}
                  maxLength={100}
                  disabled={disabled}
                  save={(name) =>
                    patchField('/accommodations/{id}/name', place.id, { name: name ?? '' })
                  }
                />
                <TextSetting
                  label={t('editing.accommodations.link')}
                  value={place.link}
                  maxLength={2048}
                  disabled={disabled}
                  save={(link) => patchField('/accommodations/{id}/link', place.id, { link })}
                />
                <TextSetting
                  label={t('editing.accommodations.address')}
                  value={place.address}
                  maxLength={300}
                  disabled={disabled}
                  save={(address) =>
                    patchField('/accommodations/{id}/address', place.id, { address })
                  }
                />
                <TextSetting
                  label={t('editing.accommodations.addressLink')}
                  value={place.addressLink}
                  maxLength={2048}
                  disabled={disabled}
                  save={(addressLink) =>
                    patchField('/accommodations/{id}/address-link', place.id, { addressLink })
                  }
                />
                <TextSetting
                  label={t('editing.accommodations.message')}
                  value={place.message}
                  multiline
                  maxLength={1000}
                  disabled={disabled}
                  save={(message) =>
                    patchField('/accommodations/{id}/message', place.id, { message })
                  }
                />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      <AddItemForm
        addLabel={t('editing.accommodations.add')}
        nameLabel={t('editing.accommodations.name')}
        disabled={disabled}
        create={(name) => createItem('/accommodations', { name, weddingId: wedding.id })}
      />
    </EditingSection>
  );
}
