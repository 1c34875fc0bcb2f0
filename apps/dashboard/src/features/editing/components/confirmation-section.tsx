import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { useTranslation } from 'react-i18next';
import { ContactPhoneSetting } from './contact-phone-setting.tsx';
import { EditingSection, sectionTitleToggle, type SectionProps } from './editing-section.tsx';
import { LateAnswersChoice } from './late-answers-choice.tsx';
import { QuestionsEditor } from './questions-editor.tsx';
import { SettingFields } from './setting-fields.tsx';

/**
 * Confirmation: the title flag, what the guests' confirmation form asks, by when and what happens
 * after (with the couple's WhatsApp for guests once answers close), and the couple's own questions.
 */
export function ConfirmationSection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="confirmation"
      title={t('editing.confirmation.title')}
      summary={t(
        wedding.confirmationEnabled ? 'editing.summary.answersOpen' : 'editing.summary.hidden',
      )}
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
          {
            key: 'rsvpDeadline',
            label: t('editing.confirmation.rsvpDeadline'),
            kind: 'day',
            max: weddingZoneDay(new Date(wedding.date)),
          },
        ]}
        disabled={disabled}
      />
      <p className="cv-field__hint">{t('editing.confirmation.rsvpDeadlineHint')}</p>
      <LateAnswersChoice wedding={wedding} disabled={disabled} />
      <ContactPhoneSetting wedding={wedding} disabled={disabled} />
      <QuestionsEditor weddingId={wedding.id} disabled={disabled} />
    </EditingSection>
  );
}
