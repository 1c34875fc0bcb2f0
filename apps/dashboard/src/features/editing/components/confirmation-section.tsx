import { useTranslation } from 'react-i18next';
import { EditingSection, sectionTitleToggle, type SectionProps } from './editing-section.tsx';
import { SettingFields } from './setting-fields.tsx';

/** Confirmation: the title flag and what the guests' confirmation form asks. */
export function ConfirmationSection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="confirmation"
      title={t('editing.confirmation.title')}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showConfirmationSectionTitle')}
    >
      <SettingFields
        resource="weddings"
        item={wedding}
        fields={[
          { key: 'confirmationEnabled', label: t('editing.confirmation.enabled'), kind: 'toggle' },
          {
            key: 'foodRestrictionsEnabled',
            label: t('editing.confirmation.foodRestrictions'),
            kind: 'toggle',
          },
          { key: 'messageEnabled', label: t('editing.confirmation.message'), kind: 'toggle' },
        ]}
        disabled={disabled}
      />
    </EditingSection>
  );
}
