import { useTranslation } from 'react-i18next';
import {
  EditingSection,
  namesSummary,
  sectionTitleToggle,
  type SectionProps,
} from './editing-section.tsx';
import { ItemList } from './item-list.tsx';
import { SettingFields } from './setting-fields.tsx';

/** Gift registry: the title flag, the message, the registries (name, link), Add, the envelope flag. */
export function GiftRegistrySection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="gift-registry"
      title={t('editing.giftRegistry.title')}
      summary={namesSummary(wedding.giftRegistries, t('editing.summary.none'))}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showGiftRegistrySectionTitle')}
    >
      <SettingFields
        resource="weddings"
        item={wedding}
        fields={[
          {
            key: 'giftRegistryMessage',
            label: t('editing.giftRegistry.message'),
            kind: 'message',
          },
        ]}
        disabled={disabled}
      />
      <ItemList
        resource="gift-registries"
        items={wedding.giftRegistries}
        nameLabel={t('editing.giftRegistry.name')}
        addLabel={t('editing.giftRegistry.add')}
        fields={[{ key: 'link', label: t('editing.giftRegistry.link'), kind: 'link' }]}
        newItem={{ weddingId: wedding.id }}
        disabled={disabled}
      />
      <SettingFields
        resource="weddings"
        item={wedding}
        fields={[
          {
            key: 'acceptsEnvelope',
            label: t('editing.giftRegistry.acceptsEnvelope'),
            kind: 'toggle',
          },
        ]}
        disabled={disabled}
      />
    </EditingSection>
  );
}
