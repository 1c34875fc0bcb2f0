import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { endpointKey } from './query.ts';

describe('endpointKey', () => {
  it('matches every query of the endpoint, whatever its parameters, and nothing else', () => {
    const { $api } = createApiClient({
      baseUrl: 'http://api.test/v1',
      getLanguage: () => 'es',
      storage: createMemoryStorage(),
    });
    const queryClient = new QueryClient();
    const page1 = $api.queryOptions('get', '/clients', { params: { query: { page: 1 } } }).queryKey;
    const page2 = $api.queryOptions('get', '/clients', { params: { query: { page: 2 } } }).queryKey;
    const me = $api.queryOptions('get', '/clients/me').queryKey;
    for (const key of [page1, page2, me]) queryClient.setQueryData(key, {});
    void queryClient.invalidateQueries({ queryKey: endpointKey('get', '/clients') });
    expect(queryClient.getQueryState(page1)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(page2)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(me)?.isInvalidated).toBe(false);
  });
});
