// What the two processes share from their first line to their last: the API (main.ts) and the jobs
// worker (worker.ts) read the configuration, open and migrate the database, stop on SIGTERM/SIGINT
// within a deadline, and say in one line why they could not start.
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import {
  databaseLabel,
  DatabaseStartupError,
  migrate,
  openDatabase,
  waitForDatabase,
  type Database,
} from './db/database.ts';

/** How long a stop may take (requests and jobs finishing) before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** The configuration, or the process ends with the settings that need attention. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The database, answering and migrated (waiting for it as DATABASE_STARTUP_WAIT_S allows). */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  await waitForDatabase(database, {
    label: databaseLabel(config),
    seconds: config.databaseLimits.startupWaitSeconds,
    pingTimeoutMs: config.databaseLimits.connectTimeoutMs + 1000,
    onWaiting: (line) => process.stderr.write(`${line}\n`),
  });
  await migrate(database);
  return database;
}

type ShutdownLogger = {
  info(details: object, message: string): void;
  error(details: object | string, message?: string): void;
};

/** On SIGTERM or SIGINT, runs `stop` once and exits; past the deadline, exits with an error. */
export function stopOnSignals(logger: ShutdownLogger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Driver errors hide the reason (e.g. "database does not exist") in their cause.
  const cause = error.cause === undefined ? '' : `\n  caused by: ${describe(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}

/** Runs a process's main; a failure to start ends it with a line on stderr. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // A database that is away is an operations matter, said in one line; anything else keeps its stack.
    const text = error instanceof DatabaseStartupError ? error.message : describe(error);
    process.stderr.write(`Failed to start: ${text}\n`);
    process.exit(1);
  });
}
