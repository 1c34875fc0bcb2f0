import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, violatedUniqueConstraint } from './unique-violation.ts';

const driverError = (fields: { code: string; constraint?: string }) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), fields);

describe('violatedUniqueConstraint / isUniqueViolation', () => {
  it('names the constraint of a unique violation, through Drizzle and other causes', () => {
    const violation = driverError({ code: '23505', constraint: 'weddings_slug_unique' });
    const wrapped = new DrizzleQueryError('insert into weddings …', [], violation);
    expect(violatedUniqueConstraint(violation)).toBe('weddings_slug_unique');
    expect(violatedUniqueConstraint(new Error('outer', { cause: wrapped }))).toBe(
      'weddings_slug_unique',
    );
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it("answers '' for a violation whose driver names no constraint", () => {
    expect(violatedUniqueConstraint({ code: '23505' })).toBe('');
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });

  it('is null for any other failure', () => {
    for (const error of [
      driverError({ code: '23503', constraint: 'guests_wedding_id_fk' }),
      new Error('no code'),
      '23505',
      null,
      undefined,
    ]) {
      expect(violatedUniqueConstraint(error)).toBeNull();
      expect(isUniqueViolation(error)).toBe(false);
    }
  });
});
