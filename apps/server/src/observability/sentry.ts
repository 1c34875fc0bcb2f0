// Error reports to Sentry (SENTRY_DSN): our faults only, a 5xx answer or a failed job attempt, and
// nothing personal in them. Sentry's own instrumentation stays off (no default integrations, no
// tracer provider of its own: @sentry/node 11's enableOpenTelemetrySetup is false), so it does not
// compete with the OpenTelemetry SDK tracing.ts starts; an event carries the active trace id.
import * as Sentry from '@sentry/node';
import type { ErrorEvent } from '@sentry/node';
import { safeError } from '../http/log-safety.ts';
import type { SignalSinks } from './signals.ts';

/** An event with nothing of the request or the person: no body, cookie, header, query or user. */
export function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  const request = event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  delete event.contexts?.response;
  if (request !== undefined) {
    event.request = {
      ...(request.method === undefined ? {} : { method: request.method }),
      ...(request.url === undefined ? {} : { url: request.url.split('?')[0] }),
    };
  }
  for (const exception of event.exception?.values ?? []) {
    // A failed query's message carries its parameters: safeError's message keeps the SQL only.
    if (exception.value !== undefined) exception.value = exception.value.split('\nparams:')[0];
  }
  return event;
}

export function startSentry(dsn: string, serviceName: string) {
  Sentry.init({
    dsn,
    serverName: serviceName,
    defaultIntegrations: false,
    enableRuntimeChannelInjection: false,
    beforeSend: withoutPersonalData,
  });
  const sinks: SignalSinks = {
    faultReported(error, where) {
      const safe = safeError(error);
      const reported = Object.assign(new Error(safe.message), {
        name: safe.type,
        stack: safe.stack,
      });
      Sentry.captureException(reported, {
        tags: {
          service: serviceName,
          ...(where.operation === undefined ? {} : { operation: where.operation }),
          ...(where.job === undefined ? {} : { job: where.job }),
        },
      });
    },
  };
  return { sinks, close: () => Sentry.close(2000).then(() => undefined) };
}
