// What main.ts and worker.ts start before anything else loads: tracing (OTEL_EXPORTER_OTLP_ENDPOINT),
// metrics (METRICS_PORT) and error reports (SENTRY_DSN). Each is imported only when its setting is
// given, so a process without them loads no OpenTelemetry, prom-client or Sentry code and opens no
// port (observability.test.ts).
import type { ObservabilityConfig } from '../config/observability-settings.ts';
import type { Database } from '../db/database.ts';
import { installSinks, installTracer } from './signals.ts';

export type Observability = {
  /** Reads the queue depth and pool use of this database at each scrape (metrics only). */
  watch(database: Database): void;
  /** Opens the metrics port, on the process's HOST (once the process is ready to serve). */
  listen(host: string): Promise<void>;
  /** Sends the last spans and events, closes the metrics port. */
  close(): Promise<void>;
};

/**
 * Starts what the configuration turned on; `config` null (a bad setting, which the process's own
 * configuration check reports next) starts nothing.
 */
export async function startObservability(
  config: ObservabilityConfig | null,
  serviceName: string,
): Promise<Observability> {
  const closers: (() => Promise<void>)[] = [];
  let watch: Observability['watch'] = () => {};
  let listen: Observability['listen'] = async () => {};

  if (config?.otlpEndpoint) {
    const { startTracing } = await import('./tracing.ts');
    const tracing = await startTracing({
      endpoint: config.otlpEndpoint,
      serviceName: config.serviceName ?? serviceName,
      exportDelayMs: config.exportDelayMs,
    });
    installTracer(tracing.tracer);
    closers.push(() => tracing.shutdown());
  }
  if (config?.sentryDsn) {
    const { startSentry } = await import('./sentry.ts');
    const sentry = startSentry(config.sentryDsn, serviceName);
    installSinks(sentry.sinks);
    closers.push(() => sentry.close());
  }
  if (config?.metricsPort) {
    const port = config.metricsPort;
    const { createMetrics } = await import('./metrics.ts');
    const metrics = createMetrics();
    installSinks(metrics.sinks);
    watch = (database) => metrics.watch(database);
    listen = (host) => metrics.listen(port, host);
    closers.push(() => metrics.close());
  }

  return {
    watch,
    listen,
    async close() {
      await Promise.allSettled(closers.map((close) => close()));
    },
  };
}
