// How many pages a staff console list has, as the API reports it; services compute it here, so
// they need nothing of the queries (db/admin-pages.ts), which read pages of ADMIN_PAGE_SIZE rows.
import { ADMIN_PAGE_SIZE } from '../db/admin-pages.ts';

/** 0 when nothing matches; a page past the last one is answered empty, with this count. */
export const totalPages = (total: number) => Math.ceil(total / ADMIN_PAGE_SIZE);
