// Test support: the API (main.ts) or the jobs worker (worker.ts) as its own process, as production
// runs it (tsx instead of the build), so a test can end it with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { currentEnvironment } from '../config/config.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

export function startServerProcess(
  script: 'main.ts' | 'worker.ts',
  options: {
    port: number;
    dataDir: string;
    databaseUrl: string | null;
    /** 'pipe': the test reads the log from the child's stdout (inherited otherwise). */
    stdout?: 'inherit' | 'pipe';
  },
  settings: Record<string, string> = {},
  /** Node options before the script (e.g. another `--import`). */
  execArgv: readonly string[] = [],
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...execArgv, `src/${script}`], {
    cwd: SERVER_ROOT,
    env: {
      PATH: currentEnvironment().PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl === null ? {} : { DATABASE_URL: options.databaseUrl }),
      ...settings,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
}

/** `cli.ts` with `args` as an operator runs it (tsx instead of the build): its exit code and output. */
export function runCliProcess(
  args: readonly string[],
  options: { dataDir: string; databaseUrl: string | null },
  settings: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: {
      PATH: currentEnvironment().PATH ?? '',
      NODE_ENV: 'development',
      DATA_DIR: options.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(options.databaseUrl === null ? {} : { DATABASE_URL: options.databaseUrl }),
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
