// The API process: the HTTP server, and (JOBS=in-process, the default) the durable jobs too.
import { buildApp } from './app.ts';
import { ensureConfiguredAdmin } from './seed/configured-admin.ts';
import { configOrExit, openMigratedDatabase, run, stopOnSignals } from './startup.ts';

run(async () => {
  const config = configOrExit();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database });
  await ensureConfiguredAdmin(app);
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, jobs: config.jobs.mode },
    'database ready',
  );

  stopOnSignals(app.log, async () => {
    // Stops accepting, lets requests in flight finish, then stops the jobs (waiting for the ones
    // being worked) in the app's onClose hook.
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
});
