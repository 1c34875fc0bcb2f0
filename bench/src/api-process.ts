// The built API (apps/server/dist/main.js) as a child process of its own, on a free port with a
// temporary DATA_DIR (emails in its outbox), so a benchmark can measure that process's memory from
// outside, as an operator would see it. Its database is the embedded PGlite in that directory, or,
// when DATABASE_URL is set, a scratch database created on that server (dropped afterwards). Nothing
// of .data/ is used.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_DATABASE_URL, inheritedEnvironment } from './bench.config.ts';
import { freePort } from './demo-stack.ts';
import { embeddedProductionEnv } from './production-env.ts';
import { createScratchDatabase } from './scratch-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(root, 'apps/server');
/** The server's build (`pnpm --filter @convite/server build`). */
export const API_DIST = path.join(API_DIR, 'dist');

export class ApiProcessError extends Error {}

export type ApiProcess = {
  pid: number;
  /** The script it runs. */
  main: string;
  origin: string;
  dataDir: string;
  /** 'PGlite' or 'PostgreSQL'. */
  database: string;
  /** The last lines of the API's log. */
  logTail(lines?: number): string;
  /** The decoded text of every email in the outbox (quoted-printable undone). */
  outbox(): string[];
  /** Ends the API and removes its data, or keeps them for another start (`keepData`). */
  stop(options?: { keepData?: boolean }): Promise<ApiData>;
};

/** An API's data (its DATA_DIR and scratch database), kept by `stop({ keepData: true })`. */
export type ApiData = Readonly<{
  dataDir: string;
  scratch: { url: string; drop(): Promise<void> } | null;
}>;

export type ApiProcessOptions = {
  /** Migrate with `cli migrate` before starting (default), or leave it to the API's own start. */
  migrateFirst?: boolean;
  /** Start on the data of an API stopped with `keepData` instead of fresh data. */
  data?: ApiData;
};

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Starts the API of the build in `dist` (another build can be compared with the current one) and
 * waits for /ready; `stop()` ends it and removes the temporary data.
 */
export async function startApiProcess(
  dist = API_DIST,
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const API_MAIN = path.join(dist, 'main.js');
  const API_CLI = path.join(dist, 'cli.js');
  for (const file of [API_MAIN, API_CLI]) {
    if (!existsSync(file)) {
      throw new ApiProcessError(
        `${file} is missing: build first with\n  pnpm --filter @convite/server build`,
      );
    }
  }
  const dataDir =
    options.data?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'convite-bench-api-'));
  const logFile = path.join(dataDir, 'api.log');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const scratch =
    options.data !== undefined
      ? options.data.scratch
      : ADMIN_DATABASE_URL === undefined
        ? null
        : await createScratchDatabase(ADMIN_DATABASE_URL);
  const removeData = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  const env = {
    ...inheritedEnvironment(),
    ...embeddedProductionEnv({ databaseUrl: scratch?.url, filesPublicUrl: `${origin}/files` }),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };

  if (options.migrateFirst !== false) {
    const migrated = spawnSync(process.execPath, [API_CLI, 'migrate'], {
      cwd: API_DIR,
      env,
      encoding: 'utf8',
    });
    if (migrated.status !== 0) {
      await removeData();
      throw new ApiProcessError(
        `cli migrate failed (exit ${migrated.status}):\n${migrated.stderr}`,
      );
    }
  }

  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', log, log],
  });
  const logTail = (lines = 15) =>
    existsSync(logFile)
      ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n')
      : '';
  let isStopping = false;
  child.once('exit', (code, signal) => {
    // Stopped by stop(): exit 0 after a graceful shutdown, or the signals stop() sends.
    const isOurs = isStopping && (code === 0 || signal === 'SIGTERM' || signal === 'SIGKILL');
    if (!isOurs) {
      process.stderr.write(`✗ the API stopped (${signal ?? `exit ${code}`}):\n${logTail(40)}\n`);
    }
  });
  const stop = async (stopping: { keepData?: boolean } = {}): Promise<ApiData> => {
    isStopping = true;
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    if (stopping.keepData !== true) await removeData();
    return { dataDir, scratch };
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new ApiProcessError(`the API exited while starting:\n${logTail()}`);
    }
    try {
      const response = await fetch(`${origin}/ready`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new ApiProcessError(`${origin}/ready did not answer within 60 s:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const outbox = () => {
    const folder = path.join(dataDir, 'outbox');
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => decodeQuotedPrintable(readFileSync(path.join(folder, name), 'utf8')));
  };
  if (child.pid === undefined) throw new ApiProcessError('the API process has no pid');
  return {
    pid: child.pid,
    main: API_MAIN,
    origin,
    dataDir,
    database: scratch === null ? 'PGlite' : 'PostgreSQL',
    logTail,
    outbox,
    stop,
  };
}
