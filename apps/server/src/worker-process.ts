// The jobs worker's body, loaded by worker.ts once observability has started: works the durable
// jobs of src/jobs and nothing else, for production with JOBS=worker, where the API processes only
// queue them. Any number of workers may run: pg-boss hands each job to one of them, and queues a
// scheduled job once.
import { pino } from 'pino';
import { createJobDependencies, jobDefinitions } from './jobs/job-definitions.ts';
import { createJobs } from './jobs/jobs.ts';
import { DatabaseStartupError } from './db/database.ts';
import { safeError } from './http/log-safety.ts';
import type { Observability } from './observability/observability.ts';
import { signals } from './observability/signals.ts';
import { configOrExit, openMigratedDatabase, run, stopOnSignals } from './startup.ts';

export function runWorker(observability: Observability): void {
  run(async () => {
    const config = configOrExit();
    if (config.databaseUrl === null) {
      // PGlite lives inside the API process: its jobs are worked there (JOBS=in-process).
      throw new DatabaseStartupError(
        'the jobs worker needs DATABASE_URL (with the embedded PGlite, the API works the jobs itself)',
      );
    }
    const logger = pino({
      level: config.logLevel,
      serializers: { err: safeError },
      name: 'worker',
      mixin: () => signals.logFields(),
    });
    const database = await openMigratedDatabase(config);
    observability.watch(database);
    database.onError((error) => logger.error({ err: error }, 'database connection error'));
    const dependencies = createJobDependencies(config, logger);
    const jobs = createJobs({
      database,
      config: config.jobs,
      logger,
      definitions: jobDefinitions(config, database, dependencies, {
        send: (name, data, options) => jobs.send(name, data, options),
      }),
      work: true,
    });

    stopOnSignals(logger, async () => {
      await jobs.stop(); // waits for the jobs being worked
      dependencies.close();
      await database.close();
      await observability.close();
    });

    await jobs.start();
    await observability.listen(config.host);
  });
}
