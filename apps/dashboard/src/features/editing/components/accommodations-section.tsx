import { useTranslation } from 'react-i18next';
import {
  EditingSection,
  namesSummary,
  sectionTitleToggle,
  type SectionProps,
} from './editing-section.tsx';
import { ItemList } from './item-list.tsx';

/** Accommodations: the title flag, each place (name, link, address, map link, message), Add. */
export function AccommodationsSection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="accommodations"
      title={t('editing.accommodations.title')}
      summary={namesSummary(wedding.accommodations, t('editing.summary.none'))}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showAccommodationsSectionTitle')}
    >
      <ItemList
        resource="accommodations"
        items={wedding.accommodations}
        nameLabel={t('editing.accommodations.name')}
        addLabel={t('editing.accommodations.add')}
        fields={[
          { key: 'link', label: t('editing.accommodations.link'), kind: 'link' },
          {
            key: 'address',
            label: t('editing.accommodations.address'),
            kind: 'text',
          },
          {
            key: 'addressLink',
            label: t('editing.accommodations.addressLink'),
            kind: 'link',
          },
          {
            key: 'message',
            label: t('editing.accommodations.message'),
            kind: 'message',
          },
        ]}
        newItem={{ weddingId: wedding.id }}
        disabled={disabled}
      />
    </EditingSection>
  );
}
