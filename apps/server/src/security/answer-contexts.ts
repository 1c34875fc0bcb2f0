// What a guest's page carries so that their answer needs no read first: the household as their GET
// read it, sealed (AES-256-GCM, a key of its own derived from the session secret) so that nobody can
// make or alter one, and opaque to the page. The answer's write checks that what it was read from is
// still current (the stamp, answerStampSql); a context that is not ours, not this guest's, or stale
// only means the answer takes the way every answer took before: read, then write.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from './derived-key.ts';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * The demo's household of four seals to about 2 KB; twenty seats with every text at its longest can
 * pass this, and such a household's page carries no context (its answers take the full way).
 */
export const ANSWER_CONTEXT_MAX_LENGTH = 65_536;

export type AnswerContexts<Payload> = {
  /** The payload sealed, or null when that would be longer than ANSWER_CONTEXT_MAX_LENGTH. */
  seal(payload: Payload): string | null;
  /** The payload sealed in `token`, or null when it is malformed, altered or not ours. */
  open(token: string): Payload | null;
};

export function createAnswerContexts<Payload>(sessionSecret: string): AnswerContexts<Payload> {
  const key = derivedKey(sessionSecret, 'convite answer context key');
  const header = Buffer.from([VERSION]);
  return {
    seal(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(header);
      const sealed = Buffer.concat([
        cipher.update(JSON.stringify(payload), 'utf8'),
        cipher.final(),
      ]);
      const token = Buffer.concat([header, iv, cipher.getAuthTag(), sealed]).toString('base64url');
      return token.length <= ANSWER_CONTEXT_MAX_LENGTH ? token : null;
    },
    open(token) {
      if (token.length > ANSWER_CONTEXT_MAX_LENGTH) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 1 + IV_BYTES));
        decipher.setAAD(header);
        decipher.setAuthTag(bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
        const opened = Buffer.concat([
          decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(opened.toString('utf8')) as Payload;
      } catch {
        // The tag did not match: altered, or sealed with another key.
        return null;
      }
    },
  };
}
