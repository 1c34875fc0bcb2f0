import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import {
  databaseLabel,
  DatabaseStartupError,
  migrate,
  openDatabase,
  waitForDatabase,
} from './db/database.ts';
import { ensureConfiguredAdmin } from './seed/configured-admin.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config);
  await waitForDatabase(database, {
    label: databaseLabel(config),
    seconds: config.databaseLimits.startupWaitSeconds,
    pingTimeoutMs: config.databaseLimits.connectTimeoutMs + 1000,
    onWaiting: (line) => process.stderr.write(`${line}\n`),
  });
  await migrate(database);
  const app = await buildApp({ config, database });
  await ensureConfiguredAdmin(app);
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets requests in flight finish
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Driver errors hide the reason (e.g. "database does not exist") in their cause.
  const cause = error.cause === undefined ? '' : `\n  caused by: ${describe(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}

main().catch((error: unknown) => {
  // A database that is away is an operations matter, said in one line; anything else keeps its stack.
  const text = error instanceof DatabaseStartupError ? error.message : describe(error);
  process.stderr.write(`Failed to start: ${text}\n`);
  process.exit(1);
});
