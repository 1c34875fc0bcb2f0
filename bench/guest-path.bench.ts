// The guest's path at production speed, on a database that looks like production (issue 34): the
// public invitation call of the API and the guest's page from the invitation server, both from the
// production builds on PostgreSQL, each beside its ceiling measured in the same run: a bare Fastify
// server answering the very same bytes (status, headers, compressed body) from memory.
//
//   DATABASE_URL=postgres://user@host:5432/postgres pnpm --filter @convite/bench guest-path
//   … guest-path -- --seconds 20 --connections 32 --rate 200 --guests 60000
//   … guest-path -- --api-build dist-before --invitation-build dist-before   # another build
//
// The database: the demo wedding with `--guests` more guests (60,000 by default, made by one
// generate_series insert), `--counters` rate-limit counters (thousands of addresses' guesses and
// logins in the current and the past windows) and `--idempotency-keys` stored answers, then
// vacuumed and analysed, as a database that has served a while. The API starts as `pnpm start`
// starts it (its allocator settings, its V8 flag and LOG_LEVEL at its default, info); the invitation
// server as `pnpm start` with one process per core, as docs/deploy.md deploys it.
//
// Each request opens another guest's personal link from one address, as phones behind a carrier's
// address do: the demo wedding's twelve guests in turn (the API's GET, and their pages reopened: the
// invitation server has their page and the API answers 304), or each added guest once (a first open:
// the page is rendered; the warm-up takes its guests from the same list, so no guest opens twice).
// Throughput is measured with `--connections` open connections for `--seconds`; latency at a fixed
// `--rate` a second over 10 connections. CPU per request is read from /proc for the invitation
// server (its workers), the API, and the PostgreSQL backends connected to the bench's own database
// (other databases' work on a shared server does not count).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN_DATABASE_URL } from './src/bench.config.ts';
import { freePort, startStack } from './src/demo-stack.ts';
import { cpuMs, cpuMsOfTree } from './src/process-cpu.ts';
import { createScratchDatabase } from './src/scratch-database.ts';
import { scriptArgs } from './src/script-args.ts';

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '200' },
    guests: { type: 'string', default: '60000' },
    counters: { type: 'string', default: '20000' },
    'idempotency-keys': { type: 'string', default: '5000' },
    'api-build': { type: 'string', default: 'dist' },
    'invitation-build': { type: 'string', default: 'dist' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Math.max(1, Number(args.rounds));
const CONNECTIONS = Number(args.connections);
const FIXED_RATE = Number(args.rate);
const ADDED_GUESTS = Number(args.guests);
const COUNTERS = Number(args.counters);
const IDEMPOTENCY_KEYS = Number(args['idempotency-keys']);
const DEMO_GUESTS = 12; // seed-demo's guests
/** Issue 34: each rate as a share of its ceiling, and p99 at FIXED_RATE. */
const TARGETS = { apiShare: 0.15, reopenShare: 0.2, firstOpenShare: 0.1, apiP99: 20, pageP99: 35 };
// A phone asks for a compressed page.
const PHONE_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-MX,es;q=0.9' };

type Load = { connections: number; seconds: number; overallRate?: number };
type Cpu = { invitation: number | null; api: number | null; postgres: number | null };
type Measure = { label: string; perSecond: number; p50: number; p99: number; cpu: Cpu };

/** Paths handed out in turn (`cycle`), or each once (a first open: the list is used up). */
type Paths = { next(): string };
const cycle = (paths: readonly string[]): Paths => {
  let index = -1;
  return { next: () => paths[(index = (index + 1) % paths.length)] ?? '/' };
};
const once = (paths: readonly string[]): Paths => {
  let index = 0;
  return {
    next() {
      const path = paths[index];
      if (path === undefined) throw new Error('guest-path: every added guest has opened once');
      index += 1;
      return path;
    },
  };
};

function run(url: string, paths: Paths, load: Load): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: load.connections,
        duration: load.seconds,
        overallRate: load.overallRate,
        headers: PHONE_HEADERS,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths.next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The processes whose CPU a row reports. */
type Watched = {
  invitationPid: number | null;
  apiPid: number | null;
  postgresPids: () => Promise<number[]>;
};

async function cpuNow(watched: Watched): Promise<Map<string, number>> {
  const cpu = new Map<string, number>();
  if (watched.invitationPid !== null) cpu.set('invitation', cpuMsOfTree(watched.invitationPid));
  if (watched.apiPid !== null) cpu.set('api', cpuMsOfTree(watched.apiPid));
  for (const pid of await watched.postgresPids()) cpu.set(`pg ${pid}`, cpuMs(pid));
  return cpu;
}

type Round = { requests: number; p50: number; p99: number; cpu: Map<string, number> };

/** One run of `load` against `url`, failing on any non-2xx answer, with the CPU each process spent. */
async function round(
  url: string,
  paths: Paths,
  watched: Watched,
  load: Load,
  label: string,
): Promise<Round> {
  const before = await cpuNow(watched);
  const result = await run(url, paths, load);
  const after = await cpuNow(watched);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const cpu = new Map<string, number>();
  for (const [key, ms] of after) cpu.set(key, ms - (before.get(key) ?? 0));
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** The rounds of one row as one measure: total requests over total time, the median p50 and p99. */
function summed(label: string, rounds: Round[], seconds: number, watched: Watched): Measure {
  const requests = rounds.reduce((total, each) => total + each.requests, 0);
  const spent = (prefix: string) => {
    let total = 0;
    for (const each of rounds) {
      for (const [key, ms] of each.cpu) if (key.startsWith(prefix)) total += ms;
    }
    return requests === 0 ? 0 : total / requests;
  };
  return {
    label,
    perSecond: requests / seconds,
    p50: median(rounds.map((each) => each.p50)),
    p99: median(rounds.map((each) => each.p99)),
    cpu: {
      invitation: watched.invitationPid === null ? null : spent('invitation'),
      api: watched.apiPid === null ? null : spent('api'),
      postgres: watched.apiPid === null ? null : spent('pg '),
    },
  };
}

type Target = { label: string; url: string; paths: Paths; watched: Watched };

/**
 * Paths and their ceiling, interleaved (ceiling, path, path…, ceiling, path, path…) in `ROUNDS`
 * rounds of `load.seconds / ROUNDS` each after a warm-up of all, so that whatever else the machine
 * does weighs on all alike: on a shared 2-core machine the ceiling alone moved 4× between two runs.
 */
async function measureBeside<Targets extends Target[]>(
  ceiling: Target,
  targets: [...Targets],
  load: Load,
): Promise<[Measure, ...{ [Index in keyof Targets]: Measure }]> {
  for (const each of [ceiling, ...targets]) {
    await run(each.url, each.paths, { ...load, seconds: 2 });
  }
  const slice = { ...load, seconds: load.seconds / ROUNDS };
  const rounds = [ceiling, ...targets].map((): Round[] => []);
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const [position, each] of [ceiling, ...targets].entries()) {
      rounds[position]?.push(await round(each.url, each.paths, each.watched, slice, each.label));
    }
  }
  const measures = [ceiling, ...targets].map((each, position) =>
    summed(each.label, rounds[position] ?? [], load.seconds, each.watched),
  );
  // One measure for the ceiling, then one for each target, in their order.
  return measures as [Measure, ...{ [Index in keyof Targets]: Measure }];
}

