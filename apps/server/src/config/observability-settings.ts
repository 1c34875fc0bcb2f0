import { z } from 'zod';
import { documented, integer, ms, urlOf, type SettingsOf } from './settings-schema.ts';

/** Traces, metrics and error reports (src/observability): each off, and not even loaded, until set. */
export type ObservabilityConfig = Readonly<{
  /** The OTLP/HTTP base URL traces are sent to (`/v1/traces` is added), or null: no tracing. */
  otlpEndpoint: string | null;
  /** The service name on the spans, or null: the process's own (convite-api, convite-worker). */
  serviceName: string | null;
  /** How long spans wait in the batch before they are sent, in milliseconds. */
  exportDelayMs: number;
  /** The port of the Prometheus `/metrics` listener (on HOST), or null: nothing listens. */
  metricsPort: number | null;
  /** Sentry's DSN, or null: no error reports. */
  sentryDsn: string | null;
}>;

/** What an operator turns on to see the service: OTLP traces, Prometheus metrics, Sentry. */
export const observabilitySettings = {
  OTEL_EXPORTER_OTLP_ENDPOINT: documented(
    urlOf(['http:', 'https:'], 'an absolute http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    'the OpenTelemetry collector (OTLP over HTTP, e.g. `http://otel-collector:4318`) the API, the jobs worker and the invitation server send their traces to; `OTEL_SERVICE_NAME` and the other standard `OTEL_*` variables apply (docs/operations.md)',
    'none: no tracing, nothing loaded',
  ),
  OTEL_SERVICE_NAME: documented(
    z.string().optional(),
    'the `service.name` of the spans',
    '`convite-api`, `convite-worker`, `convite-invitation`',
  ),
  OTEL_BSP_SCHEDULE_DELAY: documented(
    integer(1, 60_000, ms).default(5000),
    'milliseconds spans wait in their batch before they are sent to the collector',
  ),
  METRICS_PORT: documented(
    integer(1, 65535, 'an integer port').optional(),
    "the port of the Prometheus `GET /metrics` listener (on `HOST`, apart from the API's port; the worker needs a port of its own)",
    'none: nothing listens',
  ),
  SENTRY_DSN: documented(
    urlOf(['http:', 'https:'], 'a Sentry DSN (https://key@host/project)').optional(),
    'where 5xx answers and failed jobs are reported to Sentry (no request body, header, cookie, query or user is sent)',
    'none: no error reports',
  ),
};

export function observabilityConfig(
  s: SettingsOf<typeof observabilitySettings>,
): ObservabilityConfig {
  return {
    otlpEndpoint: s.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    serviceName: s.OTEL_SERVICE_NAME ?? null,
    exportDelayMs: s.OTEL_BSP_SCHEDULE_DELAY,
    metricsPort: s.METRICS_PORT ?? null,
    sentryDsn: s.SENTRY_DSN ?? null,
  };
}

/** The settings alone, for the process entries that start tracing before the rest loads. */
export function readObservabilityConfig(
  env: Readonly<Record<string, string | undefined>>,
): ObservabilityConfig | null {
  const values: Record<string, string> = {};
  for (const name of Object.keys(observabilitySettings)) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') values[name] = value;
  }
  const parsed = z.object(observabilitySettings).safeParse(values);
  return parsed.success ? observabilityConfig(parsed.data) : null;
}
