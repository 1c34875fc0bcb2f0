/** Slugs are lowercase letters, digits and hyphens, 3 to 60 (the API's rule). */
const SLUG_PATH = /^\/([a-z0-9-]{3,60})$/;
/** Codes are at most 32 letters and digits (the contract); anything else cannot match a guest. */
const CODE = /^[A-Za-z0-9]{1,32}$/;

/** The wedding slug of a `/<slug>` path; null for any other path (`/`, `/a/b`, `/UPPER`). */
export function slugFromPath(pathname: string): string | null {
  return SLUG_PATH.exec(pathname)?.[1] ?? null;
}

/** The guest code of a query string, trimmed; null when absent or not a possible code. */
export function codeFromSearch(search: URLSearchParams): string | null {
  const code = search.get('code')?.trim() ?? '';
  return CODE.test(code) ? code : null;
}
