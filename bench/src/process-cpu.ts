// CPU time as the kernel counts it (Linux /proc), so a benchmark can say how much CPU each request
// cost a process, and the PostgreSQL server beside it, whatever the machine's speed.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU milliseconds `pid` has used so far (0 once it is gone). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in brackets: utime is the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `pid`. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) {
        children.push(Number(entry));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/** The CPU milliseconds of `pid` and every process under it (a server's cluster workers). */
export function cpuMsOfTree(pid: number): number {
  return childPids(pid).reduce((total, child) => total + cpuMsOfTree(child), cpuMs(pid));
}

/** The CPU milliseconds of every process named `name` (e.g. all of a PostgreSQL server's backends). */
export function cpuMsOfProcessesNamed(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name)
        total += cpuMs(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
