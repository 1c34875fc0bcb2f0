import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

describe('countdownParts', () => {
  const target = new Date('2026-11-14T23:00:00.000Z');

  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(countdownParts(new Date('2026-11-13T21:58:57.500Z'), target)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 2,
    });
  });

  it('is null at zero and after, so the married text shows', () => {
    expect(countdownParts(target, target)).toBeNull();
    expect(countdownParts(new Date('2026-11-15T00:00:00.000Z'), target)).toBeNull();
    expect(countdownParts(new Date('2026-11-14T22:59:59.000Z'), target)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });
});
