// The guest's path at production speed: the public invitation call of the API and the guest's page
// from the invitation server, both from the production builds on PostgreSQL, beside a bare Fastify
// server answering a small JSON in the same run (the ceiling of this machine and load generator).
//
//   DATABASE_URL=postgres://user@host:5432/postgres pnpm --filter @convite/bench guest-path
//   … guest-path -- --seconds 20 --connections 64
//
// Each request opens another guest's personal link from one address, as phones behind a carrier's
// address do: the demo wedding's guests in turn (a guest reopening their link: the invitation server
// has their page and asks the API only whether it changed), twelve of 40,000 added guests (invited
// for two, unanswered: the same page in every version) doing the same, or each of the added guests
// once (a first open: the page is rendered). The database is vacuumed and analysed after the guests
// are added. Throughput is measured with `--connections`
// open connections for `--seconds`; latency at a fixed 200 requests a second. CPU per request is
// read from /proc for the server process and for all of PostgreSQL's processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN_DATABASE_URL } from './src/bench.config.ts';
import { freePort, startStack } from './src/demo-stack.ts';
import { cpuMsOfProcessesNamed, cpuMsOfTree } from './src/process-cpu.ts';
import { createScratchDatabase } from './src/scratch-database.ts';
import { scriptArgs } from './src/script-args.ts';

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '200' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const FIXED_RATE = Number(args.rate);
const DEMO_GUESTS = 12; // seed-demo's guests
/** Guests added for first opens: more than two runs can open at this machine's speed. */
const FIRST_OPENS = 40_000;
const TARGETS = { apiPerSecond: 2200, pagesPerSecond: 700, p99Ms: 50 };
// A phone asks for a compressed page.
const PHONE_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-MX,es;q=0.9' };

type Measure = {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
};

