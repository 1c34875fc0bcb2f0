// Tests only: a small S3 look-alike on loopback that speaks what the S3 driver calls (PutObject,
// DeleteObject) and what a backup calls (ListObjectsV2, a page of PAGE_SIZE keys at a time, and
// GetObject). Objects are kept in memory by /bucket/key; every request is recorded; `down` answers
// every call 503.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export type S3Request = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/** Small, so a test of a few files sees the listing go on over several pages. */
export const S3_FAKE_PAGE_SIZE = 2;

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The object's bytes of a PUT: a streamed body comes aws-chunked (`<hex size>[;signature]\r\n<bytes>\r\n`
 * … `0\r\n<trailing checksum>\r\n\r\n`), which S3 decodes.
 */
function objectBytes(headers: IncomingHttpHeaders, body: Buffer): Buffer {
  const streamed =
    String(headers['content-encoding'] ?? '').includes('aws-chunked') ||
    String(headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  if (!streamed) return body;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.toString('latin1', at, lineEnd).split(';')[0] ?? '', 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

export function fakeS3(): {
  server: Server;
  requests: S3Request[];
  objects: Map<string, Buffer>;
  contentTypes: Map<string, string>;
  state: { down: boolean };
} {
  const requests: S3Request[] = [];
  const objects = new Map<string, Buffer>();
  const contentTypes = new Map<string, string>();
  const state = { down: false };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3.local');
      const objectPath = decodeURIComponent(url.pathname);
      const body = Buffer.concat(chunks);
      requests.push({
        method: request.method ?? '',
        path: objectPath,
        headers: request.headers,
        body,
      });
      if (state.down) {
        response
          .writeHead(503, { 'content-type': 'application/xml' })
          .end(
            '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
          );
      } else if (request.method === 'PUT') {
        objects.set(objectPath, objectBytes(request.headers, body));
        contentTypes.set(objectPath, request.headers['content-type'] ?? 'binary/octet-stream');
        response.writeHead(200, { etag: '"fake-etag"' }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(objectPath);
        contentTypes.delete(objectPath);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = objectPath.replace(/^\/|\/$/g, '');
        const keys = [...objects.keys()]
          .filter((key) => key.startsWith(`/${bucket}/`))
          .map((key) => key.slice(bucket.length + 2))
          .sort();
        const after = url.searchParams.get('continuation-token');
        const start = after === null ? 0 : keys.findIndex((key) => key > after);
        const page = start === -1 ? [] : keys.slice(start, start + S3_FAKE_PAGE_SIZE);
        const isTruncated = start !== -1 && start + S3_FAKE_PAGE_SIZE < keys.length;
        const contents = page
          .map(
            (key) =>
              `<Contents><Key>${xml(key)}</Key><Size>${objects.get(`/${bucket}/${key}`)?.length ?? 0}</Size></Contents>`,
          )
          .join('');
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${xml(bucket)}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${S3_FAKE_PAGE_SIZE}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${contents}${isTruncated ? `<NextContinuationToken>${xml(page.at(-1) ?? '')}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
      } else if (request.method === 'GET') {
        const object = objects.get(objectPath);
        if (object === undefined) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>The key does not exist.</Message></Error>');
        } else {
          response
            .writeHead(200, {
              'content-type': contentTypes.get(objectPath) ?? 'binary/octet-stream',
              'content-length': object.length,
            })
            .end(object);
        }
      } else {
        response
          .writeHead(405, { 'content-type': 'application/xml' })
          .end('<Error><Code>MethodNotAllowed</Code></Error>');
      }
    });
  });
  return { server, requests, objects, contentTypes, state };
}
