// The bearer tokens the apps keep in local storage (keys fixed in docs/decisions.md).
export const CLIENT_TOKEN_KEY = 'convite.clientToken';
export const ADMIN_TOKEN_KEY = 'convite.adminToken';
export const PROMOTER_TOKEN_KEY = 'convite.promoterToken';

export type TokenKey = typeof CLIENT_TOKEN_KEY | typeof ADMIN_TOKEN_KEY | typeof PROMOTER_TOKEN_KEY;

export type TokenStore = {
  get: (key: TokenKey) => string | null;
  set: (key: TokenKey, token: string) => void;
  remove: (key: TokenKey) => void;
  /** Called after any token changes here or in another tab; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

export function createTokenStore(storage: Storage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: (key) => storage.getItem(key),
    set: (key, token) => {
      storage.setItem(key, token);
      notify();
    },
    remove: (key) => {
      storage.removeItem(key);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith('convite.')) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
