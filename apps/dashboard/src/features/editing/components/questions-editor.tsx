import { MAX_QUESTION_OPTIONS, MAX_QUESTIONS, type QuestionKind } from '@convite/rules/households';
import { Button } from '@convite/ui/button';
import { CloseIcon, PlusIcon } from '@convite/ui/icons';
import { Spinner } from '@convite/ui/spinner';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeddingQuestions, type WeddingQuestion } from '../../../lib/wedding-questions.ts';
import { useSaveQuestions } from '../api/questions.ts';
import { comparableName, moveRow } from '../utils/ordered-drafts.ts';
import {
  hasProblems,
  hasRoomForQuestion,
  isSavedQuestions,
  newQuestionDraft,
  OPTION_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  questionDrafts,
  questionProblems,
  questionsInput,
  removesSavedQuestion,
  withKind,
  withOptionAdded,
  withOptionRemoved,
  withOptionText,
  type QuestionDraft,
} from '../utils/questions.ts';
import { OrderedRowButtons, OrderedRowsActions, OrderedTextRow } from './ordered-row-buttons.tsx';
import { SavedNote } from './saved-note.tsx';
import '../ordered-rows.css';

/**
 * The couple's own questions (up to five), asked in the guests' answer form: each with its prompt,
 * its kind (yes or no, one of a few options, a short text) and whether every attending person
 * answers it or the invitation once. Written here and saved as a whole list.
 */
