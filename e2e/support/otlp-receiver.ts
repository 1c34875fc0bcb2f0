// A local OTLP/HTTP receiver (what an OpenTelemetry collector is to the servers): keeps the spans
// the exporters POST as JSON to /v1/traces, each with its service's name, and the raw bodies.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
};

type OtlpAttribute = {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
};
type OtlpExport = {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
};

const plain = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue,
    ]),
  );

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const text = Buffer.concat(chunks).toString('utf8');
        bodies.push(text);
        const body = JSON.parse(text) as OtlpExport;
        for (const resource of body.resourceSpans ?? []) {
          const service = String(plain(resource.resource?.attributes)['service.name']);
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({ ...span, service, attributes: plain(span.attributes) });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    /** Everything exported, as sent: what must never carry a guest's code or name. */
    exported: () => bodies.join('\n'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
