import { describe, expect, it } from 'vitest';
import { ANSWER_CONTEXT_MAX_LENGTH, createAnswerContexts } from './answer-contexts.ts';

const SECRET = 'a session secret of at least thirty-two characters';
const payload = { guestId: 7, stamp: 'abc', names: ['Ana', 'Luis'] };

describe('answer contexts', () => {
  const contexts = createAnswerContexts<typeof payload>(SECRET);
  const seal = (value: typeof payload) => {
    const sealed = contexts.seal(value);
    if (sealed === null) throw new Error('too long to seal');
    return sealed;
  };

  it('open what they sealed, and show nothing of it', () => {
    const sealed = seal(payload);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toMatch(/Ana|abc/);
    expect(contexts.open(sealed)).toEqual(payload);
    // A new IV each time: two seals of one payload differ and both open.
    const again = seal(payload);
    expect(again).not.toBe(sealed);
    expect(contexts.open(again)).toEqual(payload);
  });

  it('refuse one altered anywhere, sealed with another key, cut short or too long', () => {
    const sealed = seal(payload);
    const bytes = Buffer.from(sealed, 'base64url');
    for (let index = 0; index < bytes.length; index += 1) {
      const altered = Buffer.from(bytes);
      altered[index] = (altered[index] ?? 0) ^ 0x40;
      expect(contexts.open(altered.toString('base64url'))).toBeNull();
    }
    const other = createAnswerContexts<typeof payload>(`${SECRET} but another`);
    expect(other.open(sealed)).toBeNull();
    expect(contexts.open(sealed.slice(0, 20))).toBeNull();
    expect(contexts.open('')).toBeNull();
    expect(contexts.open('A'.repeat(ANSWER_CONTEXT_MAX_LENGTH + 1))).toBeNull();
  });

  it('seal nothing longer than a page may carry back', () => {
    const long = { ...payload, names: ['x'.repeat(ANSWER_CONTEXT_MAX_LENGTH)] };
    expect(contexts.seal(long)).toBeNull();
  });
});
