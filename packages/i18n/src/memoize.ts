/**
 * `compute` with its results kept per key, for pure functions that a page calls again and again with
 * the same input (a wedding's dates, its theme's CSS): a server renders many guests' pages of one
 * wedding. At most `max` results are kept; past that the oldest is dropped.
 */
export function memoize<Args extends unknown[], Result>(
  compute: (...args: Args) => Result,
  keyOf: (...args: Args) => string,
  max = 500,
): (...args: Args) => Result {
  const kept = new Map<string, Result>();
  return (...args) => {
    const key = keyOf(...args);
    if (kept.has(key)) return kept.get(key) as Result;
    const result = compute(...args);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, result);
    return result;
  };
}
