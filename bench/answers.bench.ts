// What a guest's answer costs against what opening an invitation costs, from the production build
// of the API on PostgreSQL (issue 32, point 3): each answer another guest's (`POST
// /v1/public/invitations/<slug>/confirmation` with a new idempotency key), the control the GET of
// the public invitation for the demo guests in turn, the two run interleaved (GET, answers, GET,
// answers…) so that a machine shared with other work hits both alike.
//
//   DATABASE_URL=postgres://user@host:5432/postgres pnpm --filter @convite/bench answers
//   … answers -- --seconds 10 --connections 32 --rounds 3 --api-build dist-before --drain-jobs 2000
//
// CPU per request is read from /proc: the API process, and the PostgreSQL backends connected to
// this run's scratch database (the API's pool and its job engine's), so that other databases on
// the same server do not count; all of PostgreSQL's processes are printed beside it for reference.
// The couple's notices stay at the default (an email for each answer), so the answers' cost
// includes the notice work they cause while they run; the notice jobs still waiting afterwards and
// the emails written are printed, then PostgreSQL's counts per request of the last round
// (transactions, and each table's scans and writes). Last, how fast the API drains a queue:
// `--drain-jobs` answer-notices jobs queued at once (for couples that do not exist: the engine's
// own cost per job), the queue's jobs done a second (a backlog the answers left counts, worked
// first) and the API's CPU a job.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN_DATABASE_URL } from './src/bench.config.ts';
import { startStack } from './src/demo-stack.ts';
import { cpuMs, cpuMsOfProcessesNamed, cpuMsOfTree } from './src/process-cpu.ts';
import { createScratchDatabase } from './src/scratch-database.ts';
import { scriptArgs } from './src/script-args.ts';
import { median } from './src/timing.ts';

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    /** A build of the API directly in apps/server (`dist`, or an older commit's to compare). */
    'api-build': { type: 'string', default: 'dist' },
    /** Jobs queued at once for the drain measure, and the longest it waits for them. */
    'drain-jobs': { type: 'string', default: '2000' },
    'drain-seconds': { type: 'string', default: '20' },
    // Answers as an API client sends them, without the sealed context a guest's page carries.
    'no-context': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const WARM_UP_SECONDS = 2;
const DEMO_GUESTS = 12; // seed-demo's guests
/** Guests added to answer, each once: more than the rounds can use at this machine's speed. */
const ANSWERING_GUESTS = 60_000;
const DRAIN_JOBS = Number(args['drain-jobs']);
const DRAIN_SECONDS = Number(args['drain-seconds']);
const TARGETS = { apiCpuMs: 1, postgresCpuMs: 1, answersPerGet: 0.5, drainPerSecond: 50 };
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-MX,es;q=0.9' };
const WITH_CONTEXT = !args['no-context'];

type Load = { url: string; next(): autocannon.Request };

/** What PostgreSQL counted for this database: transactions, and each table's scans and writes. */
type DatabaseCounts = { commits: number; tables: Map<string, number[]> };

const TABLE_COUNTS = [
  'seq_scan',
  'seq_tup_read',
  'idx_scan',
  'n_tup_ins',
  'n_tup_upd',
  'n_tup_hot_upd',
  'n_tup_del',
];

async function databaseCounts(client: pg.Client): Promise<DatabaseCounts> {
  const database = await client.query<{ commits: string }>(
    'select xact_commit as commits from pg_stat_database where datname = current_database()',
  );
  const tables = await client.query<Record<string, string>>(
    `select schemaname || '.' || relname as name, ${TABLE_COUNTS.map((c) => `coalesce(${c}, 0) as ${c}`).join(', ')}
       from pg_stat_all_tables where schemaname in ('public', 'pgboss')`,
  );
  return {
    commits: Number(database.rows[0]?.commits ?? 0),
    tables: new Map(
      tables.rows.map((row) => [row.name ?? '', TABLE_COUNTS.map((c) => Number(row[c]))]),
    ),
  };
}

/** Per request: PostgreSQL's transactions, and the tables touched with their scans and writes. */
function countsPerRequest(before: DatabaseCounts, after: DatabaseCounts, requests: number) {
  const per = (value: number) => (value / requests).toFixed(2);
  const lines = [`transactions ${per(after.commits - before.commits)}`];
  for (const [name, values] of after.tables) {
    const old = before.tables.get(name) ?? values.map(() => 0);
    const delta = values.map((value, index) => value - (old[index] ?? 0));
    if (delta.some((value) => value / requests >= 0.05)) {
      lines.push(`${name}: ${TABLE_COUNTS.map((c, i) => `${c} ${per(delta[i] ?? 0)}`).join(', ')}`);
    }
  }
  return lines;
}

