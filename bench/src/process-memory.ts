// A child process's memory as the kernel counts it (Linux /proc): resident set size now (VmRSS)
// and its high-water mark (VmHWM), which writing "5" to /proc/<pid>/clear_refs resets to the
// current RSS, so each round of a benchmark gets its own exact peak (no sampling gap can miss it).
import { readFileSync, writeFileSync } from 'node:fs';

export const MIB = 1024 * 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kib === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kib) * 1024;
}

/** Resident memory of `pid` now, in bytes. */
export const residentBytes = (pid: number) => statusField(pid, 'VmRSS');

/** The highest resident memory of `pid` since it started or since the last resetPeak, in bytes. */
export const peakResidentBytes = (pid: number) => statusField(pid, 'VmHWM');

/** Starts a new high-water mark at the current RSS (Linux ≥ 4.0). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

export const mib = (bytes: number) => (bytes / MIB).toFixed(0);
