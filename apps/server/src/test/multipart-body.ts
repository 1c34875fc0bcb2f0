// Tests only: a real multipart/form-data body, as a browser sends it, for app.inject.
import { randomBytes } from 'node:crypto';

export type FormPart =
  | Readonly<{ name: string; value: string }>
  | Readonly<{ name: string; fileName: string; contentType: string; bytes: Buffer }>;

export function multipartBody(parts: readonly FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----convite${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'bytes' in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
