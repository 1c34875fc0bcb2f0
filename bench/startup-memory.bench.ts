// Memory while the API starts: the built API in a child process of its own, started on fresh data
// (it migrates an empty database itself, as a first deployment does) and then again on the same data
// (a restart: nothing left to migrate). Each start is read from /proc once /ready answers and again
// after it has settled (the jobs start beside the HTTP server): the kernel's peak (VmHWM) and the
// resident memory (VmRSS). No request is made besides /ready.
//
//   pnpm --filter @convite/server build
//   pnpm --filter @convite/bench startup-memory                        PGlite in DATA_DIR
//   DATABASE_URL=postgres://… pnpm --filter @convite/bench startup-memory   a scratch database
//   … startup-memory -- --starts 3 --settle-ms 5000     the defaults
//   … startup-memory -- --dist <folder>                 another build of the server, to compare
//   MALLOC_ARENA_MAX=2 … startup-memory                 the API inherits the environment
//
// It prints a table and exits 0 when a target misses (a report); 2 when the benchmark breaks.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApiProcess, type ApiData } from './src/api-process.ts';
import { memorySettings } from './src/bench.config.ts';
import { MIB, mib, peakResidentBytes, residentBytes } from './src/process-memory.ts';
import { scriptArgs } from './src/script-args.ts';
import { writeTable } from './src/markdown-table.ts';

/** Issue 32: on PostgreSQL the API starts within 300 MiB; PGlite's figure is a report. */
const POSTGRES_TARGET_BYTES = 300 * MIB;

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    starts: { type: 'string', default: '3' },
    'settle-ms': { type: 'string', default: '5000' },
    dist: { type: 'string' },
  },
});
const STARTS = Number(args.starts);
const SETTLE_MS = Number(args['settle-ms']);
const dist = args.dist === undefined ? undefined : path.resolve(args.dist);

type Start = { kind: string; readyPeak: number; settledPeak: number; settledRss: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start of the API (fresh or on kept data): its memory once ready and once settled. */
async function measure(kind: string, data: ApiData | undefined) {
  const api = await startApiProcess(dist, { migrateFirst: false, data });
  const readyPeak = peakResidentBytes(api.pid);
  await sleep(SETTLE_MS);
  const start: Start = {
    kind,
    readyPeak,
    settledPeak: peakResidentBytes(api.pid),
    settledRss: residentBytes(api.pid),
  };
  return { start, api };
}

function printTable(rows: readonly Start[]) {
  const header = ['start', 'peak at /ready', 'peak settled', 'RSS settled'];
  const lines = rows.map((row) => [
    row.kind,
    mib(row.readyPeak),
    mib(row.settledPeak),
    mib(row.settledRss),
  ]);
  writeTable(header, lines);
}

async function main(): Promise<number> {
  const settings = memorySettings();
  const rows: Start[] = [];
  let database = '';
  for (let repetition = 0; repetition < STARTS; repetition += 1) {
    // A first start on empty data, then a restart on what it left.
    const first = await measure('first (migrates)', undefined);
    database = first.api.database;
    rows.push(first.start);
    const data = await first.api.stop({ keepData: true });
    const again = await measure('restart', data);
    rows.push(again.start);
    await again.api.stop();
  }
  process.stdout.write(
    `→ The API (${path.relative(process.cwd(), dist ?? 'apps/server/dist')}) on ${database}; ` +
      `${settings.length === 0 ? 'no malloc or Node memory settings' : settings.join(' ')}; ` +
      `${SETTLE_MS} ms to settle (MiB):\n\n`,
  );
  printTable(rows);
  const peak = Math.max(...rows.map((row) => row.settledPeak));
  if (database === 'PostgreSQL') {
    process.stdout.write(
      `\npeak ${mib(peak)} MiB (target ≤ ${mib(POSTGRES_TARGET_BYTES)}): ` +
        `${peak <= POSTGRES_TARGET_BYTES ? 'met' : 'MISSED'}\n`,
    );
  } else {
    process.stdout.write(`\npeak ${mib(peak)} MiB (PGlite: a report, no target)\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
