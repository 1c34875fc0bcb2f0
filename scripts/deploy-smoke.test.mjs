// The deployable build, run as a host runs it: `dist/` (from `pnpm build:deploy`) started with
// NODE_ENV=production against a fresh database on the PostgreSQL server of DATABASE_URL, a real SMTP
// server, two API replicas started at the same moment (so their migrations race) and the invitation
// server in front of one of them. A couple's journey alternates between the replicas, so a session
// signed by one must be accepted by the other. Run by `pnpm test:deploy` (part of `pnpm test`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const adminUrl = process.env.DATABASE_URL;
const skip = adminUrl ? false : 'needs DATABASE_URL (a PostgreSQL server to create a database on)';
if (skip && process.env.CI === 'true') throw new Error('CI=true but DATABASE_URL is not set');

const databaseName = `convite_deploy_smoke_${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'convite-deploy-smoke-'));
const children = [];
const mail = [];
let smtp;
const replicas = [];
let invitationOrigin;
let invitationServer;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a process of the build and resolves once `url` answers 200, with its output kept for failures. */
async function startProcess(label, args, cwd, env, url) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not become ready:\n${output}`);
}

function databaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

before(async () => {
  if (skip) return;
  await admin(`create database ${databaseName}`);

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // the package's bundled certificate has expired
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        mail.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(databaseName),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
    APP_URL: 'https://app.convite.test',
    ADMIN_APP_URL: 'https://admin.convite.test',
    INVITATION_URL: 'https://invitacion.convite.test',
    // Set, never called: this journey pays nothing.
    STRIPE_SECRET_KEY: 'sk_test_deploy_smoke',
    STRIPE_WEBHOOK_SECRET: 'whsec_deploy_smoke',
    // Uploads stay on this host's disk, chosen explicitly (the journey uploads nothing).
    EMBEDDED_DRIVERS: 'storage',
    FILES_PUBLIC_URL: 'https://files.convite.test',
    LOG_LEVEL: 'warn',
  };
  const ports = [await freePort(), await freePort()];
  // Both replicas start together on the empty database: migrations must run once.
  const started = await Promise.all(
    ports.map((port, index) =>
      startProcess(
        `API replica ${index + 1}`,
        // As dist/api's `npm start` runs it: the memory settings the image pipeline is sized for.
        ['--max-semi-space-size=16', 'dist/main.js'],
        path.join(dist, 'api'),
        { ...shared, PORT: String(port), MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' },
        `http://127.0.0.1:${port}/ready`,
      ).then(() => `http://127.0.0.1:${port}/v1`),
    ),
  );
  replicas.push(...started);

  const invitationPort = await freePort();
  invitationOrigin = `http://127.0.0.1:${invitationPort}`;
  invitationServer = await startProcess(
    'invitation server',
    ['server/serve.js'],
    path.join(dist, 'invitation'),
    {
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: String(invitationPort),
      HOST: '127.0.0.1',
      API_PROXY_TARGET: new URL(replicas[1]).origin,
      PUBLIC_URL: 'https://invitacion.convite.test',
    },
    `${invitationOrigin}/_health`,
  );
});

