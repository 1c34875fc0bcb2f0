import { MAX_MEAL_OPTIONS } from '@convite/rules/households';
import type { MealOption } from '../api/meal-options.ts';
import { newDraftKey, rowProblems, type RowProblem } from './ordered-drafts.ts';

/** A meal option's name is at most this long (the contract's MealOptionsRequest). */
export const MEAL_NAME_MAX_LENGTH = 60;

/** A row of the menu editor, as typed. */
export type MealDraft = { key: string; id: number | null; name: string };

/** The saved menu as the editor's rows. */
export function mealDrafts(options: readonly MealOption[]): MealDraft[] {
  return options.map((option) => ({ key: `meal-${option.id}`, id: option.id, name: option.name }));
}

/** A new row of the menu. */
export function newMealDraft(name = ''): MealDraft {
  return { key: newDraftKey(), id: null, name };
}

/** What keeps each row from being saved, by its key: a blank name, or one the menu already has. */
export function mealProblems(drafts: readonly MealDraft[]): Map<string, RowProblem> {
  return rowProblems(drafts, (draft) => draft.name);
}

/** Whether the rows are the saved menu: the same options, names and order. */
export function isSavedMenu(drafts: readonly MealDraft[], saved: readonly MealOption[]): boolean {
  return (
    drafts.length === saved.length &&
    drafts.every((draft, index) => {
      const option = saved[index];
      return option !== undefined && draft.id === option.id && draft.name.trim() === option.name;
    })
  );
}

/** Whether a saved option is missing from the rows (its guests' choices will be cleared). */
export function removesSavedOption(
  drafts: readonly MealDraft[],
  saved: readonly MealOption[],
): boolean {
  const kept = new Set(drafts.map((draft) => draft.id));
  return saved.some((option) => !kept.has(option.id));
}

/** Whether another option fits the menu. */
export function hasRoomForMeal(drafts: readonly MealDraft[]): boolean {
  return drafts.length < MAX_MEAL_OPTIONS;
}

/** The request's menu: each row trimmed, a kept option with its id. */
export function mealOptionsInput(drafts: readonly MealDraft[]): { id?: number; name: string }[] {
  return drafts.map((draft) => ({
    ...(draft.id === null ? {} : { id: draft.id }),
    name: draft.name.trim(),
  }));
}
