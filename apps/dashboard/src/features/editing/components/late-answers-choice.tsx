import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchKey } from '../api/content-calls.ts';
import { useInlineSave } from './saved-note.tsx';
import '../ordered-rows.css';

type LateAnswers = Wedding['lateAnswers'];

/**
 * What happens after the answer deadline, beside it: answers keep coming (marked late) or the form
 * closes. Saved on tap with its PATCH, confirmed in place; shown before a deadline is set too, so
 * the couple can decide once.
 */
export function LateAnswersChoice({ wedding, disabled }: { wedding: Wedding; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const { mutation, savedNote } = useInlineSave((lateAnswers: LateAnswers) =>
    patchKey('weddings', wedding, 'lateAnswers', lateAnswers),
  );
  const chosen = mutation.isPending ? mutation.variables : wedding.lateAnswers;
  const choices = [
    {
      value: 'accepted' as const,
      label: t('editing.confirmation.lateAnswers.accepted'),
      hint: t('editing.confirmation.lateAnswers.acceptedHint'),
    },
    {
      value: 'closed' as const,
      label: t('editing.confirmation.lateAnswers.closed'),
      hint: t('editing.confirmation.lateAnswers.closedHint'),
    },
  ];
  return (
    <div className="setting late-answers">
      <fieldset className="choice-list" disabled={disabled || mutation.isPending}>
        <legend className="field-title">{t('editing.confirmation.lateAnswers.title')}</legend>
        {wedding.rsvpDeadline === null && (
          <p className="cv-field__hint late-answers__note">
            {t('editing.confirmation.lateAnswers.noDeadline')}
          </p>
        )}
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name="late-answers"
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => mutation.mutate(choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <small>{choice.hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {savedNote}
    </div>
  );
}
