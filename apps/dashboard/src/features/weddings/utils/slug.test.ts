import { describe, expect, it } from 'vitest';
import { finishedSlug, isValidSlug, sanitizeSlug, slugFromName } from './slug.ts';

describe('slug', () => {
  it('transliterates accents and capitals and turns the rest into single hyphens', () => {
    expect(sanitizeSlug('Sofía Y Diego 2027!')).toBe('sofia-y-diego-2027-');
    expect(sanitizeSlug('boda_ñandú')).toBe('boda-nandu');
    expect(sanitizeSlug('Ana & Luis')).toBe('ana-y-luis');
    expect(sanitizeSlug('  --Zoë   Müller')).toBe('zoe-muller');
    expect(sanitizeSlug('ana-')).toBe('ana-');
  });

  it('suggests the address from the names, with no dangling hyphen', () => {
    expect(slugFromName('Sofía y Diego')).toBe('sofia-y-diego');
    expect(slugFromName('¡Ana & Luis!')).toBe('ana-y-luis');
    expect(finishedSlug('ana-y-luis--')).toBe('ana-y-luis');
  });

  it('keeps an address within 60 characters', () => {
    expect(sanitizeSlug('a'.repeat(80))).toHaveLength(60);
  });

  it('accepts 3 to 60 characters', () => {
    expect(isValidSlug('ab')).toBe(false);
    expect(isValidSlug('ana-y-luis')).toBe(true);
    expect(isValidSlug('a'.repeat(61))).toBe(false);
  });
});
