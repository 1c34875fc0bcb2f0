// Meta signs every webhook body with the app secret: X-Hub-Signature-256: sha256=<hex HMAC-SHA256
// of the raw bytes>. The check compares in constant time so the signature cannot be guessed byte
// by byte from response times.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function webhookSignature(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isValidWebhookSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(webhookSignature(rawBody, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
