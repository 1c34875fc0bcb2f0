// The guest's path as the benchmarks measure it, started from the builds on free ports in production
// mode: the API (apps/server/dist) on a temporary DATA_DIR (embedded PGlite, or a scratch database on a
// PostgreSQL server), migrated and seeded with the demo wedding, and the invitation app's SSR server
// (apps/invitation/dist/server, one process per core). Nothing of the developer's .data/ is used.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inheritedEnvironment } from './bench.config.ts';
import { embeddedProductionEnv } from './production-env.ts';

const root = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(root, 'apps/server');
const INVITATION_DIR = path.join(root, 'apps/invitation');

export type Stack = {
  apiOrigin: string;
  apiPid: number;
  invitationPid: number;
  invitationOrigin: string;
  /** The demo guest's personal link, as seed-demo printed it. */
  guestLink: string;
  /** The invitation without a code. */
  bareLink: string;
  /** Where the servers' logs are (kept until stop). */
  logDir: string;
  stop(): Promise<void>;
};

export class StackError extends Error {}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, seconds: number, isReady = (status: number) => status < 500) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (isReady(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new StackError(`${url} did not answer within ${seconds} s`);
}

function requireBuild(file: string) {
  if (!existsSync(file)) {
    throw new StackError(
      `${path.relative(root, file)} is missing: build first with\n  pnpm turbo run build --filter=@convite/server --filter=@convite/invitation`,
    );
  }
}

/**
 * Starts everything; `stop()` ends the processes it started and removes the temporary data.
 * `databaseUrl`: a database (made empty by the caller) on a PostgreSQL server; else PGlite.
 * `apiBuild`: another build of the API to compare with, a folder directly inside apps/server (as
 * `dist`, so that its `../drizzle` is the migrations); `dist` by default. `invitation: false`: the
 * API alone (`invitationPid` is then -1). `invitationBuild`: likewise, a folder directly in
 * apps/invitation holding `client/` and `server/` (`dist` by default). `productionStart`: the API as
 * `pnpm start` runs it (its allocator settings and V8 flag, and LOG_LEVEL left at its default, info)
 * instead of at `warn`.
 */
export async function startStack(
  options: {
    databaseUrl?: string;
    apiBuild?: string;
    invitationBuild?: string;
    invitation?: boolean;
    productionStart?: boolean;
  } = {},
): Promise<Stack> {
  const apiBuild = path.resolve(API_DIR, options.apiBuild ?? 'dist');
  if (path.dirname(apiBuild) !== API_DIR) {
    throw new StackError(`${options.apiBuild}: an API build is a folder directly in apps/server`);
  }
  const invitationBuild = path.resolve(INVITATION_DIR, options.invitationBuild ?? 'dist');
  if (path.dirname(invitationBuild) !== INVITATION_DIR) {
    throw new StackError(
      `${options.invitationBuild}: an invitation build is a folder directly in apps/invitation`,
    );
  }
  const invitationServer = path.join(invitationBuild, 'server/serve.js');
  const apiMain = path.join(apiBuild, 'main.js');
  const apiCli = path.join(apiBuild, 'cli.js');
  const withInvitation = options.invitation ?? true;
  for (const file of [apiMain, apiCli, ...(withInvitation ? [invitationServer] : [])]) {
    requireBuild(file);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-lighthouse-'));
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir);
  const [apiPort, invitationPort] = [await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const invitationOrigin = `http://127.0.0.1:${invitationPort}`;
  const apiEnv = {
    ...inheritedEnvironment(),
    ...embeddedProductionEnv({
      databaseUrl: options.databaseUrl,
      invitationUrl: invitationOrigin,
      filesPublicUrl: `${apiOrigin}/files`,
    }),
    ...(options.productionStart
      ? // apps/server's `start` script.
        { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' }
      : { LOG_LEVEL: 'warn' }),
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    CORS_ORIGINS: invitationOrigin,
  };

  const cli = (command: string) => {
    const result = spawnSync(process.execPath, [apiCli, command], {
      cwd: API_DIR,
      env: apiEnv,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new StackError(`cli ${command} failed (exit ${result.status}):\n${result.stderr}`);
    }
    return result.stdout;
  };
  cli('migrate');
  const seeded = cli('seed-demo');
  const guestLink = /^Demo invitation: (\S+)/m.exec(seeded)?.[1];
  const bareLink = /^Without a code:\s+(\S+)/m.exec(seeded)?.[1];
  if (!guestLink || !bareLink) {
    throw new StackError(`seed-demo printed no demo invitation link:\n${seeded}`);
  }

  const children: ChildProcess[] = [];
  const start = (
    name: string,
    script: string,
    cwd: string,
    env: NodeJS.ProcessEnv,
    nodeArgs: string[] = [],
  ) => {
    const log = openSync(path.join(logDir, `${name}.log`), 'a');
    const child = spawn(process.execPath, [...nodeArgs, script], {
      cwd,
      env,
      stdio: ['ignore', log, log],
    });
    children.push(child);
    return child;
  };
  let isStopping = false;
  const stop = async () => {
    isStopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };

  const api = start(
    'api',
    apiMain,
    API_DIR,
    apiEnv,
    options.productionStart ? ['--max-semi-space-size=16'] : [],
  );
  const invitation = withInvitation
    ? start('invitation', invitationServer, path.dirname(invitationServer), {
        ...inheritedEnvironment(),
        NODE_ENV: 'production',
        PORT: String(invitationPort),
        HOST: '127.0.0.1',
        API_PROXY_TARGET: apiOrigin,
        PUBLIC_URL: invitationOrigin,
        // As deployed on a host of its own: one process per core (docs/deploy.md).
        WEB_CONCURRENCY: String(os.availableParallelism()),
      })
    : null;
  try {
    for (const [name, child] of [
      ['api', api],
      ['invitation', invitation],
    ] as const) {
      if (child === null) continue;
      child.once('exit', (code, signal) => {
        if (!isStopping) {
          process.stderr.write(
            `✗ the ${name} server stopped (${signal ?? `exit ${code}`}); see ${logDir}/${name}.log\n`,
          );
        }
      });
    }
    await waitFor(`${apiOrigin}/ready`, 60, (status) => status === 200);
    if (withInvitation) await waitFor(guestLink, 60, (status) => status === 200);
  } catch (error) {
    for (const name of ['api', 'invitation']) {
      const file = path.join(logDir, `${name}.log`);
      const lines = existsSync(file)
        ? readFileSync(file, 'utf8').trim().split('\n').slice(-15)
        : [];
      if (lines.length > 0)
        process.stderr.write(`--- ${name} log (last lines)\n${lines.join('\n')}\n`);
    }
    await stop();
    throw error;
  }
  const apiPid = api.pid;
  const invitationPid = invitation === null ? -1 : invitation.pid;
  if (apiPid === undefined || invitationPid === undefined) throw new StackError('no pid');
  return {
    apiOrigin,
    apiPid,
    invitationPid,
    invitationOrigin,
    guestLink,
    bareLink,
    logDir,
    stop,
  };
}
