import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles on the last value once it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'm' },
    });
    rerender({ value: 'ma' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'mar' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('m');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('mar');
  });
});
