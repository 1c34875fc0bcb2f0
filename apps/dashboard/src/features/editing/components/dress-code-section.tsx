import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { patchField } from '../api/content-calls.ts';
import { dressCodeIconsQuery } from '../api/icons.ts';
import {
  EditingSection,
  sectionTitleToggle,
  useTextSummary,
  type SectionProps,
} from './editing-section.tsx';
import { IconPreview, iconOptions } from './icon-choice.tsx';
import { SelectSetting, TextSetting } from './setting-field.tsx';
import { SettingToggle } from './setting-toggle.tsx';

/** Dress code: the title flag, the two texts, the icons flag and the dress and suit icon pickers. */
export function DressCodeSection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  const summary = useTextSummary(wedding.dressCodeEnabled, wedding.dressCode);
  // A failed load leaves the pickers empty (a silent failure, as the specification says).
  const icons = useQuery(dressCodeIconsQuery()).data ?? [];
  const noIcon = t('editing.dressCode.noIcon');
  const picker = (type: 'dress' | 'suit') => {
    const choices = icons.filter((icon) => icon.type === type);
    return {
      options: iconOptions(choices),
      noneLabel: noIcon,
      display: (id: number | null) => (
        <IconPreview icon={choices.find((icon) => icon.id === id)} noneLabel={noIcon} />
      ),
    };
  };
  return (
    <EditingSection
      id="dress-code"
      title={t('editing.dressCode.title')}
      summary={summary}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showDressCodeSectionTitle')}
    >
      <TextSetting
        label={t('editing.dressCode.dressCode')}
        value={wedding.dressCode}
        maxLength={100}
        disabled={disabled}
        save={(dressCode) => patchField('/weddings/{id}/dress-code', wedding.id, { dressCode })}
      />
      <TextSetting
        label={t('editing.dressCode.details')}
        value={wedding.dressCodeDetails}
        multiline
        maxLength={1000}
        disabled={disabled}
        save={(dressCodeDetails) =>
          patchField('/weddings/{id}/dress-code-details', wedding.id, { dressCodeDetails })
        }
      />
      <SettingToggle
        label={t('editing.dressCode.showIcons')}
        checked={wedding.showDressCodeIcons}
        disabled={disabled}
        save={(showDressCodeIcons) =>
          patchField('/weddings/{id}/show-dress-code-icons', wedding.id, { showDressCodeIcons })
        }
      />
      <div className="icon-pickers">
        <SelectSetting
          label={t('editing.dressCode.dressIcon')}
          value={wedding.dressIconId}
          {...picker('dress')}
          disabled={disabled}
          save={(dressIconId) =>
            patchField('/weddings/{id}/dress-icon', wedding.id, { dressIconId })
          }
        />
        <SelectSetting
          label={t('editing.dressCode.suitIcon')}
          value={wedding.suitIconId}
          {...picker('suit')}
          disabled={disabled}
          save={(suitIconId) => patchField('/weddings/{id}/suit-icon', wedding.id, { suitIconId })}
        />
      </div>
    </EditingSection>
  );
}
