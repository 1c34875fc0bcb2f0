import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchField } from '../api/content-calls.ts';
import { EditingSection } from './editing-section.tsx';
import { SettingToggle } from './setting-toggle.tsx';

/** Confirmation: the title flag and what the guests' confirmation form asks. */
export function ConfirmationSection({
  wedding,
  disabled,
}: {
  wedding: Wedding;
  disabled: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="confirmation"
      title={t('editing.confirmation.title')}
      disabled={disabled}
      titleToggle={{
        checked: wedding.showConfirmationSectionTitle,
        save: (showConfirmationSectionTitle) =>
          patchField('/weddings/{id}/show-confirmation-section-title', wedding.id, {
            showConfirmationSectionTitle,
          }),
      }}
    >
      <SettingToggle
        label={t('editing.confirmation.enabled')}
        checked={wedding.confirmationEnabled}
        disabled={disabled}
        save={(confirmationEnabled) =>
          patchField('/weddings/{id}/confirmation-enabled', wedding.id, { confirmationEnabled })
        }
      />
      <SettingToggle
        label={t('editing.confirmation.foodRestrictions')}
        checked={wedding.foodRestrictionsEnabled}
        disabled={disabled}
        save={(foodRestrictionsEnabled) =>
          patchField('/weddings/{id}/food-restrictions-enabled', wedding.id, {
            foodRestrictionsEnabled,
          })
        }
      />
      <SettingToggle
        label={t('editing.confirmation.message')}
        checked={wedding.messageEnabled}
        disabled={disabled}
        save={(messageEnabled) =>
          patchField('/weddings/{id}/message-enabled', wedding.id, { messageEnabled })
        }
      />
    </EditingSection>
  );
}
