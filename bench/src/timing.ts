// Plain timing: warm-up runs first (JIT, caches, prepared plans), then the median of the runs.
import { performance } from 'node:perf_hooks';

export type Timing = { median: number; runs: number[] };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Times each task `repetitions` times after `warmUp` untimed runs, interleaving the tasks (a, b, a,
 * b, …) so that drift of the machine affects a measure and its control alike.
 */
export async function compare<K extends string>(
  tasks: Record<K, () => Promise<unknown>>,
  options: { warmUp: number; repetitions: number },
): Promise<Record<K, Timing>> {
  const names = Object.keys(tasks) as K[];
  for (let round = 0; round < options.warmUp; round += 1) {
    for (const name of names) await tasks[name]();
  }
  const runs = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    K,
    number[]
  >;
  for (let round = 0; round < options.repetitions; round += 1) {
    for (const name of names) runs[name].push(await timed(tasks[name]));
  }
  return Object.fromEntries(
    names.map((name) => [name, { median: median(runs[name]), runs: runs[name] }]),
  ) as Record<K, Timing>;
}
