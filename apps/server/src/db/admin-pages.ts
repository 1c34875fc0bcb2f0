// The staff console's paged lists: 20 rows a page, newest first (created_at, then id, so rows
// created in the same instant still have one order on every database), and the client columns
// their rows show.
import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { clients } from './schema/accounts.ts';

export const ADMIN_PAGE_SIZE = 20;

/** One page of rows and how many rows match in all. */
export type RowsPage<T> = { rows: T[]; total: number };

/** The client a staff row names beside a wedding or a payment: id, email and full name. */
export const clientSummary = {
  id: clients.id,
  email: clients.email,
  name: clients.name,
  lastName: clients.lastName,
};

export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }): SQL[] => [
  desc(table.createdAt),
  desc(table.id),
];

/**
 * Counts the matching rows, then reads the page's rows; a page starting past the last row is not
 * read at all (any page number is then safe, even one whose offset PostgreSQL could not take).
 */
export async function readPage<T>(
  page: number,
  countRows: () => PromiseLike<{ value: number }[]>,
  readRows: (limit: number, offset: number) => PromiseLike<T[]>,
): Promise<RowsPage<T>> {
  const [counted] = await countRows();
  const total = counted?.value ?? 0;
  const offset = (page - 1) * ADMIN_PAGE_SIZE;
  return { rows: offset < total ? await readRows(ADMIN_PAGE_SIZE, offset) : [], total };
}
