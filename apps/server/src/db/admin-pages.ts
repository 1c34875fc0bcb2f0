// The staff console's paged lists: 20 rows a page, newest first (created_at, then id, so rows
// created in the same instant still have one order on every database).
import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const ADMIN_PAGE_SIZE = 20;

/** One page of rows and how many rows match in all. */
export type RowsPage<T> = { rows: T[]; total: number };

export const pageOffset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** 0 when nothing matches; a page past the last one is answered empty, with this count. */
export const totalPages = (total: number) => Math.ceil(total / ADMIN_PAGE_SIZE);

export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }): SQL[] => [
  desc(table.createdAt),
  desc(table.id),
];
