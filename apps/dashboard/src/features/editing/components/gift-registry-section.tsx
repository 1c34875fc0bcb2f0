import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { createItem, deleteItem, patchField } from '../api/content-calls.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemCard } from './item-card.tsx';
import { EditingSection } from './editing-section.tsx';
import { TextSetting } from './setting-field.tsx';
import { SettingToggle } from './setting-toggle.tsx';

/** Gift registry: the title flag, the message, the registries (name, link), Add, the envelope flag. */
export function GiftRegistrySection({
  wedding,
  disabled,
}: {
  wedding: Wedding;
  disabled: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="gift-registry"
      title={t('editing.giftRegistry.title')}
      disabled={disabled}
      titleToggle={{
        checked: wedding.showGiftRegistrySectionTitle,
        save: (showGiftRegistrySectionTitle) =>
          patchField('/weddings/{id}/show-gift-registry-section-title', wedding.id, {
            showGiftRegistrySectionTitle,
          }),
      }}
    >
      <TextSetting
        label={t('editing.giftRegistry.message')}
        value={wedding.giftRegistryMessage}
        multiline
        maxLength={1000}
        disabled={disabled}
        save={(giftRegistryMessage) =>
          patchField('/weddings/{id}/gift-registry-message', wedding.id, { giftRegistryMessage })
        }
      />
      {wedding.giftRegistries.length > 0 && (
        <ul className="items">
          {wedding.giftRegistries.map((registry) => (
            <li key={registry.id}>
              <ItemCard
                name={registry.name}
                disabled={disabled}
                remove={() => deleteItem('/gift-registries/{id}', registry.id)}
              >
                <TextSetting
                  label={t('editing.giftRegistry.name')}
                  value={registry.name}
                  maxLength={100}
                  disabled={disabled}
                  save={(name) =>
                    patchField('/gift-registries/{id}/name', registry.id, { name: name ?? '' })
                  }
                />
                <TextSetting
                  label={t('editing.giftRegistry.link')}
                  value={registry.link}
                  maxLength={2048}
                  disabled={disabled}
                  save={(link) => patchField('/gift-registries/{id}/link', registry.id, { link })}
                />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      <AddItemForm
        addLabel={t('editing.giftRegistry.add')}
        nameLabel={t('editing.giftRegistry.name')}
        disabled={disabled}
        create={(name) => createItem('/gift-registries', { name, weddingId: wedding.id })}
      />
      <SettingToggle
        label={t('editing.giftRegistry.acceptsEnvelope')}
        checked={wedding.acceptsEnvelope}
        disabled={disabled}
        save={(acceptsEnvelope) =>
          patchField('/weddings/{id}/accepts-envelope', wedding.id, { acceptsEnvelope })
        }
      />
    </EditingSection>
  );
}
