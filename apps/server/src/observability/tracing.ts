// OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT): an HTTP server span per request (named by the
// contract's operationId, app.ts), its SQL (pg), its outgoing calls (Stripe, WhatsApp: undici/fetch
// and node:http), spans around SMTP sends and pg-boss jobs (signals.inSpan), exported as OTLP/HTTP
// JSON. Loaded only by observability.ts, and only when the endpoint is set: this module must be
// imported before the modules it instruments (main.ts and worker.ts load the rest after it).
import { register } from 'node:module';
import { context, trace, SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { redactedUrl } from '../http/log-safety.ts';
import type { Tracer } from './signals.ts';

/** Span attributes that carry a URL or path: a guest's `?code=`, a household's `/passes/…`. */
const URL_ATTRIBUTES = ['url.full', 'url.path', 'url.query', 'http.target', 'http.url'];
/** Attributes that never leave the process (personal data or secrets by their nature). */
const DROPPED_ATTRIBUTES = ['db.statement.parameters', 'http.request.header.cookie'];
/** The attribute app.ts sets on a request's span: the contract's operationId. */
const OPERATION_ID = 'convite.operation_id';
/** Probes are not traced: a load balancer asks every few seconds. */
const PROBES = new Set(['/health', '/ready']);

/** The exporter, with every span's URLs redacted as the log redacts them, on the way out. */
function redacting(exporter: SpanExporter): SpanExporter {
  return {
    export(spans, done) {
      for (const span of spans) redactSpan(span);
      exporter.export(spans, done);
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

export function redactSpan(span: ReadableSpan): void {
  const attributes = span.attributes as Record<string, unknown>;
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value !== 'string') continue;
    // url.query is the query without its `?`.
    attributes[key] = key === 'url.query' ? redactedUrl(`?${value}`).slice(1) : redactedUrl(value);
  }
  for (const key of DROPPED_ATTRIBUTES) Reflect.deleteProperty(attributes, key);
  // The HTTP instrumentation names its server span when it ends (`POST`): the operationId app.ts
  // gave it while routing is the name an operator searches for.
  const operationId = attributes[OPERATION_ID];
  if (typeof operationId === 'string') (span as { name: string }).name = operationId;
  // A client span is named by its method alone; a server span by its operationId (app.ts).
  if (span.name.includes('?') || span.name.includes('/passes/')) {
    (span as { name: string }).name = redactedUrl(span.name);
  }
}

export type RunningTracing = { tracer: Tracer; shutdown(): Promise<void> };

/** Starts the SDK: ESM and CommonJS modules loaded after this are instrumented. */
export async function startTracing(options: {
  endpoint: string;
  serviceName: string;
  exportDelayMs: number;
}): Promise<RunningTracing> {
  const { endpoint, serviceName, exportDelayMs } = options;
  // ESM imports (pg from drizzle, node:http) are hooked by import-in-the-middle; require()s by the
  // SDK's require-in-the-middle.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    serviceName,
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: redacting(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` })),
        // OTEL_BSP_SCHEDULE_DELAY, which a processor given here is not otherwise read from.
        scheduledDelayMillis: exportDelayMs,
      }),
    ],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => PROBES.has(request.url?.split('?')[0] ?? ''),
        // Headers are never recorded (no cookies, no Authorization).
        headersToSpanAttributes: { client: {}, server: {} },
      }),
      new UndiciInstrumentation(),
      // No SQL parameters (a guest's message, a phone) and no span for pg-boss's polling: a query
      // is traced inside a request or a job only.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();

  const otelTracer = trace.getTracer('convite');
  return {
    tracer: {
      nameRequestSpan(operationId) {
        const span = trace.getActiveSpan();
        if (span === undefined) return;
        span.updateName(operationId);
        span.setAttribute(OPERATION_ID, operationId);
      },
      inSpan(name, attributes, work) {
        return otelTracer.startActiveSpan(name, { attributes }, async (span) => {
          try {
            return await work();
          } catch (error) {
            span.setStatus({
              code: SpanStatusCode.ERROR,
              message: error instanceof Error ? error.name : 'error',
            });
            throw error;
          } finally {
            span.end();
          }
        });
      },
      currentIds() {
        const span = trace.getSpan(context.active());
        if (span === undefined) return undefined;
        const { traceId, spanId } = span.spanContext();
        return { trace_id: traceId, span_id: spanId };
      },
    },
    shutdown: () => sdk.shutdown(),
  };
}
