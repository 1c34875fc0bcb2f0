import type { ApiError } from './api-error.ts';

export type ApiEventName = 'session-expired' | 'logout';
type Listener = (error: ApiError) => void;

/**
 * A tiny emitter: 'session-expired' on `unauthenticated` (open the re-authentication modal),
 * 'logout' on `forbidden` (announceSessionEnd in client.ts).
 */
export type ApiEvents = {
  on: (name: ApiEventName, listener: Listener) => () => void;
  emit: (name: ApiEventName, error: ApiError) => void;
};

export function createApiEvents(): ApiEvents {
  const listeners: Record<ApiEventName, Set<Listener>> = {
    'session-expired': new Set(),
    logout: new Set(),
  };
  return {
    on: (name, listener) => {
      listeners[name].add(listener);
      return () => listeners[name].delete(listener);
    },
    emit: (name, error) => listeners[name].forEach((listener) => listener(error)),
  };
}