after(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  smtp?.close();
  if (!skip) await admin(`drop database if exists ${databaseName}`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A JSON call to replica `n` (0 or 1); returns the parsed body after checking the status. */
async function call(n, method, url, { token, body, status = 200, headers = {} } = {}) {
  const response = await fetch(`${replicas[n]}${url}`, {
    method,
    headers: {
      'accept-language': 'es',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.equal(response.status, status, `${method} ${url} on replica ${n + 1}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function verificationToken(email) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = mail.find((m) => m.to.includes(email));
    if (message) {
      const text = message.text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/verificacion\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      assert.ok(token, `no verification link in:\n${text}`);
      return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email reached ${email} through SMTP`);
}

test(
  'a couple and a guest, through two production API replicas and the invitation server',
  { skip },
  async () => {
    const email = `pareja-${randomUUID().slice(0, 8)}@convite.test`;
    const password = 'Boda.2026!';

    await call(0, 'POST', '/auth/register', {
      status: 201,
      body: { email, password, passwordConfirmation: password, name: 'Ana', lastName: 'García' },
    });
    await call(1, 'POST', '/auth/verify-client', {
      body: { token: await verificationToken(email) },
    });
    const { token } = await call(0, 'POST', '/auth/login', { body: { email, password } });

    const slug = `ana-y-luis-${randomUUID().slice(0, 8)}`;
    const { wedding } = await call(1, 'POST', '/weddings', {
      token,
      status: 201,
      body: { name: 'Ana & Luis', slug, date: '2027-05-15T23:00:00.000Z' },
    });
    await call(0, 'GET', `/weddings/${wedding.id}/start-trial`, { token });
    await call(1, 'POST', '/guests', {
      token,
      status: 201,
      body: {
        name: 'Rosa',
        lastName: 'Luna',
        phone: '5512345678',
        maxGuestsAllowed: 2,
        weddingId: wedding.id,
      },
    });
    const { guests } = await call(0, 'POST', '/guests/get-by-wedding', {
      token,
      body: { weddingId: wedding.id, page: 1 },
    });
    assert.equal(guests.length, 1);
    const [rosa] = guests;
    assert.ok(rosa.link.startsWith(`https://invitacion.convite.test/${slug}?code=`), rosa.link);

    // The guest opens her personal link: the page is rendered on the server with her greeting.
    const link = new URL(rosa.link);
    const page = await fetch(`${invitationOrigin}${link.pathname}${link.search}`, {
      headers: { 'accept-language': 'es-MX' },
    });
    assert.equal(page.status, 200);
    // PUBLIC_URL is https: the page states its policy (its inline loaders by hash) and pins https.
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self' 'sha256-/);
    assert.match(page.headers.get('strict-transport-security') ?? '', /^max-age=/);
    const html = await page.text();
    assert.match(html, /Ana &amp; Luis/);
    assert.match(html, /Rosa/);

    // She confirms through the invitation server (which forwards the public call to the API).
    const confirmed = await fetch(
      `${invitationOrigin}/v1/public/invitations/${slug}/confirmation`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ code: rosa.code, confirmation: true, confirmedGuests: 2 }),
      },
    );
    assert.equal(confirmed.status, 200, await confirmed.clone().text());

    // The couple reads the answer from the other replica.
    const after = await call(1, 'POST', '/guests/get-by-wedding', {
      token,
      body: { weddingId: wedding.id, page: 1 },
    });
    assert.equal(after.guests[0].confirmation, true);
    assert.equal(after.guests[0].confirmedGuests, 2);
  },
);

/** The processes whose parent is `pid` (Linux /proc). */
function childPids(pid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/** The status of a GET on a connection of its own, failing after 5 s without an answer. */
function statusOnNewConnection(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in 5 s`)));
    request.on('error', reject);
  });
}

test(
  'the invitation server replaces a worker that dies, and serves pages on',
  { skip, timeout: 60_000 },
  async () => {
    const workers = childPids(invitationServer.pid);
    assert.equal(workers.length, 2, 'WEB_CONCURRENCY=2 starts two workers');
    process.kill(workers[0], 'SIGKILL');
    // The primary starts another. (Until it has seen the death, a connection it hands to the dead
    // worker is lost: node:cluster's one window, which a browser's retry covers.)
    const deadline = Date.now() + 30_000;
    let now = childPids(invitationServer.pid);
    while ((now.length !== 2 || now.includes(workers[0])) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = childPids(invitationServer.pid);
    }
    assert.equal(now.length, 2);
    assert.ok(!now.includes(workers[0]));
    // Connections go to the workers in turn: every one is answered.
    for (let index = 0; index < 4; index += 1) {
      assert.equal(await statusOnNewConnection(`${invitationOrigin}/_health`), 200);
    }
    assert.equal(invitationServer.exitCode, null);
  },
);

test('the static apps carry the security headers their CDN sends', () => {
  for (const app of ['dashboard', 'admin']) {
    const headers = readFileSync(path.join(dist, app, '_headers'), 'utf8');
    assert.match(headers, /^ {2}Content-Security-Policy: .*frame-ancestors 'none'/m);
    assert.match(headers, /^ {2}Strict-Transport-Security: max-age=/m);
  }
});
