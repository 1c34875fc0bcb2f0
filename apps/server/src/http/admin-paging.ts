// The staff console's paged lists as the API reports them: 20 rows a page, and how many pages.
// Services compute `totalPages` here; the queries (db/admin-pages.ts) read pages of this size.

export const ADMIN_PAGE_SIZE = 20;

/** 0 when nothing matches; a page past the last one is answered empty, with this count. */
export const totalPages = (total: number) => Math.ceil(total / ADMIN_PAGE_SIZE);
