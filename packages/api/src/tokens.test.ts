import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import { CLIENT_TOKEN_KEY, createTokenStore } from './tokens.ts';

describe('createTokenStore', () => {
  it('stores, reads and removes tokens under their keys and notifies subscribers', () => {
    const storage = createMemoryStorage();
    const tokens = createTokenStore(storage);
    const listener = vi.fn();
    const unsubscribe = tokens.subscribe(listener);
    tokens.set(CLIENT_TOKEN_KEY, 'jwt');
    expect(storage.getItem('convite.clientToken')).toBe('jwt');
    expect(tokens.get(CLIENT_TOKEN_KEY)).toBe('jwt');
    tokens.remove(CLIENT_TOKEN_KEY);
    expect(tokens.get(CLIENT_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tokens.set(CLIENT_TOKEN_KEY, 'again');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
