import { MAX_MEAL_OPTIONS } from '@convite/rules/households';
import { PlusIcon } from '@convite/ui/icons';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { updateEventMealOptions } from '../api/meal-options.ts';
import {
  hasRoomForMeal,
  isSavedMenu,
  MEAL_NAME_MAX_LENGTH,
  mealDrafts,
  mealOptionsInput,
  mealProblems,
  newMealDraft,
  removesSavedOption,
  type MealDraft,
} from '../utils/meal-menu.ts';
import { comparableName, moveRow } from '../utils/ordered-drafts.ts';
import { OrderedRowButtons, OrderedRowsActions, OrderedTextRow } from './ordered-row-buttons.tsx';
import { useInlineSave } from './saved-note.tsx';
import '../ordered-rows.css';

type Event = Wedding['events'][number];

/**
 * An event's menu: the meals guests choose from when they answer (none: they are not asked). The
 * couple adds (typed or from the suggestions), renames, reorders and removes options here, then
 * saves the whole menu at once; the saved note confirms it in place.
 */
export function MealMenuField({ event, disabled }: { event: Event; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const newId = useId();
  const [drafts, setDrafts] = useState<MealDraft[]>(() => mealDrafts(event.mealOptions));
  const [newName, setNewName] = useState('');
  const [isChecked, setChecked] = useState(false);
  const { mutation, savedNote } = useInlineSave((rows: MealDraft[]) =>
    updateEventMealOptions(event.id, mealOptionsInput(rows)),
  );
  const problems = mealProblems(drafts);
  const isSaved = isSavedMenu(drafts, event.mealOptions);
  const hasRoom = hasRoomForMeal(drafts);
  const isBusy = disabled || mutation.isPending;
  const suggestions = [
    t('editing.events.menu.suggestions.beef'),
    t('editing.events.menu.suggestions.fish'),
    t('editing.events.menu.suggestions.vegetarian'),
    t('editing.events.menu.suggestions.kids'),
  ].filter((name) => !drafts.some((draft) => comparableName(draft.name) === comparableName(name)));

  const rename = (key: string, name: string) =>
    setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, name } : row)));
  const add = (name: string) => {
    if (!hasRoom) return;
    setDrafts((rows) => [...rows, newMealDraft(name)]);
  };
  const addTyped = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (newName.trim() === '') return;
    add(newName.trim());
    setNewName('');
  };
  /** True once saved; false when an option needs fixing or the request failed (both say why). */
  const save = async (rows: MealDraft[] = drafts): Promise<boolean> => {
    setChecked(true);
    if (mealProblems(rows).size > 0) return false;
    try {
      const outcome = await mutation.mutateAsync(rows);
      if (outcome.mealOptions) setDrafts(mealDrafts(outcome.mealOptions));
      setChecked(false);
      return true;
    } catch {
      return false;
    }
  };
  // A meal typed and not added yet counts too: "Guardar y salir" adds it and saves the menu.
  const typed = newName.trim();
  useUnsavedChanges(!isSaved || typed !== '', () => {
    if (typed === '' || !hasRoom) return save();
    const rows = [...drafts, newMealDraft(typed)];
    setDrafts(rows);
    setNewName('');
    return save(rows);
  });

  return (
    <div className="meal-menu setting" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} className="field-title">
        {t('editing.events.menu.title')}
      </h4>
      <p className="muted meal-menu__lead">{t('editing.events.menu.lead')}</p>
      {drafts.length > 0 && (
        <ol className="ordered-rows">
          {drafts.map((draft, index) => {
            const number = index + 1;
            const label = draft.name.trim() || t('editing.events.menu.option', { number });
            const problem = isChecked || draft.name !== '' ? problems.get(draft.key) : undefined;
            return (
              <OrderedTextRow
                key={draft.key}
                number={number}
                value={draft.name}
                label={t('editing.events.menu.option', { number })}
                maxLength={MEAL_NAME_MAX_LENGTH}
                disabled={isBusy}
                problem={problem}
                problemTexts={{
                  blank: t('editing.events.menu.blank'),
                  repeated: t('editing.events.menu.repeated'),
                }}
                errorIdPrefix={`${titleId}-${draft.key}`}
                onChange={(text) => rename(draft.key, text)}
              >
                <OrderedRowButtons
                  name={label}
                  isFirst={index === 0}
                  isLast={index === drafts.length - 1}
                  disabled={isBusy}
                  onMove={(step) => setDrafts((rows) => moveRow(rows, index, step))}
                  onRemove={() => setDrafts((rows) => rows.filter((row) => row.key !== draft.key))}
                />
              </OrderedTextRow>
            );
          })}
        </ol>
      )}
      {hasRoom ? (
        <>
          <form className="add-form" onSubmit={addTyped} noValidate>
            <label className="cv-field__label" htmlFor={newId}>
              {t('editing.events.menu.newOption')}
            </label>
            <div className="add-form__row">
              <input
                id={newId}
                className="cv-field__input"
                value={newName}
                placeholder={t('editing.events.menu.newPlaceholder')}
                maxLength={MEAL_NAME_MAX_LENGTH}
                disabled={isBusy}
                onChange={(change) => setNewName(change.target.value)}
              />
              <button
                type="submit"
                className="cv-icon-button cv-icon-button--confirm"
                aria-label={t('editing.events.menu.add')}
                title={t('editing.events.menu.add')}
                disabled={isBusy || newName.trim() === ''}
              >
                <PlusIcon />
              </button>
            </div>
          </form>
          {suggestions.length > 0 && (
            <ul className="chips" aria-label={t('editing.events.menu.suggestionsTitle')}>
              {suggestions.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className="suggestion-chip"
                    disabled={isBusy}
                    aria-label={t('editing.events.menu.suggest', { name })}
                    onClick={() => add(name)}
                  >
                    <PlusIcon size={16} />
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="muted">{t('editing.events.menu.full', { max: MAX_MEAL_OPTIONS })}</p>
      )}
      {!isSaved && removesSavedOption(drafts, event.mealOptions) && (
        <p className="cv-field__hint">{t('editing.events.menu.removedNote')}</p>
      )}
      <OrderedRowsActions
        isBusy={isBusy}
        isSaving={mutation.isPending}
        isSaved={isSaved}
        onSave={() => void save()}
        onDiscard={() => {
          setDrafts(mealDrafts(event.mealOptions));
          setChecked(false);
        }}
        labels={{
          save: t('editing.events.menu.save'),
          discard: t('editing.events.menu.discard'),
          unsaved: t('editing.events.menu.unsaved'),
        }}
      />
      {savedNote}
    </div>
  );
}
