// The invitation server's traces (OTEL_EXPORTER_OTLP_ENDPOINT; serve.ts imports this module only
// then): a server span per request, child of the caller's traceparent when it sends one, and under it
// a client span per call to the API (undici's diagnostics channels, so the server's bundled undici
// is traced without patching any module), whose traceparent makes the API's span its child. URLs are
// redacted as the API's log redacts them: a guest's `?code=` and a household's `/pase/…` never leave.
import { subscribe } from 'node:diagnostics_channel';
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  TracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import type { FastifyReply, FastifyRequest } from 'fastify';

const URL_ATTRIBUTES = ['url.full', 'url.path', 'url.query', 'http.target', 'http.url'];
/** Path segments that are keys: a household's pass (`/<slug>/pase/<token>`, the API's `/passes/…`). */
const KEY_IN_PATH = /(\/(?:pase|passes)\/)[^/?#]+/;

/** A URL or path without its query's values or the keys in its path. */
export function redactedUrl(url: string): string {
  return url.replace(KEY_IN_PATH, '$1…').replace(/([?&][^=&#]*)=[^&#]*/g, '$1=…');
}

function redactSpan(span: ReadableSpan): void {
  const attributes = span.attributes as Record<string, unknown>;
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value !== 'string') continue;
    attributes[key] = key === 'url.query' ? redactedUrl(`?${value}`).slice(1) : redactedUrl(value);
  }
}

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

/** What undici's diagnostics channels hand a subscriber about a request. */
type UndiciRequest = {
  method: string;
  origin: string;
  path: string;
  /** `[name, value, name, value…]` (undici 6+), or the raw lines in older versions. */
  headers: unknown;
  addHeader(name: string, value: string): unknown;
};

/** True when the request already carries a trace context (its sender's own): it is kept as it is. */
function carriesTrace(headers: unknown): boolean {
  if (Array.isArray(headers)) {
    return headers.some((value, index) => index % 2 === 0 && /^traceparent$/i.test(String(value)));
  }
  return typeof headers === 'string' && /(^|\r\n)traceparent:/i.test(headers);
}

/**
 * A client span per undici request (the page's and the proxy's calls to the API), from undici's
 * diagnostics channels (OpenTelemetry's undici instrumentation needs module hooks a bundle has
 * not), with the traceparent added to the request so the API's span continues the trace.
 */
function traceApiCalls(tracer: Tracer): void {
  const open = new WeakMap<object, Span>();
  subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    if (carriesTrace(request.headers)) return;
    const span = tracer.startSpan(request.method, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'server.address': request.origin,
        'url.path': redactedUrl(request.path),
      },
    });
    open.set(request, span);
    const headers: Record<string, string> = {};
    propagation.inject(trace.setSpan(context.active(), span), headers);
    for (const [name, value] of Object.entries(headers)) request.addHeader(name, value);
  });
  subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: object; response: { statusCode: number } };
    open.get(request)?.setAttribute('http.response.status_code', response.statusCode);
  });
  subscribe('undici:request:trailers', (message) => {
    const { request } = message as { request: object };
    open.get(request)?.end();
    open.delete(request);
  });
  subscribe('undici:request:error', (message) => {
    const { request, error } = message as { request: object; error: unknown };
    const span = open.get(request);
    span?.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.name : 'error',
    });
    span?.end();
    open.delete(request);
  });
}

export type RequestTracer = {
  /** Fastify's first onRequest hook: the rest of the request runs in its span's context. */
  onRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void;
  /** Sends the spans not sent yet. */
  shutdown(): Promise<void>;
};

export function startTracing(options: {
  endpoint: string;
  serviceName: string;
  exportDelayMs?: number;
}): RequestTracer {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: redacting(new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` })),
        scheduledDelayMillis: options.exportDelayMs ?? 5000,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('convite-invitation');
  traceApiCalls(tracer);

  return {
    onRequest(request, reply, done) {
      const parent = propagation.extract(context.active(), request.headers);
      const route = request.routeOptions.url ?? 'unmatched';
      const span: Span = tracer.startSpan(
        `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'http.route': route,
            'url.path': redactedUrl(request.url.split('?')[0] ?? ''),
          },
        },
        parent,
      );
      reply.raw.once('close', () => {
        span.setAttribute('http.response.status_code', reply.statusCode);
        span.end();
      });
      // Everything after this hook (the handler, its calls to the API) runs in the span's context.
      context.with(trace.setSpan(parent, span), done);
    },
    shutdown: () => provider.shutdown(),
  };
}
