// The points where the API and the worker tell what they do: a request served, a job finished, a
// payment's outcome, a guest's answer, a fault of ours, a span around a piece of work. Each is a
// no-op until observability.ts installs what the configuration turned on (metrics, tracing,
// Sentry), so a process with none of them set loads no OpenTelemetry, prom-client or Sentry code.

export type JobState = 'completed' | 'failed';
export type PaymentOutcome = 'succeeded' | 'failed' | 'refunded' | 'late';
/** A guest's answer (attending, declining) or their asking to be removed (issue 33, point 4). */
export type GuestAnswer = 'attending' | 'declining' | 'removal';

/** What the configured signals record; each member is optional (the no-op is kept). */
export type SignalSinks = {
  requestServed?(operation: string, method: string, status: number, seconds: number): void;
  jobFinished?(name: string, state: JobState): void;
  paymentOutcome?(outcome: PaymentOutcome): void;
  guestAnswered?(answer: GuestAnswer): void;
  /** A fault of ours (5xx, a failed job attempt): reported without personal data. */
  faultReported?(error: unknown, where: { operation?: string; job?: string }): void;
};

export type Tracer = {
  /** Names the HTTP server span the request runs in (the contract's operationId). */
  nameRequestSpan(operationId: string): void;
  /** Runs `work` in a span of its own (a job, an SMTP send). */
  inSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T>;
  /** The active span's ids, for the log line being written. */
  currentIds(): { trace_id: string; span_id: string } | undefined;
};

const sinks: Required<SignalSinks>[] = [];
let tracer: Tracer | null = null;

/** Adds a configured destination (metrics, Sentry): observability.ts alone calls it. */
export function installSinks(added: SignalSinks): void {
  const noop = () => {};
  sinks.push({
    requestServed: added.requestServed ?? noop,
    jobFinished: added.jobFinished ?? noop,
    paymentOutcome: added.paymentOutcome ?? noop,
    guestAnswered: added.guestAnswered ?? noop,
    faultReported: added.faultReported ?? noop,
  });
}

export function installTracer(installed: Tracer): void {
  tracer = installed;
}

/** For tests: back to no signals at all. */
export function uninstallSignals(): void {
  sinks.length = 0;
  tracer = null;
}

export const signals = {
  requestServed(operation: string, method: string, status: number, seconds: number) {
    for (const sink of sinks) sink.requestServed(operation, method, status, seconds);
  },
  jobFinished(name: string, state: JobState) {
    for (const sink of sinks) sink.jobFinished(name, state);
  },
  paymentOutcome(outcome: PaymentOutcome) {
    for (const sink of sinks) sink.paymentOutcome(outcome);
  },
  guestAnswered(answer: GuestAnswer) {
    for (const sink of sinks) sink.guestAnswered(answer);
  },
  faultReported(error: unknown, where: { operation?: string; job?: string }) {
    for (const sink of sinks) sink.faultReported(error, where);
  },
  nameRequestSpan(operationId: string) {
    tracer?.nameRequestSpan(operationId);
  },
  inSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
    return tracer === null ? work() : tracer.inSpan(name, attributes, work);
  },
  /** pino's mixin: trace_id and span_id on every line written while a span is active. */
  logFields(): object {
    return tracer?.currentIds() ?? {};
  },
};
