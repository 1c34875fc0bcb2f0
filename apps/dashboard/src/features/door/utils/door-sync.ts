// The door page's engine: opens the helper's session, keeps the wedding's list on the phone, queues
// each arrival there first and sends the queue whenever the network lets it. Nothing waits for the
// network: a helper at a gate with no signal checks guests in exactly as with one.
import { isApiError } from '@convite/api/api-error';
import type {
  Arrival,
  DoorList,
  DoorSession,
  DoorStore,
  KeptList,
  QueuedArrival,
} from './door-store.ts';

export type DoorApi = {
  startSession(key: string): Promise<DoorSession>;
  list(token: string): Promise<DoorList>;
  /** Sends arrivals; answers every arrival of the wedding. */
  record(token: string, arrivals: readonly QueuedArrival[]): Promise<Arrival[]>;
};

/**
 * opening: reading what the phone kept (and the list, the first time); ready: the list is here;
 * no-session: opened without a helper's link; closed: the day after the wedding has passed; ended:
 * the couple took the link back.
 */
export type DoorPhase = 'opening' | 'ready' | 'no-session' | 'closed' | 'ended';

export type DoorState = {
  phase: DoorPhase;
  session: DoorSession | null;
  kept: KeptList | null;
  /** Arrivals marked here that the server has not confirmed. */
  queue: readonly QueuedArrival[];
  isOnline: boolean;
};

/** The most a phone sends at once (the API takes up to 500). */
const BATCH = 500;
/** How often the list is fetched again, to learn the other helpers' arrivals. */
export const REFRESH_MS = 15_000;

export type DoorSyncOptions = {
  store: DoorStore;
  api: DoorApi;
  now?: () => Date;
  newId?: () => string;
  isOnline?: () => boolean;
};

const isRefusal = (error: unknown, status: number) => isApiError(error) && error.status === status;

export function createDoorSync({
  store,
  api,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
  isOnline = () => navigator.onLine,
}: DoorSyncOptions) {
  let state: DoorState = {
    phase: 'opening',
    session: null,
    kept: null,
    queue: [],
    isOnline: isOnline(),
  };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<DoorState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  let flushing: Promise<void> | null = null;

  /** A refusal of the session itself ends the door on this phone; answers whether it was one. */
  async function endedBy(error: unknown): Promise<boolean> {
    if (isRefusal(error, 401) || (isRefusal(error, 404) && state.session === null)) {
      await store.forget();
      update({ phase: 'ended', session: null, kept: null });
      return true;
    }
    if (isRefusal(error, 403)) {
      await store.forget();
      update({ phase: 'closed', session: null, kept: null });
      return true;
    }
    return false;
  }

  /** Whatever else failed: no answer, or the server unwell for a moment. Try again later. */
  const offline = () => update({ isOnline: false });

  async function keep(list: DoorList): Promise<KeptList> {
    const kept = { list, keptAt: now().toISOString() };
    await store.saveList(kept);
    return kept;
  }

  async function refresh(): Promise<void> {
    const { session } = state;
    if (session === null) return;
    try {
      const kept = await keep(await api.list(session.token));
      update({ kept, phase: 'ready', isOnline: true });
    } catch (error) {
      if (!(await endedBy(error))) offline();
    }
  }

  /** Queued arrivals of people no longer on the list (removed by the couple) are dropped. */
  function dropUnknown(list: DoorList): QueuedArrival[] {
    const known = new Set(list.households.flatMap((h) => h.members.map((m) => m.memberId)));
    return state.queue.filter((arrival) => !known.has(arrival.memberId));
  }

  async function sendQueue(): Promise<void> {
    while (state.session !== null && state.queue.length > 0) {
      const token = state.session.token;
      const batch = state.queue.slice(0, BATCH);
      try {
        const confirmed = await api.record(token, batch);
        const sent = new Set(batch.map((arrival) => arrival.id));
        await store.dequeue([...sent]);
        const kept =
          state.kept === null ? null : await keep({ ...state.kept.list, arrivals: confirmed });
        update({
          queue: state.queue.filter((arrival) => !sent.has(arrival.id)),
          kept,
          isOnline: true,
        });
      } catch (error) {
        if (await endedBy(error)) return;
        if (!isRefusal(error, 422)) return offline();
        // Someone on the queue left the wedding's list: learn the list, drop them, send the rest.
        await refresh();
        const unknown = state.kept === null ? batch : dropUnknown(state.kept.list);
        const dropped = unknown.length > 0 ? unknown : batch;
        await store.dequeue(dropped.map((arrival) => arrival.id));
        const gone = new Set(dropped.map((arrival) => arrival.id));
        update({ queue: state.queue.filter((arrival) => !gone.has(arrival.id)) });
      }
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Starts the door from a helper's link key, or from what the phone kept. */
    async open(key: string | null): Promise<void> {
      if (key !== null) {
        try {
          await store.saveSession(await api.startSession(key));
        } catch (error) {
          // Offline with the link: the session kept from an earlier opening still works.
          if (await endedBy(error)) return;
          offline();
        }
      }
      const session = await store.session();
      if (session === undefined) return update({ phase: 'no-session' });
      const [kept, queue] = await Promise.all([store.list(), store.queued()]);
      update({ session, kept: kept ?? null, queue, phase: kept ? 'ready' : 'opening' });
      await refresh();
      await this.flush();
    },

    /** Marks people as arrived now: kept on the phone at once, sent when possible. */
    async markArrived(memberIds: readonly number[]): Promise<void> {
      const at = now().toISOString();
      const arrivals = memberIds.map((memberId) => ({ id: newId(), memberId, at }));
      await store.enqueue(arrivals);
      update({ queue: [...state.queue, ...arrivals] });
      void this.flush();
    },

    /** Sends the queue (one send at a time; a call meanwhile waits for the same one). */
    flush(): Promise<void> {
      flushing ??= sendQueue().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    /** Fetches the list again and sends the queue: on a timer, and when the network returns. */
    async sync(): Promise<void> {
      await this.flush();
      await refresh();
    },

    setOnline(isNowOnline: boolean) {
      update({ isOnline: isNowOnline });
    },
  };
}

export type DoorSync = ReturnType<typeof createDoorSync>;
