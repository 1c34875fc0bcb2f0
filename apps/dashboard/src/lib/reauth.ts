import { useSyncExternalStore } from 'react';

// Whether the re-authentication modal is open (client state, not server data).
let open = false;
const listeners = new Set<() => void>();

export function setReauthOpen(value: boolean) {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export function useReauthOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    // The pre-rendered landing: closed.
    () => false,
  );
}