/** A path alone (the rows at a fixed rate), after a warm-up. */
async function measure(target: Target, load: Load): Promise<Measure> {
  await run(target.url, target.paths, { ...load, seconds: 2 });
  const only = await round(target.url, target.paths, target.watched, load, target.label);
  return summed(target.label, [only], load.seconds, target.watched);
}

type Answer = { status: number; headers: Record<string, string>; body: string };
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

/** The answer to `url` exactly as sent (compressed body, headers), for the ceiling to send again. */
function rawAnswer(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: PHONE_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (!HOP_HEADERS.has(name) && value !== undefined) {
              headers[name] = Array.isArray(value) ? value.join(', ') : value;
            }
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * A bare Fastify process answering `answers` ({ path: answer }) from memory: `script` is the
 * same-bytes ceiling, or its read floor (which reads the guest first, `extraArgs`: database, slug).
 */
async function startSameBytes(
  script: 'same-bytes-server.ts' | 'read-floor-server.ts',
  answers: Record<string, Answer>,
  extraArgs: string[] = [],
): Promise<{ origin: string; pid: number; stop(): void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'convite-ceiling-'));
  const file = path.join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'src', script), String(port), file, ...extraArgs],
    { stdio: 'inherit' },
  );
  const origin = `http://127.0.0.1:${port}`;
  const first = Object.keys(answers)[0] ?? '/';
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`${origin}${first}`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (child.pid === undefined) throw new Error(`${script} has no pid`);
  return {
    origin,
    pid: child.pid,
    stop() {
      child.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A database that has served a while: `guests` more guests in the demo wedding (codes Z + 7 hex
 * digits, unique), rate-limit counters of many addresses in this window and the past half hour, the
 * stored answers of confirmations, then vacuumed and analysed. Returns the demo wedding's codes, in
 * id order (the demo's twelve first).
 */
async function seed(client: pg.Client, slug: string): Promise<string[]> {
  await client.query(
    `insert into guests (wedding_id, code, name, last_name, phone, max_guests_allowed)
     select w.id, 'Z' || upper(lpad(to_hex(n), 7, '0')), 'Invitada ' || n, 'Prueba', '5512345678', 2
     from weddings w, generate_series(1, $2::int) n where w.slug = $1`,
    [slug, ADDED_GUESTS],
  );
  // The guess limits' and the logins' counters of other addresses (never the bench's own, which
  // sends right codes only: those are never counted).
  await client.query(
    `insert into rate_limit_counters (bucket, subject, window_start, hits)
     select (array['invitation-guess-address', 'invitation-guess-address-wedding', 'invitation-guess-wedding',
                   'login-address', 'invitation-answer-guest'])[1 + n % 5],
            '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256,
            date_trunc('minute', now()) - make_interval(mins => n % 30),
            1 + n % 7
     from generate_series(1, $1::int) n
     on conflict do nothing`,
    [COUNTERS],
  );
  await client.query(
    `insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at, completed_at)
     select 'confirmation:' || $1, md5('key' || n), md5('request' || n), 200,
            jsonb_build_object('saved', true, 'n', n), now() - make_interval(mins => n % 1440), now()
     from generate_series(1, $2::int) n`,
    [slug, IDEMPOTENCY_KEYS],
  );
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ code: string }>(
    'select g.code from guests g join weddings w on w.id = g.wedding_id where w.slug = $1 order by g.id',
    [slug],
  );
  return rows.map((row) => row.code);
}

const fixed = (value: number | null, digits = 2) => (value === null ? '—' : value.toFixed(digits));

async function main() {
  if (ADMIN_DATABASE_URL === undefined) {
    console.error(
      'guest-path: set DATABASE_URL to a PostgreSQL server (a scratch database is made on it).',
    );
    process.exit(2);
  }
  const database = await createScratchDatabase(ADMIN_DATABASE_URL);
  const stack = await startStack({
    databaseUrl: database.url,
    apiBuild: args['api-build'],
    invitationBuild: args['invitation-build'],
    productionStart: true,
  });
  const monitor = new pg.Client({ connectionString: database.url });
  await monitor.connect();
  const databaseName = new URL(database.url).pathname.slice(1);
  let ceiling: Awaited<ReturnType<typeof startSameBytes>> | undefined;
  let readFloor: Awaited<ReturnType<typeof startSameBytes>> | undefined;
  try {
    const slug = new URL(stack.guestLink).pathname.slice(1);
    const seededAt = performance.now();
    const codes = await seed(monitor, slug);
    const seedSeconds = (performance.now() - seededAt) / 1000;
    const demoCodes = codes.slice(0, DEMO_GUESTS);
    const apiPaths = demoCodes.map((code) => `/v1/public/invitations/${slug}?code=${code}`);
    const pagePaths = demoCodes.map((code) => `/${slug}?code=${code}`);
    const firstOpens = once(codes.slice(DEMO_GUESTS).map((code) => `/${slug}?code=${code}`));

    // The ceiling answers the very bytes the servers answered for the same paths.
    const answers: Record<string, Answer> = {};
    for (const apiPath of apiPaths) answers[apiPath] = await rawAnswer(stack.apiOrigin + apiPath);
    for (const pagePath of pagePaths) {
      answers[pagePath] = await rawAnswer(stack.invitationOrigin + pagePath);
    }
    for (const [answerPath, answer] of Object.entries(answers)) {
      if (answer.status !== 200) throw new Error(`${answerPath} answered ${answer.status}`);
    }
    ceiling = await startSameBytes('same-bytes-server.ts', answers);
    const apiAnswers = Object.fromEntries(
      Object.entries(answers).filter(([answerPath]) => apiPaths.includes(answerPath)),
    );
    readFloor = await startSameBytes('read-floor-server.ts', apiAnswers, [database.url, slug]);

    const postgresPids = async () => {
      const { rows } = await monitor.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return rows.map((row) => row.pid);
    };
    const none = async () => [];
    const watchCeiling: Watched = { invitationPid: null, apiPid: null, postgresPids: none };
    const watchApi: Watched = { invitationPid: null, apiPid: stack.apiPid, postgresPids };
    // The floor's process in the API's column, and the same database's backends.
    const watchFloor: Watched = { invitationPid: null, apiPid: readFloor.pid, postgresPids };
    const watchPages: Watched = {
      invitationPid: stack.invitationPid,
      apiPid: stack.apiPid,
      postgresPids,
    };
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    const steady = { connections: 10, seconds: SECONDS, overallRate: FIXED_RATE };
    const apiBytes = Buffer.from(answers[apiPaths[0] ?? '']?.body ?? '', 'base64').length;
    const pageBytes = Buffer.from(answers[pagePaths[0] ?? '']?.body ?? '', 'base64').length;
    console.log(
      `guest-path: "${slug}" with ${codes.length} guests, ${COUNTERS} rate-limit counters, ${IDEMPOTENCY_KEYS} idempotency keys (seeded in ${seedSeconds.toFixed(1)} s); builds: API ${args['api-build']}, invitation ${args['invitation-build']}`,
    );
    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s, then ${FIXED_RATE} req/s over 10; the API's answer ${apiBytes} B, the page ${pageBytes} B (${answers[pagePaths[0] ?? '']?.headers['content-encoding'] ?? 'identity'}); load before: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );

    const ceilingOf = (paths: readonly string[], label: string): Target => ({
      label,
      url: ceiling?.origin ?? '',
      paths: cycle(paths),
      watched: watchCeiling,
    });
    const floorOf = (label: string): Target => ({
      label,
      url: readFloor?.origin ?? '',
      paths: cycle(apiPaths),
      watched: watchFloor,
    });
    const [apiCeiling, floor, api] = await measureBeside(
      ceilingOf(apiPaths, 'ceiling: the API answer from memory'),
      [
        floorOf('floor: the same bytes after one read of the guest'),
        {
          label: 'API GET public invitation',
          url: stack.apiOrigin,
          paths: cycle(apiPaths),
          watched: watchApi,
        },
      ],
      load,
    );
    const [pageCeiling, reopen] = await measureBeside(
      ceilingOf(pagePaths, 'ceiling: the page from memory'),
      [
        {
          label: 'page reopened (304 from the API)',
          url: stack.invitationOrigin,
          paths: cycle(pagePaths),
          watched: watchPages,
        },
      ],
      load,
    );
    const [pageCeilingAgain, firstOpen] = await measureBeside(
      ceilingOf(pagePaths, 'ceiling: the page from memory, beside first opens'),
      [
        {
          label: 'page first open (rendered)',
          url: stack.invitationOrigin,
          paths: firstOpens,
          watched: watchPages,
        },
      ],
      load,
    );
    const floorSteady = await measure(floorOf(`floor at ${FIXED_RATE}/s`), steady);
    const apiSteady = await measure(
      {
        label: `API GET at ${FIXED_RATE}/s`,
        url: stack.apiOrigin,
        paths: cycle(apiPaths),
        watched: watchApi,
      },
      steady,
    );
    const pageSteady = await measure(
      {
        label: `page first opens at ${FIXED_RATE}/s`,
        url: stack.invitationOrigin,
        paths: firstOpens,
        watched: watchPages,
      },
      steady,
    );

    const rows: [Measure, Measure | null][] = [
      [apiCeiling, null],
      [floor, apiCeiling],
      [api, apiCeiling],
      [pageCeiling, null],
      [reopen, pageCeiling],
      [pageCeilingAgain, null],
      [firstOpen, pageCeilingAgain],
      [floorSteady, null],
      [apiSteady, null],
      [pageSteady, null],
    ];
    console.log(
      '\n| measure | req/s | share of ceiling | p50 ms | p99 ms | invitation CPU ms/req | API CPU ms/req | PostgreSQL CPU ms/req |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [row, against] of rows) {
      const share =
        against === null ? '—' : `${((100 * row.perSecond) / against.perSecond).toFixed(1)} %`;
      console.log(
        `| ${row.label} | ${row.perSecond.toFixed(0)} | ${share} | ${row.p50} | ${row.p99} | ${fixed(row.cpu.invitation)} | ${fixed(row.cpu.api)} | ${fixed(row.cpu.postgres)} |`,
      );
    }
    const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');
    const shareOf = (row: Measure, against: Measure) => row.perSecond / against.perSecond;
    const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
    const targets: [string, string, boolean][] = [
      [
        `API GET ≥ ${percent(TARGETS.apiShare)} of its ceiling`,
        percent(shareOf(api, apiCeiling)),
        shareOf(api, apiCeiling) >= TARGETS.apiShare,
      ],
      [
        `page reopened ≥ ${percent(TARGETS.reopenShare)} of its ceiling`,
        percent(shareOf(reopen, pageCeiling)),
        shareOf(reopen, pageCeiling) >= TARGETS.reopenShare,
      ],
      [
        `page first open ≥ ${percent(TARGETS.firstOpenShare)} of its ceiling`,
        percent(shareOf(firstOpen, pageCeilingAgain)),
        shareOf(firstOpen, pageCeilingAgain) >= TARGETS.firstOpenShare,
      ],
      [
        `API p99 ≤ ${TARGETS.apiP99} ms at ${FIXED_RATE}/s`,
        `${apiSteady.p99} ms`,
        apiSteady.p99 <= TARGETS.apiP99,
      ],
      [
        `page p99 ≤ ${TARGETS.pageP99} ms at ${FIXED_RATE}/s (first opens)`,
        `${pageSteady.p99} ms`,
        pageSteady.p99 <= TARGETS.pageP99,
      ],
    ];
    console.log('\n| target | measured | result |\n| --- | --- | --- |');
    for (const [target, measured, ok] of targets)
      console.log(`| ${target} | ${measured} | ${verdict(ok)} |`);
    console.log(
      `\nload after: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    ceiling?.stop();
    readFloor?.stop();
    await monitor.end();
    await stack.stop();
    await database.drop();
  }
}

await main();
