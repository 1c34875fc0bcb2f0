// The jobs worker (`node dist/worker.js`, `pnpm worker`): observability first (when configured),
// then the worker itself (worker-process.ts), imported after it so that tracing hooks the modules
// it instruments as they load.
import { currentEnvironment } from './config/config.ts';
import { readObservabilityConfig } from './config/observability-settings.ts';
import { startObservability } from './observability/observability.ts';

const observability = await startObservability(
  readObservabilityConfig(currentEnvironment()),
  'convite-worker',
);
const { runWorker } = await import('./worker-process.ts');
runWorker(observability);
