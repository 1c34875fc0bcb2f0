import { describe, expect, it } from 'vitest';
import {
  hasRoomForMeal,
  isSavedMenu,
  mealDrafts,
  mealOptionsInput,
  mealProblems,
  newMealDraft,
  removesSavedOption,
} from './meal-menu.ts';

const SAVED = [
  { id: 1, name: 'Res' },
  { id: 2, name: 'Pescado' },
];

describe('the menu editor’s rules', () => {
  it('knows the saved menu from a changed one: names, order and options', () => {
    const drafts = mealDrafts(SAVED);
    const [res, fish] = [drafts[0] ?? newMealDraft(), drafts[1] ?? newMealDraft()];
    expect(isSavedMenu(drafts, SAVED)).toBe(true);
    expect(isSavedMenu([...drafts].reverse(), SAVED)).toBe(false);
    expect(isSavedMenu([res, { ...fish, name: 'Pescado ' }], SAVED)).toBe(true);
    expect(isSavedMenu([res, { ...fish, name: 'Pollo' }], SAVED)).toBe(false);
    expect(isSavedMenu([...drafts, newMealDraft('Pollo')], SAVED)).toBe(false);
  });

  it('says which rows are blank or repeated', () => {
    const blank = newMealDraft(' ');
    const repeated = newMealDraft('res');
    const drafts = [...mealDrafts(SAVED), blank, repeated];
    expect([...mealProblems(drafts).entries()]).toEqual([
      [blank.key, 'blank'],
      [repeated.key, 'repeated'],
    ]);
    expect(mealProblems(mealDrafts(SAVED)).size).toBe(0);
  });

  it('notices a saved option left out, not a new one', () => {
    expect(removesSavedOption(mealDrafts(SAVED).slice(1), SAVED)).toBe(true);
    expect(removesSavedOption([...mealDrafts(SAVED), newMealDraft('Pollo')], SAVED)).toBe(false);
  });

  it('holds eight options and sends them trimmed, kept ones by id', () => {
    const eight = Array.from({ length: 8 }, (_, index) => newMealDraft(`M${index}`));
    expect(hasRoomForMeal(eight.slice(1))).toBe(true);
    expect(hasRoomForMeal(eight)).toBe(false);
    expect(mealOptionsInput([...mealDrafts(SAVED).slice(0, 1), newMealDraft(' Pollo ')])).toEqual([
      { id: 1, name: 'Res' },
      { name: 'Pollo' },
    ]);
  });
});
