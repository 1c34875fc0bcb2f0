// One guest's answer is one trace (issue 33, point 1, "Done means"): the built invitation server and
// a built API of this test's own, both with OTEL_EXPORTER_OTLP_ENDPOINT naming one local OTLP/HTTP
// receiver, the API on the run's PostgreSQL. A guest opens their link and answers without scripts
// (the form's POST, form-answer.ts): the invitation server's span for that POST, its client span to
// the API, the API's confirmInvitation span under that client span and the SQL under it all carry
// one trace id, and no span carries the guest's code or name.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { couplePassword, registerVerifiedCouple } from './support/accounts.ts';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../apps/server');
const INVITATION_SERVER = path.resolve(
  import.meta.dirname,
  '../apps/invitation/dist/server/serve.js',
);
const SERVER_SPAN = 2;
const CLIENT_SPAN = 3;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A built server as deployed, on a port of its own, answering `probe` with 200 before it returns. */
async function startBuilt(script: string, cwd: string, env: Record<string, string>, probe: string) {
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await expect
    .poll(async () => (await fetch(probe).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  return {
    /** SIGTERM: each server closes, then sends the spans it has not sent yet, then exits. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A verified couple's wedding, active, with one ceremony and one guest (Rosa Luna): her link. */
async function weddingWithOneGuest(request: APIRequestContext) {
  const email = await registerVerifiedCouple(request, 'traza');
  const login = await request.post('/v1/auth/login', {
    data: { email, password: couplePassword },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const call = async <T>(method: 'post' | 'patch', url: string, data: object) => {
    const response = await request[method](`/v1${url}`, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };

  const slug = `traza-${uniqueSuffix()}`;
  const { wedding } = await call<{ wedding: { id: number } }>('post', '/weddings', {
    name: 'Rosa & Diego',
    slug,
    date: '2027-05-15T23:00:00.000Z',
  });
  await giveWeddingPlan(request, wedding.id, 'Premium');
  const { event } = await call<{ event: { id: number } }>('post', '/events', {
    name: 'Ceremonia religiosa',
    weddingId: wedding.id,
  });
  await call('patch', `/events/${event.id}/datetime`, { datetime: '2027-05-15T23:00:00.000Z' });
  await call('post', '/guests', {
    name: 'Rosa',
    lastName: 'Luna',
    phone: '5512345678',
    maxGuestsAllowed: 1,
    weddingId: wedding.id,
  });
  const { guests } = await call<{ guests: { link: string }[] }>('post', '/guests/get-by-wedding', {
    weddingId: wedding.id,
    page: 1,
  });
  const url = new URL(guests[0]?.link ?? '');
  return { slug, code: url.searchParams.get('code') ?? '' };
}

test("a guest's answer without scripts is one trace: invitation server, API and its SQL", async ({
  request,
}) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  // The SQL spans are PostgreSQL's (the pg driver's): CI's run always names a database.
  test.skip(!databaseUrl && !process.env.CI, 'needs the run on PostgreSQL (E2E_DATABASE_URL)');
  expect(databaseUrl, 'CI runs the browser tests on PostgreSQL').toBeTruthy();

  const { slug, code } = await weddingWithOneGuest(request);
  const receiver = await startOtlpReceiver();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convite-e2e-traces-'));
  const [apiPort, invitationPort] = [await freePort(), await freePort()];
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url };
  // A second API on the run's database, as a replica is: it works no jobs (the run's API does).
  const api = await startBuilt(
    'dist/main.js',
    SERVER_ROOT,
    {
      ...tracing,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JOBS: 'worker',
      LOG_LEVEL: 'warn',
    },
    `http://127.0.0.1:${apiPort}/ready`,
  );
  const origin = `http://127.0.0.1:${invitationPort}`;
  const invitation = await startBuilt(
    INVITATION_SERVER,
    import.meta.dirname,
    {
      ...tracing,
      NODE_ENV: 'production',
      PORT: String(invitationPort),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
      PUBLIC_URL: origin,
    },
    `${origin}/_health`,
  );
  try {
    // The guest's page, then the form as a phone without scripts sends it.
    const page = await fetch(`${origin}/${slug}?code=${code}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const going = /name="(m\.\d+\.e\.\d+)"/.exec(html)?.[1];
    const token = /name="answerToken" value="([^"]+)"/.exec(html)?.[1];
    expect(going, 'the form asks whether Rosa goes to the ceremony').toBeDefined();
    const answered = await fetch(`${origin}/${slug}?code=${code}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ answerToken: token ?? '', [going ?? '']: 'yes' }).toString(),
    });
    expect(answered.status).toBe(303);
  } finally {
    // Each server sends its last spans as it stops.
    await invitation.stop();
    await api.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { spans } = receiver;
  const form = spans.find(
    (span) =>
      span.service === 'convite-invitation' &&
      span.kind === SERVER_SPAN &&
      span.attributes['http.request.method'] === 'POST',
  );
  expect(form, "the invitation server's span for the form").toBeDefined();
  const trace = spans.filter((span) => span.traceId === form?.traceId);
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  /** The span's ancestors in this trace, nearest first. */
  const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    return parent ? [parent, ...ancestors(parent)] : [];
  };

  const confirmation = trace.find((span) => span.name === 'confirmInvitation');
  expect(confirmation?.service).toBe('convite-api');
  expect(confirmation?.kind).toBe(SERVER_SPAN);
  const call = byId.get(confirmation?.parentSpanId ?? '');
  expect(call?.service, "the API's span continues the invitation server's call").toBe(
    'convite-invitation',
  );
  expect(call?.kind).toBe(CLIENT_SPAN);
  expect(call?.parentSpanId).toBe(form?.spanId);

  const sql = trace.filter(
    (span) =>
      span.service === 'convite-api' &&
      (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'postgresql',
  );
  const confirmationSql = sql.filter((span) =>
    ancestors(span).some((ancestor) => ancestor === confirmation),
  );
  expect(confirmationSql.length, "the confirmation's SQL under its span").toBeGreaterThan(0);
  // The form's POST (nothing else) is this trace's root: every span hangs from it.
  for (const span of trace.filter((one) => one !== form)) expect(ancestors(span)).toContain(form);

  // No guest's code or name leaves either process.
  const exported = receiver.exported();
  expect(exported).not.toContain(code);
  expect(exported).not.toContain('Rosa');
  expect(exported).not.toContain('Luna');
});
