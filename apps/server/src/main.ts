// The API process: observability first (when configured: OTEL_EXPORTER_OTLP_ENDPOINT, METRICS_PORT,
// SENTRY_DSN), then the rest of the process (api-process.ts), imported after it so that tracing
// hooks the modules it instruments (node:http, pg) as they load.
import { currentEnvironment } from './config/config.ts';
import { readObservabilityConfig } from './config/observability-settings.ts';
import { startObservability } from './observability/observability.ts';

const observability = await startObservability(
  readObservabilityConfig(currentEnvironment()),
  'convite-api',
);
const { runApi } = await import('./api-process.ts');
runApi(observability);
