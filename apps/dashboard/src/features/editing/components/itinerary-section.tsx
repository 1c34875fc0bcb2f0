import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itineraryIconsQuery } from '../api/icons.ts';
import {
  EditingSection,
  namesSummary,
  sectionTitleToggle,
  type SectionProps,
} from './editing-section.tsx';
import { IconPreview, iconOptions } from './icon-choice.tsx';
import { ItemList } from './item-list.tsx';

/** Itinerary: the title flag, the items (name, time, icon or "Sin ícono") and Add. */
export function ItinerarySection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  const icons = useQuery(itineraryIconsQuery()).data ?? [];
  const noIcon = t('editing.itinerary.noIcon');
  const display = (id: number | null) => (
    <IconPreview icon={icons.find((icon) => icon.id === id)} noneLabel={noIcon} />
  );
  return (
    <EditingSection
      id="itinerary"
      title={t('editing.itinerary.title')}
      summary={namesSummary(wedding.itineraryEvents, t('editing.summary.none'))}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showItinerarySectionTitle')}
    >
      <ItemList
        resource="itinerary-events"
        items={wedding.itineraryEvents}
        nameLabel={t('editing.itinerary.name')}
        addLabel={t('editing.itinerary.add')}
        fields={[
          { key: 'datetime', label: t('editing.itinerary.datetime'), kind: 'date' },
          {
            key: 'iconId',
            label: t('editing.itinerary.icon'),
            kind: 'select',
            options: iconOptions(icons),
            noneLabel: noIcon,
            display,
          },
        ]}
        newItem={{ weddingId: wedding.id }}
        disabled={disabled}
      />
    </EditingSection>
  );
}
