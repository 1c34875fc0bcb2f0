import { useEffect, useState, useSyncExternalStore } from 'react';
import { doorApi } from '../api/door-api.ts';
import { openDoorStore } from '../utils/door-store.ts';
import { createDoorSync, REFRESH_MS, type DoorSync } from '../utils/door-sync.ts';

/**
 * The door for this page: opened from the link's key (after the #, then taken off the address so a
 * screenshot of the page shares no key), kept in sync on a timer and whenever the network returns.
 */
export function useDoor(): { sync: DoorSync; state: ReturnType<DoorSync['getState']> } {
  const [sync] = useState(() => createDoorSync({ store: openDoorStore(), api: doorApi }));
  const state = useSyncExternalStore(sync.subscribe, sync.getState);

  useEffect(() => {
    const key = decodeURIComponent(window.location.hash.slice(1)) || null;
    if (key !== null) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    void sync.open(key);
    const online = () => {
      sync.setOnline(true);
      void sync.sync();
    };
    const offline = () => sync.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync.sync();
    }, REFRESH_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.clearInterval(timer);
    };
  }, [sync]);

  return { sync, state };
}
