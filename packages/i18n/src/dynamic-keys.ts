/**
 * Keys the code builds at run time (so a source scan cannot find them), as `namespace:key.path`.
 * The unused-key test treats these as used; keep the list short and explain each entry.
 */
export const DYNAMIC_KEYS: readonly string[] = [];
