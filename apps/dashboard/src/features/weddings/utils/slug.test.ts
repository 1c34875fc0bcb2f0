import { describe, expect, it } from 'vitest';
import { isValidSlug, sanitizeSlug } from './slug.ts';

describe('slug', () => {
  it('strips everything but lowercase letters, digits and hyphens', () => {
    expect(sanitizeSlug('Ana & Luis 2026-mx!')).toBe('nauis2026-mx');
    expect(sanitizeSlug('boda_ñandú')).toBe('bodaand');
  });

  it('accepts 3 to 60 characters', () => {
    expect(isValidSlug('ab')).toBe(false);
    expect(isValidSlug('ana-y-luis')).toBe(true);
    expect(isValidSlug('a'.repeat(61))).toBe(false);
  });
});
