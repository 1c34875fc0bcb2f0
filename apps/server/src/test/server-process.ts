// Test support: the API (main.ts) or the jobs worker (worker.ts) as its own process, as production
// runs it (tsx instead of the build), so a test can end it with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { currentEnvironment } from '../config/config.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

export function startServerProcess(
  script: 'main.ts' | 'worker.ts',
  options: { port: number; dataDir: string; databaseUrl: string | null },
  settings: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', `src/${script}`], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
