import { describe, expect, it } from 'vitest';
import { planListReplacement } from './ordered-list.ts';

const rows = [
  { id: 4, name: 'Res' },
  { id: 7, name: 'Pescado' },
  { id: 9, name: 'Vegetariano' },
];

describe('planListReplacement', () => {
  it('keeps the rows named by id at their new places, adds the others and removes the rest', () => {
    const plan = planListReplacement(rows, [{ id: 9 }, { name: 'Menú infantil' }, { id: 4 }]);
    expect(plan?.keptIds).toEqual([9, 4]);
    expect(plan?.removedIds).toEqual([7]);
    expect(plan?.placed.map(({ position, kept }) => [position, kept?.name ?? null])).toEqual([
      [1, 'Vegetariano'],
      [2, null],
      [3, 'Res'],
    ]);
  });

  it('refuses an id that is not one of the rows, and an empty list removes them all', () => {
    expect(planListReplacement(rows, [{ id: 4 }, { id: 5 }])).toBeNull();
    expect(planListReplacement(rows, [])?.removedIds).toEqual([4, 7, 9]);
  });
});
