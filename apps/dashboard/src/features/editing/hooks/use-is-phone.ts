import { useSyncExternalStore } from 'react';

/** Below the shell's 768 px breakpoint: the phone layout (a top bar and a bottom tab bar). */
const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized now (false where matchMedia is missing, as in jsdom). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}
