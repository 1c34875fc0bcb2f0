import { useSyncExternalStore } from 'react';
import type { SnackKind } from './snack-bar.tsx';

export type Snack = { id: number; kind: SnackKind; message: string };

let current: Snack | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The global snack bar (top, 3 seconds): one message at a time, the newest wins. */
export function showSnack(kind: SnackKind, message: string) {
  current = { id: nextId++, kind, message };
  notify();
}

export function hideSnack() {
  current = null;
  notify();
}

export function useSnack(): Snack | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // Rendered ahead of time (the pre-rendered landing): no message yet.
    () => null,
  );
}
