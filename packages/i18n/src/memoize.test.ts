import { describe, expect, it, vi } from 'vitest';
import { memoize } from './memoize.ts';

describe('memoize', () => {
  it('computes once per key and answers the kept result after', () => {
    const compute = vi.fn((a: number, b: number) => a + b);
    const add = memoize(compute, (a, b) => `${a} ${b}`);
    expect(add(1, 2)).toBe(3);
    expect(add(1, 2)).toBe(3);
    expect(add(2, 1)).toBe(3);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` results, dropping the oldest', () => {
    const compute = vi.fn((value: string) => value.toUpperCase());
    const upper = memoize(compute, (value) => value, 2);
    upper('a');
    upper('b');
    upper('c');
    upper('c');
    upper('b');
    expect(compute).toHaveBeenCalledTimes(3);
    upper('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('keeps an empty string or undefined result too', () => {
    const compute = vi.fn((): string | undefined => undefined);
    const nothing = memoize(compute, () => 'k');
    nothing();
    nothing();
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
