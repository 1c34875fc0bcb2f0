// The editors of short ordered lists (an event's menu, the couple's questions): a draft per row with
// a stable key, kept in the order the couple sets with up and down.

let nextKey = 0;

/** A key for a row added in the editor (a saved one is keyed by its id). */
export function newDraftKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

/** The list with the row at `index` moved one place up (-1) or down (+1); unchanged past an end. */
export function moveRow<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** A name compared as a person reads it: without accents, case or extra spaces ("Menú" = "menu "). */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('es');
}

/** The indexes of the names that repeat an earlier one (blank names never count). */
export function repeatedIndexes(names: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  names.forEach((name, index) => {
    const comparable = comparableName(name);
    if (comparable === '') return;
    if (seen.has(comparable)) repeated.add(index);
    seen.add(comparable);
  });
  return repeated;
}

/** Why a row cannot be saved: its text is blank, or repeats an earlier row's. */
export type RowProblem = 'blank' | 'repeated';

/** What keeps each row from being saved, by its key. */
export function rowProblems<Row extends { key: string }>(
  rows: readonly Row[],
  textOf: (row: Row) => string,
): Map<string, RowProblem> {
  const repeated = repeatedIndexes(rows.map(textOf));
  const problems = new Map<string, RowProblem>();
  rows.forEach((row, index) => {
    if (textOf(row).trim() === '') problems.set(row.key, 'blank');
    else if (repeated.has(index)) problems.set(row.key, 'repeated');
  });
  return problems;
}
