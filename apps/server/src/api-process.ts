// The API process's body, loaded by main.ts once observability has started (tracing instruments
// the modules loaded after it): the HTTP server, and (JOBS=in-process, the default) the durable
// jobs too.
import { buildApp } from './app.ts';
import type { Observability } from './observability/observability.ts';
import { ensureConfiguredAdmin } from './seed/configured-admin.ts';
import { configOrExit, openMigratedDatabase, run, stopOnSignals } from './startup.ts';

export function runApi(observability: Observability): void {
  run(async () => {
    const config = configOrExit();
    const database = await openMigratedDatabase(config);
    observability.watch(database);
    const app = await buildApp({ config, database });
    await ensureConfiguredAdmin(app);
    app.log.info(
      { database: database.kind, dataDir: config.dataDir, jobs: config.jobs.mode },
      'database ready',
    );

    stopOnSignals(app.log, async () => {
      // Stops accepting, lets requests in flight finish, then stops the jobs (waiting for the ones
      // being worked) in the app's onClose hook; the last spans are sent after.
      await app.close();
      await database.close();
      await observability.close();
    });

    await app.listen({ port: config.port, host: config.host });
    await observability.listen(config.host);
  });
}
