import { describe, expect, it } from 'vitest';
import { comparableName, moveRow, newDraftKey, repeatedIndexes } from './ordered-drafts.ts';

describe('ordered drafts', () => {
  it('moves a row one place, and leaves the list as it is past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a'], 5, 1)).toEqual(['a']);
  });

  it('compares names as a person reads them', () => {
    expect(comparableName('  Menú   Infantil ')).toBe(comparableName('menu infantil'));
    expect(comparableName('Res')).not.toBe(comparableName('Pescado'));
  });

  it('finds the names that repeat an earlier one, blank ones aside', () => {
    expect([...repeatedIndexes(['Res', 'Pescado', ' res', '', ' ', 'PESCADO'])]).toEqual([2, 5]);
  });

  it('keys each new row apart', () => {
    expect(newDraftKey()).not.toBe(newDraftKey());
  });
});
