import { notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A list the couple edits as a whole and saves in order (an event's menu, their questions, their
 * tables), against the rows it replaces: an item with an id keeps that row (and what hangs on it:
 * the guests' meals, answers, seats), one without is new; every row not kept goes.
 */
export type ListReplacement<Row, Item> = {
  /** The ids of the rows kept. */
  keptIds: number[];
  /** The ids of the rows that go. */
  removedIds: number[];
  /** Each item at its place (1, 2…), with the row it keeps, or none for a new one. */
  placed: { item: Item; position: number; kept: Row | undefined }[];
};

/** The replacement of `current` by `items`; null when an item's id is not one of `current`. */
export function planListReplacement<Row extends { id: number }, Item extends { id?: number }>(
  current: readonly Row[],
  items: readonly Item[],
): ListReplacement<Row, Item> | null {
  const byId = new Map(current.map((row) => [row.id, row]));
  const keptIds = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  if (keptIds.some((id) => !byId.has(id))) return null;
  return {
    keptIds,
    removedIds: current.map((row) => row.id).filter((id) => !keptIds.includes(id)),
    placed: items.map((item, index) => ({
      item,
      position: index + 1,
      kept: item.id === undefined ? undefined : byId.get(item.id),
    })),
  };
}

/** The rows a replacement deletes, beside the owner's condition: all when none is kept. */
export function notKept(id: PgColumn, keptIds: readonly number[]): SQL | undefined {
  return keptIds.length === 0 ? undefined : notInArray(id, [...keptIds]);
}