function run(
  url: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; overallRate?: number },
): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        overallRate: options.overallRate,
        headers: PHONE_HEADERS,
        requests: [
          {
            setupRequest: (request) => {
              next = (next + 1) % paths.length;
              return { ...request, path: paths[next] };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Runs a load against `url`, failing on any non-2xx answer, with the CPU its processes spent. */
async function measure(
  label: string,
  url: string,
  paths: readonly string[],
  pid: number | null,
  options: { connections: number; seconds: number; overallRate?: number },
): Promise<Measure> {
  await run(url, paths, { connections: options.connections, seconds: 2 }); // warm-up
  const cpuBefore = pid === null ? 0 : cpuMsOfTree(pid);
  const postgresBefore = cpuMsOfProcessesNamed('postgres');
  const result = await run(url, paths, options);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const requests = result.requests.total;
  const perRequest = (ms: number) => (requests === 0 ? 0 : ms / requests);
  return {
    label,
    perSecond: requests / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMs: pid === null ? null : perRequest(cpuMsOfTree(pid) - cpuBefore),
    postgresCpuMs:
      pid === null ? null : perRequest(cpuMsOfProcessesNamed('postgres') - postgresBefore),
  };
}

async function startHelloWorld(): Promise<{ origin: string; pid: number; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'src/hello-world-server.ts'), String(port)],
    { stdio: 'inherit' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`${origin}/hello`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (child.pid === undefined) throw new Error('the control server has no pid');
  return { origin, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * The demo wedding's guests, after adding `extra` more (so that pages can be opened by guests whose
 * page nothing has kept yet), in id order.
 */
async function guestCodes(databaseUrl: string, slug: string, extra: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into guests (wedding_id, code, name, last_name, phone, max_guests_allowed)
       select w.id, upper(substr(md5('bench' || n), 1, 8)), 'Invitada ' || n, 'Prueba', '5512345678', 2
       from weddings w, generate_series(1, $2::int) n where w.slug = $1`,
      [slug, extra],
    );
    // As a database that has served a while: its statistics current and nothing left for autovacuum,
    // which would otherwise work on the rows just added while the first measures run.
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ code: string }>(
      'select g.code from guests g join weddings w on w.id = g.wedding_id where w.slug = $1 order by g.id',
      [slug],
    );
    return rows.map((row) => row.code);
  } finally {
    await client.end();
  }
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
  const stack = await startStack({ databaseUrl: database.url });
  const control = await startHelloWorld();
  try {
    const slug = new URL(stack.guestLink).pathname.slice(1);
    const codes = await guestCodes(database.url, slug, FIRST_OPENS);
    const demoCodes = codes.slice(0, DEMO_GUESTS);
    const apiPaths = demoCodes.map((code) => `/v1/public/invitations/${slug}?code=${code}`);
    const reopenPaths = demoCodes.map((code) => `/${slug}?code=${code}`);
    // Each of these guests opens the page once: nothing is kept for them yet.
    const firstOpenPaths = codes.slice(DEMO_GUESTS).map((code) => `/${slug}?code=${code}`);
    const firstOpens = () => firstOpenPaths.splice(0, firstOpenPaths.length / 2);
    // Added guests reopening: the same page in every version of the product (an invitation for two,
    // unanswered), where the demo's guests show what each version can show.
    const addedReopenPaths = firstOpenPaths.slice(-DEMO_GUESTS);
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    const steady = { connections: 10, seconds: SECONDS, overallRate: FIXED_RATE };
    console.log(
      `guest-path: "${slug}", ${CONNECTIONS} connections for ${SECONDS} s, then ${FIXED_RATE} req/s`,
    );

    const rows = [
      await measure(
        'bare Fastify hello world (control)',
        control.origin,
        ['/hello'],
        control.pid,
        load,
      ),
      await measure('API GET public invitation', stack.apiOrigin, apiPaths, stack.apiPid, load),
      await measure(
        'page, guests reopening their link',
        stack.invitationOrigin,
        reopenPaths,
        stack.invitationPid,
        load,
      ),
      await measure(
        'page, added guests reopening their link',
        stack.invitationOrigin,
        addedReopenPaths,
        stack.invitationPid,
        load,
      ),
      await measure(
        'page, each guest opening it first',
        stack.invitationOrigin,
        firstOpens(),
        stack.invitationPid,
        load,
      ),
      await measure(`API GET at ${FIXED_RATE}/s`, stack.apiOrigin, apiPaths, stack.apiPid, steady),
      await measure(
        `page, first opens at ${FIXED_RATE}/s`,
        stack.invitationOrigin,
        firstOpens(),
        stack.invitationPid,
        steady,
      ),
    ];
    const [hello, api, page, , firstPage, apiSteady, pageSteady] = rows;
    console.log(
      '\n| measure | req/s | × control | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) {
      const ratio = hello === undefined ? '—' : (row.perSecond / hello.perSecond).toFixed(3);
      console.log(
        `| ${row.label} | ${row.perSecond.toFixed(0)} | ${ratio} | ${row.p50} | ${row.p99} | ${fixed(row.serverCpuMs)} | ${fixed(row.postgresCpuMs)} |`,
      );
    }
    const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');
    console.log('\n| target | measured | result |\n| --- | --- | --- |');
    console.log(
      `| API GET ≥ ${TARGETS.apiPerSecond} req/s | ${api?.perSecond.toFixed(0)} | ${verdict((api?.perSecond ?? 0) >= TARGETS.apiPerSecond)} |`,
    );
    console.log(
      `| page ≥ ${TARGETS.pagesPerSecond} pages/s, reopening | ${page?.perSecond.toFixed(0)} | ${verdict((page?.perSecond ?? 0) >= TARGETS.pagesPerSecond)} |`,
    );
    console.log(
      `| page ≥ ${TARGETS.pagesPerSecond} pages/s, first opens | ${firstPage?.perSecond.toFixed(0)} | ${verdict((firstPage?.perSecond ?? 0) >= TARGETS.pagesPerSecond)} |`,
    );
    console.log(
      `| API p99 ≤ ${TARGETS.p99Ms} ms at ${FIXED_RATE}/s | ${apiSteady?.p99} | ${verdict((apiSteady?.p99 ?? Infinity) <= TARGETS.p99Ms)} |`,
    );
    console.log(
      `| page p99 ≤ ${TARGETS.p99Ms} ms at ${FIXED_RATE}/s | ${pageSteady?.p99} | ${verdict((pageSteady?.p99 ?? Infinity) <= TARGETS.p99Ms)} |`,
    );
  } finally {
    control.stop();
    await stack.stop();
    await database.drop();
  }
}

await main();
