// What the door page keeps on the phone, in IndexedDB: the helper's session, the wedding's list as
// the server last sent it, and the arrivals marked here that the server has not confirmed yet. All
// of it survives a reload without a network, so the door keeps working in a hacienda's dead zone.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { components } from '@convite/api/schema';

export type DoorList = components['schemas']['DoorList'];
export type DoorHousehold = components['schemas']['DoorHousehold'];
export type DoorMember = components['schemas']['DoorMember'];
export type Arrival = components['schemas']['Arrival'];
/** An arrival marked on this phone, as the API takes it (the id makes a second send harmless). */
export type QueuedArrival = components['schemas']['ArrivalEvent'];

export type DoorSession = { token: string; expiresAt: string; helperName: string };
/** The list with the moment this phone received it. */
export type KeptList = { list: DoorList; keptAt: string };

interface DoorDb extends DBSchema {
  session: { key: 'current'; value: DoorSession };
  list: { key: 'current'; value: KeptList };
  queue: { key: string; value: QueuedArrival };
}

export type DoorStore = {
  session(): Promise<DoorSession | undefined>;
  saveSession(session: DoorSession): Promise<void>;
  /** Forgets the session and the list (an ended or closed link). */
  forget(): Promise<void>;
  list(): Promise<KeptList | undefined>;
  saveList(kept: KeptList): Promise<void>;
  queued(): Promise<QueuedArrival[]>;
  enqueue(arrivals: readonly QueuedArrival[]): Promise<void>;
  dequeue(ids: readonly string[]): Promise<void>;
};

export const DOOR_DB_NAME = 'convite-door';

export function openDoorStore(name = DOOR_DB_NAME): DoorStore {
  let opened: Promise<IDBPDatabase<DoorDb>> | undefined;
  const db = () => {
    opened ??= openDB<DoorDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('session');
        database.createObjectStore('list');
        database.createObjectStore('queue', { keyPath: 'id' });
      },
    });
    return opened;
  };

  return {
    session: async () => (await db()).get('session', 'current'),
    saveSession: async (session) => {
      await (await db()).put('session', session, 'current');
    },
    async forget() {
      const tx = (await db()).transaction(['session', 'list'], 'readwrite');
      await Promise.all([
        tx.objectStore('session').clear(),
        tx.objectStore('list').clear(),
        tx.done,
      ]);
    },
    list: async () => (await db()).get('list', 'current'),
    saveList: async (kept) => {
      await (await db()).put('list', kept, 'current');
    },
    queued: async () => (await db()).getAll('queue'),
    async enqueue(arrivals) {
      const tx = (await db()).transaction('queue', 'readwrite');
      await Promise.all([...arrivals.map((arrival) => tx.store.put(arrival)), tx.done]);
    },
    async dequeue(ids) {
      const tx = (await db()).transaction('queue', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}