type Measure = {
  counts: string[];
  perSecond: number;
  p50: number;
  p99: number;
  apiCpuMs: number;
  postgresCpuMs: number;
  /** Of postgresCpuMs, what processes other than the API's connections spent (autovacuum). */
  postgresBackgroundCpuMs: number;
  allPostgresCpuMs: number;
};

function run(load: Load, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: load.url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: HEADERS,
        requests: [{ setupRequest: (request) => ({ ...request, ...load.next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

type Backends = Map<number, { cpuMs: number; isClient: boolean }>;

/**
 * The CPU milliseconds so far of the PostgreSQL processes connected to the scratch database: the
 * API's connections, and the autovacuum workers cleaning up after its writes.
 */
async function backendsCpu(client: pg.Client): Promise<Backends> {
  const { rows } = await client.query<{ pid: number; backend_type: string }>(
    `select pid, backend_type from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return new Map(
    rows.map((row) => [
      row.pid,
      { cpuMs: cpuMs(row.pid), isClient: row.backend_type === 'client backend' },
    ]),
  );
}

/**
 * The CPU the processes spent between two readings (one that started meanwhile counts whole; one
 * that ended meanwhile, a short autovacuum run, is missed), the API's connections apart.
 */
function backendsSpent(before: Backends, after: Backends): { all: number; autovacuum: number } {
  let all = 0;
  let autovacuum = 0;
  for (const [pid, now] of after) {
    const spent = now.cpuMs - (before.get(pid)?.cpuMs ?? 0);
    all += spent;
    if (!now.isClient) autovacuum += spent;
  }
  return { all, autovacuum };
}

async function measure(
  label: string,
  load: Load,
  apiPid: number,
  client: pg.Client,
): Promise<Measure> {
  // The answers' tables grow from empty to thousands of rows within seconds here, faster than
  // autovacuum's statistics follow: without this the planner scans them whole, which a database
  // that has served a while never does.
  await client.query('analyze');
  const countsBefore = await databaseCounts(client);
  const apiBefore = cpuMsOfTree(apiPid);
  const backendsBefore = await backendsCpu(client);
  const allBefore = cpuMsOfProcessesNamed('postgres');
  const result = await run(load, SECONDS);
  const apiAfter = cpuMsOfTree(apiPid);
  const allAfter = cpuMsOfProcessesNamed('postgres');
  const backendsAfter = await backendsCpu(client);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers (by status: ${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const requests = result.requests.total;
  const perRequest = (ms: number) => (requests === 0 ? 0 : ms / requests);
  // PostgreSQL reports a backend's counts within a second or so of its transactions.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    counts: countsPerRequest(countsBefore, await databaseCounts(client), Math.max(requests, 1)),
    perSecond: requests / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    apiCpuMs: perRequest(apiAfter - apiBefore),
    postgresCpuMs: perRequest(backendsSpent(backendsBefore, backendsAfter).all),
    postgresBackgroundCpuMs: perRequest(backendsSpent(backendsBefore, backendsAfter).autovacuum),
    allPostgresCpuMs: perRequest(allAfter - allBefore),
  };
}

/** Adds `extra` guests (invited for two, unanswered) to the wedding; the demo's guests first. */
async function guestCodes(client: pg.Client, slug: string, extra: number): Promise<string[]> {
  await client.query(
    `insert into guests (wedding_id, code, name, last_name, phone, max_guests_allowed)
     select w.id, 'R' || upper(lpad(to_hex(n), 7, '0')), 'Invitada ' || n, 'Prueba', '5512345678', 2
     from weddings w, generate_series(1, $2::int) n where w.slug = $1`,
    [slug, extra],
  );
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ code: string }>(
    'select g.code from guests g join weddings w on w.id = g.wedding_id where w.slug = $1 order by g.id',
    [slug],
  );
  return rows.map((row) => row.code);
}

/**
 * Each guest's sealed answer context, as their page got it with their invitation: a guest opens
 * their link before answering, so each answering guest's GET is made first (untimed, 32 at a time).
 */
async function answerContexts(
  apiOrigin: string,
  slug: string,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const contexts = new Map<string, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let code = codes[next++]; code !== undefined; code = codes[next++]) {
        const response = await fetch(`${apiOrigin}/v1/public/invitations/${slug}?code=${code}`, {
          headers: HEADERS,
        });
        const body = (await response.json()) as { guest: { answerContext?: string } | null };
        if (body.guest?.answerContext === undefined) throw new Error(`${code}: no answer context`);
        contexts.set(code, body.guest.answerContext);
      }
    }),
  );
  return contexts;
}

async function noticeJobsWaiting(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ waiting: string }>(
    `select count(*) as waiting from pgboss.job
      where name = 'answer-notices' and state in ('created', 'retry', 'active')`,
  );
  return Number(rows[0]?.waiting ?? 0);
}

/**
 * Queues `count` answer-notices jobs at once, as pg-boss would (the queue's settings), each for a
 * couple that does not exist (the job reads the couple and ends: the engine's own cost per job),
 * and counts those done each 200 ms until all are or `seconds` pass: jobs a second, and the API's
 * CPU a job.
 */
async function drain(client: pg.Client, apiPid: number, count: number, seconds: number) {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from pgboss.queue where name = 'answer-notices'`,
  );
  const table = rows[0]?.table_name;
  if (table === undefined) throw new Error('no answer-notices queue');
  const cpuBefore = cpuMsOfTree(apiPid);
  const started = performance.now();
  await client.query(
    `insert into pgboss.${table} (name, data, policy, retry_limit, retry_delay, retry_backoff,
       retry_delay_max, expire_seconds, deletion_seconds, heartbeat_seconds)
     select q.name, jsonb_build_object('clientId', 100000000 + n, 'choice', 'each'), q.policy,
       q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max, q.expire_seconds,
       q.deletion_seconds, q.heartbeat_seconds
     from pgboss.queue q, generate_series(1, $1::int) n where q.name = 'answer-notices'`,
    [count],
  );
  // Every job of the queue done meanwhile counts (a backlog the answers left is worked first).
  const counted = async () => {
    const result = await client.query<{ done: string; ours: string }>(
      `select count(*) as done,
              count(*) filter (where (data->>'clientId')::int > 100000000) as ours
         from pgboss.job where name = 'answer-notices' and state = 'completed'
          and completed_on >= now() - make_interval(secs => $1)`,
      [(performance.now() - started) / 1000],
    );
    return { done: Number(result.rows[0]?.done ?? 0), ours: Number(result.rows[0]?.ours ?? 0) };
  };
  let done = { done: 0, ours: 0 };
  while (done.ours < count && performance.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    done = await counted();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    ours: done.ours,
    done: done.done,
    elapsedSeconds,
    perSecond: done.done / elapsedSeconds,
    apiCpuMsPerJob: done.done === 0 ? 0 : (cpuMsOfTree(apiPid) - cpuBefore) / done.done,
  };
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

async function main() {
  if (ADMIN_DATABASE_URL === undefined) {
    console.error('answers: set DATABASE_URL to a PostgreSQL server (a scratch database is made).');
    process.exit(2);
  }
  const database = await createScratchDatabase(ADMIN_DATABASE_URL);
  const stack = await startStack({
    databaseUrl: database.url,
    apiBuild: args['api-build'],
    invitation: false,
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const slug = new URL(stack.guestLink).pathname.slice(1);
    const codes = await guestCodes(client, slug, ANSWERING_GUESTS);
    const demoCodes = codes.slice(0, DEMO_GUESTS);
    const answering = codes.slice(DEMO_GUESTS);
    const readAt = performance.now();
    const contexts = WITH_CONTEXT
      ? await answerContexts(stack.apiOrigin, slug, answering)
      : new Map<string, string>();
    const contextSeconds = (performance.now() - readAt) / 1000;
    let nextGet = 0;
    const gets: Load = {
      url: stack.apiOrigin,
      next() {
        nextGet = (nextGet + 1) % demoCodes.length;
        return { method: 'GET', path: `/v1/public/invitations/${slug}?code=${demoCodes[nextGet]}` };
      },
    };
    const answers: Load = {
      url: stack.apiOrigin,
      next() {
        const code = answering.shift();
        if (code === undefined)
          throw new Error(`more than ${ANSWERING_GUESTS} answers: add guests`);
        return {
          method: 'POST',
          path: `/v1/public/invitations/${slug}/confirmation`,
          headers: {
            ...HEADERS,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            code,
            confirmation: true,
            confirmedGuests: 1,
            answerContext: contexts.get(code),
          }),
        };
      },
    };
    console.log(
      `answers: API build ${args['api-build']}, "${slug}", ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each (GET, then answers); ${WITH_CONTEXT ? `each answer with its page's context (${contexts.size} GETs first, ${contextSeconds.toFixed(1)} s)` : 'answers without a context (--no-context)'}`,
    );
    await run(gets, WARM_UP_SECONDS);
    await run(answers, WARM_UP_SECONDS);

    const rounds: { get: Measure; answer: Measure }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const get = await measure('GET', gets, stack.apiPid, client);
      const answer = await measure('answers', answers, stack.apiPid, client);
      rounds.push({ get, answer });
    }
    const waiting = await noticeJobsWaiting(client);
    const outbox = path.join(path.dirname(stack.logDir), 'outbox');
    const emails = existsSync(outbox) ? readdirSync(outbox).length : 0;
    const drained = await drain(client, stack.apiPid, DRAIN_JOBS, DRAIN_SECONDS);

    console.log(
      '\n| round | measure | req/s | answers ÷ GET | p50 ms | p99 ms | API CPU ms/req | PostgreSQL CPU ms/req (this database) | of it autovacuum | all PostgreSQL CPU ms/req |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const line = (round: string, label: string, row: Measure, ratio: string) =>
      console.log(
        `| ${round} | ${label} | ${row.perSecond.toFixed(0)} | ${ratio} | ${row.p50} | ${row.p99} | ${fixed(row.apiCpuMs)} | ${fixed(row.postgresCpuMs)} | ${fixed(row.postgresBackgroundCpuMs)} | ${fixed(row.allPostgresCpuMs)} |`,
      );
    rounds.forEach(({ get, answer }, index) => {
      line(String(index + 1), 'GET public invitation (control)', get, '—');
      line(
        String(index + 1),
        'answer (POST confirmation)',
        answer,
        fixed(answer.perSecond / get.perSecond, 3),
      );
    });
    const medianOf = (pick: (row: { get: Measure; answer: Measure }) => number) =>
      median(rounds.map(pick));
    const ratio = medianOf((row) => row.answer.perSecond / row.get.perSecond);
    const apiCpu = medianOf((row) => row.answer.apiCpuMs);
    const postgresCpu = medianOf((row) => row.answer.postgresCpuMs);
    console.log(
      `\nmedians of ${ROUNDS}: GET ${medianOf((row) => row.get.perSecond).toFixed(0)}/s at ${fixed(medianOf((row) => row.get.apiCpuMs))} ms API and ${fixed(medianOf((row) => row.get.postgresCpuMs))} ms PostgreSQL CPU; answers ${medianOf((row) => row.answer.perSecond).toFixed(0)}/s at ${fixed(apiCpu)} ms API and ${fixed(postgresCpu)} ms PostgreSQL CPU`,
    );
    console.log(
      `answer-notices jobs still waiting: ${waiting}; emails written to the outbox: ${emails}`,
    );
    const last = rounds.at(-1);
    if (last !== undefined) {
      console.log(`\nPostgreSQL's counts per GET, last round:\n  ${last.get.counts.join('\n  ')}`);
      console.log(`per answer, last round:\n  ${last.answer.counts.join('\n  ')}`);
    }
    console.log(
      `drain: ${DRAIN_JOBS} jobs queued at once, ${drained.ours} of them done in ${drained.elapsedSeconds.toFixed(1)} s, ${drained.done} jobs of the queue in all (the answers' first): ${drained.perSecond.toFixed(1)} jobs/s, ${fixed(drained.apiCpuMsPerJob)} ms API CPU a job`,
    );
    const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');
    console.log('\n| target | measured | result |\n| --- | --- | --- |');
    console.log(
      `| answer ≤ ${TARGETS.apiCpuMs} ms API CPU | ${fixed(apiCpu)} | ${verdict(apiCpu <= TARGETS.apiCpuMs)} |`,
    );
    console.log(
      `| answer ≤ ${TARGETS.postgresCpuMs} ms PostgreSQL CPU | ${fixed(postgresCpu)} | ${verdict(postgresCpu <= TARGETS.postgresCpuMs)} |`,
    );
    console.log(
      `| answers ≥ ${TARGETS.answersPerGet} × GET rate | ${fixed(ratio, 3)} | ${verdict(ratio >= TARGETS.answersPerGet)} |`,
    );
    console.log(
      `| a queue drains ≥ ${TARGETS.drainPerSecond} jobs/s | ${drained.perSecond.toFixed(0)} | ${verdict(drained.perSecond >= TARGETS.drainPerSecond)} |`,
    );
  } finally {
    await client.end();
    await stack.stop();
    await database.drop();
  }
}

await main();
