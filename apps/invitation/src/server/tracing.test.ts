// @vitest-environment node
// With tracing on, a guest's page is one trace across this server and the API: the page's span is
// the caller's child (a CDN's or balancer's traceparent), its call to the API is a client span under
// it, and that call carries the traceparent the API continues (the API's side is tested in
// apps/server/src/observability/observability.test.ts). The guest's code never leaves in a span.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { invitationFixture } from '../test/fixtures.ts';
import { createAppServer, HEALTH_PATH } from './create-server.ts';
import { startTracing, type RequestTracer } from './tracing.ts';

const TEMPLATE = `<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const exported: string[] = [];
const spans: Span[] = [];
/** A local OTLP/HTTP receiver: the JSON the exporter posts to /v1/traces. */
const collector = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    exported.push(body);
    const data = JSON.parse(body) as {
      resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
    };
    for (const resource of data.resourceSpans)
      for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
const apiHeaders: IncomingHttpHeaders[] = [];
const api = createServer((request, response) => {
  apiHeaders.push(request.headers);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(invitationFixture()));
});

let tracer: RequestTracer;
let appUrl = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const collectorUrl = await listen(collector);
  const apiUrl = await listen(api);
  tracer = startTracing({ endpoint: collectorUrl, serviceName: 'test', exportDelayMs: 50 });
  const app = createAppServer({
    template: TEMPLATE,
    assetsDir: '/nonexistent',
    apiTarget: apiUrl,
    publicUrl: null,
    tracer,
  });
  appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
});
afterAll(async () => {
  await close?.();
  await tracer?.shutdown();
  api.close();
  collector.close();
});

it("a guest's page is the caller's child, and its API call carries the traceparent the API continues", async () => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  const page = await fetch(`${appUrl}/ana-y-luis?code=SECRETO1`, {
    headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
  });
  expect(page.status).toBe(200);

  const sent = apiHeaders.at(-1)?.traceparent;
  expect(sent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  const apiParent = String(sent).split('-')[2];
  await vi.waitFor(() => expect(spans.some((span) => span.kind === 2)).toBe(true));
  await vi.waitFor(() => expect(spans.some((span) => span.spanId === apiParent)).toBe(true));

  const server = spans.find((span) => span.kind === 2 && span.traceId === traceId);
  expect(server?.parentSpanId).toBe(callerSpanId);
  const client = spans.find((span) => span.spanId === apiParent);
  expect(client?.kind).toBe(3);
  expect(client?.parentSpanId).toBe(server?.spanId);
  expect(exported.join('')).not.toContain('SECRETO1');
});

it('the health probe makes no span', async () => {
  const traceparent = (traceId: string) => `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
  const probeTrace = randomBytes(16).toString('hex');
  const probe = await fetch(`${appUrl}${HEALTH_PATH}`, {
    headers: { traceparent: traceparent(probeTrace) },
  });
  expect(probe.status).toBe(200);
  // A page after it: its span ends later, so a span of the probe would be exported with it or before.
  const pageTrace = randomBytes(16).toString('hex');
  const page = await fetch(`${appUrl}/ana-y-luis?code=SECRETO1`, {
    headers: { traceparent: traceparent(pageTrace) },
  });
  expect(page.status).toBe(200);
  await vi.waitFor(() => expect(spans.some((span) => span.traceId === pageTrace)).toBe(true));
  expect(spans.some((span) => span.traceId === probeTrace)).toBe(false);
});
