import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

function retryOf() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('expected a retry function');
  return retry;
}

describe('createQueryClient', () => {
  it('never retries a 4xx answer', () => {
    const retry = retryOf();
    for (const status of [400, 401, 403, 404, 422])
      expect(retry(0, new ApiError({ status, message: 'no' }))).toBe(false);
  });

  it('retries a server error or a lost connection twice', () => {
    const retry = retryOf();
    for (const status of [0, 500, 503]) {
      const error = new ApiError({ status, message: 'later' });
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(true);
      expect(retry(2, error)).toBe(false);
    }
  });

  it('keeps data fresh for 30 seconds and never retries a mutation', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(30_000);
    expect(options.mutations?.retry).toBe(false);
  });
});