export function QuestionsEditor({ weddingId, disabled }: { weddingId: number; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const questions = useWeddingQuestions(weddingId);
  return (
    <div className="questions-editor" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="field-title">
        {t('editing.confirmation.questions.title')}
      </h3>
      <p className="muted questions-editor__lead">
        {t('editing.confirmation.questions.lead', { max: MAX_QUESTIONS })}
      </p>
      {questions.data ? (
        <QuestionsForm weddingId={weddingId} saved={questions.data.questions} disabled={disabled} />
      ) : questions.isError ? (
        <div className="stack">
          <p role="alert">{t('editing.confirmation.questions.loadFailed')}</p>
          <div>
            <Button
              variant="secondary"
              disabled={disabled}
              onClick={() => void questions.refetch()}
            >
              {t('editing.confirmation.questions.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <Spinner label={t('editing.confirmation.questions.title')} />
      )}
    </div>
  );
}

type QuestionsFormProps = {
  weddingId: number;
  saved: WeddingQuestion[];
  disabled: boolean;
};

function QuestionsForm({ weddingId, saved, disabled }: QuestionsFormProps) {
  const { t } = useTranslation('dashboard');
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => questionDrafts(saved));
  const [isChecked, setChecked] = useState(false);
  const [saves, setSaves] = useState(0);
  const mutation = useSaveQuestions(weddingId, () => setSaves((count) => count + 1));
  const isBusy = disabled || mutation.isPending;
  const isSaved = isSavedQuestions(drafts, saved);
  const hasRoom = hasRoomForQuestion(drafts);
  const suggestions = [
    { prompt: t('editing.confirmation.questions.suggestions.transport'), kind: 'yesNo' as const },
    {
      prompt: t('editing.confirmation.questions.suggestions.afterParty'),
      kind: 'yesNo' as const,
      perPerson: true,
    },
    { prompt: t('editing.confirmation.questions.suggestions.song'), kind: 'text' as const },
  ].filter(
    (suggestion) =>
      !drafts.some((draft) => comparableName(draft.prompt) === comparableName(suggestion.prompt)),
  );

  const change = (key: string, next: (draft: QuestionDraft) => QuestionDraft) =>
    setDrafts((rows) => rows.map((row) => (row.key === key ? next(row) : row)));
  const add = (draft: QuestionDraft) => {
    if (hasRoom) setDrafts((rows) => [...rows, draft]);
  };
  /** True once saved; false when a question needs fixing or the request failed (both say why). */
  const save = async (): Promise<boolean> => {
    setChecked(true);
    if (drafts.some((draft) => hasProblems(questionProblems(draft)))) return false;
    try {
      setDrafts(questionDrafts(await mutation.mutateAsync(questionsInput(drafts))));
      setChecked(false);
      return true;
    } catch {
      return false;
    }
  };
  useUnsavedChanges(!isSaved, save);

  return (
    <div className="questions-editor__form setting">
      {drafts.length === 0 ? (
        <p className="muted">{t('editing.confirmation.questions.empty')}</p>
      ) : (
        <ol className="questions-editor__list">
          {drafts.map((draft, index) => (
            <li key={draft.key}>
              <QuestionCard
                draft={draft}
                number={index + 1}
                isFirst={index === 0}
                isLast={index === drafts.length - 1}
                isChecked={isChecked}
                disabled={isBusy}
                onChange={(next) => change(draft.key, next)}
                onMove={(step) => setDrafts((rows) => moveRow(rows, index, step))}
                onRemove={() => setDrafts((rows) => rows.filter((row) => row.key !== draft.key))}
              />
            </li>
          ))}
        </ol>
      )}
      {hasRoom ? (
        <div className="questions-editor__add">
          <div>
            <Button variant="secondary" disabled={isBusy} onClick={() => add(newQuestionDraft())}>
              <span className="button-with-icon">
                <PlusIcon size={18} />
                {t('editing.confirmation.questions.add')}
              </span>
            </Button>
          </div>
          {suggestions.length > 0 && (
            <ul className="chips" aria-label={t('editing.confirmation.questions.suggestionsTitle')}>
              {suggestions.map((suggestion) => (
                <li key={suggestion.prompt}>
                  <button
                    type="button"
                    className="suggestion-chip"
                    disabled={isBusy}
                    aria-label={t('editing.confirmation.questions.suggest', {
                      prompt: suggestion.prompt,
                    })}
                    onClick={() => add(newQuestionDraft(suggestion))}
                  >
                    <PlusIcon size={16} />
                    {suggestion.prompt}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="muted">{t('editing.confirmation.questions.full', { max: MAX_QUESTIONS })}</p>
      )}
      {!isSaved && removesSavedQuestion(drafts, saved) && (
        <p className="cv-field__hint">{t('editing.confirmation.questions.removedNote')}</p>
      )}
      <OrderedRowsActions
        isBusy={isBusy}
        isSaving={mutation.isPending}
        isSaved={isSaved}
        onSave={() => void save()}
        onDiscard={() => {
          setDrafts(questionDrafts(saved));
          setChecked(false);
        }}
        labels={{
          save: t('editing.confirmation.questions.save'),
          discard: t('editing.confirmation.questions.discard'),
          unsaved: t('editing.confirmation.questions.unsaved'),
        }}
      />
      <SavedNote saves={saves} />
    </div>
  );
}

type QuestionCardProps = {
  draft: QuestionDraft;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  isChecked: boolean;
  disabled: boolean;
  onChange: (next: (draft: QuestionDraft) => QuestionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** One question: its prompt, its kind, who answers it, and a choice's options. */
function QuestionCard({
  draft,
  number,
  isFirst,
  isLast,
  isChecked,
  disabled,
  onChange,
  onMove,
  onRemove,
}: QuestionCardProps) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const problems = questionProblems(draft);
  const title = t('editing.confirmation.questions.question', { number });
  const promptError = isChecked && problems.isPromptBlank;
  const kinds: { value: QuestionKind; label: string }[] = [
    { value: 'yesNo', label: t('editing.confirmation.questions.kinds.yesNo') },
    { value: 'choice', label: t('editing.confirmation.questions.kinds.choice') },
    { value: 'text', label: t('editing.confirmation.questions.kinds.text') },
  ];
  const audiences = [
    { isPerPerson: false, label: t('editing.confirmation.questions.perHousehold') },
    { isPerPerson: true, label: t('editing.confirmation.questions.perPerson') },
  ];
  return (
    <div className="question-draft" role="group" aria-labelledby={`${id}-title`}>
      <div className="question-draft__head">
        <span id={`${id}-title`} className="question-draft__title">
          {title}
        </span>
        <OrderedRowButtons
          name={draft.prompt.trim() || title}
          isFirst={isFirst}
          isLast={isLast}
          disabled={disabled}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className={promptError ? 'cv-field cv-field--invalid' : 'cv-field'}>
        <label className="cv-field__label" htmlFor={`${id}-prompt`}>
          {t('editing.confirmation.questions.prompt')}
        </label>
        <input
          id={`${id}-prompt`}
          className="cv-field__input"
          value={draft.prompt}
          placeholder={t('editing.confirmation.questions.promptPlaceholder')}
          maxLength={PROMPT_MAX_LENGTH}
          disabled={disabled}
          aria-invalid={promptError || undefined}
          aria-describedby={promptError ? `${id}-prompt-error` : undefined}
          onChange={(event) => {
            const prompt = event.target.value;
            onChange((current) => ({ ...current, prompt }));
          }}
        />
        {promptError && (
          <p id={`${id}-prompt-error`} className="cv-field__error">
            {t('editing.confirmation.questions.promptBlank')}
          </p>
        )}
      </div>
      <fieldset className="segmented" disabled={disabled}>
        <legend className="segmented__legend">{t('editing.confirmation.questions.kind')}</legend>
        <div className="segmented__options">
          {kinds.map((kind) => (
            <label key={kind.value} className="segmented__option">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={draft.kind === kind.value}
                onChange={() => onChange((current) => withKind(current, kind.value))}
              />
              <span>{kind.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="segmented" disabled={disabled}>
        <legend className="segmented__legend">{t('editing.confirmation.questions.who')}</legend>
        <div className="segmented__options">
          {audiences.map((audience) => (
            <label key={String(audience.isPerPerson)} className="segmented__option">
              <input
                type="radio"
                name={`${id}-who`}
                checked={draft.perPerson === audience.isPerPerson}
                onChange={() =>
                  onChange((current) => ({ ...current, perPerson: audience.isPerPerson }))
                }
              />
              <span>{audience.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === 'choice' && (
        <div
          className="question-draft__options"
          role="group"
          aria-label={t('editing.confirmation.questions.options')}
        >
          <span className="segmented__legend" aria-hidden="true">
            {t('editing.confirmation.questions.options')}
          </span>
          <ol className="ordered-rows">
            {draft.options.map((option, index) => {
              const optionNumber = index + 1;
              const problem =
                isChecked || option.text !== '' ? problems.options.get(option.key) : undefined;
              const remove = t('editing.confirmation.questions.removeOption', {
                number: optionNumber,
              });
              return (
                <OrderedTextRow
                  key={option.key}
                  number={optionNumber}
                  value={option.text}
                  label={t('editing.confirmation.questions.option', { number: optionNumber })}
                  maxLength={OPTION_MAX_LENGTH}
                  disabled={disabled}
                  problem={problem}
                  problemTexts={{
                    blank: t('editing.confirmation.questions.optionBlank'),
                    repeated: t('editing.confirmation.questions.optionRepeated'),
                  }}
                  errorIdPrefix={`${id}-${option.key}`}
                  onChange={(text) =>
                    onChange((current) => withOptionText(current, option.key, text))
                  }
                >
                  <button
                    type="button"
                    className="cv-icon-button icon-button--danger"
                    aria-label={remove}
                    title={remove}
                    disabled={disabled}
                    onClick={() => onChange((current) => withOptionRemoved(current, option.key))}
                  >
                    <CloseIcon size={20} />
                  </button>
                </OrderedTextRow>
              );
            })}
          </ol>
          {isChecked && problems.hasFewOptions && (
            <p className="cv-field__error">{t('editing.confirmation.questions.fewOptions')}</p>
          )}
          {draft.options.length < MAX_QUESTION_OPTIONS ? (
            <div>
              <Button
                variant="ghost"
                disabled={disabled}
                onClick={() => onChange((current) => withOptionAdded(current))}
              >
                <span className="button-with-icon">
                  <PlusIcon size={18} />
                  {t('editing.confirmation.questions.addOption')}
                </span>
              </Button>
            </div>
          ) : (
            <p className="muted">
              {t('editing.confirmation.questions.optionsFull', { max: MAX_QUESTION_OPTIONS })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
