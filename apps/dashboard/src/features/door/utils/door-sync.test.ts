import 'fake-indexeddb/auto';
import { ApiError } from '@convite/api/api-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDoorSync, type DoorApi } from './door-sync.ts';
import { openDoorStore, type Arrival, type DoorList, type QueuedArrival } from './door-store.ts';

const SESSION = {
  token: 'helper-token',
  expiresAt: '2027-05-31T05:59:59.999Z',
  helperName: 'Tía Rosa',
};

function listWith(arrivals: Arrival[] = []): DoorList {
  return {
    wedding: { name: 'Ana y Luis', date: '2027-05-29T23:00:00.000Z' },
    households: [
      {
        guestId: 1,
        name: 'Familia Pérez',
        pass: '1.AbCdEfGhIjKlMnOpQrStUv',
        seats: 2,
        members: [
          { memberId: 10, name: 'Ana Pérez', isChild: false, attending: true, table: null },
          { memberId: 11, name: 'Luis Pérez', isChild: false, attending: true, table: null },
        ],
      },
    ],
    arrivals,
    serverTime: '2027-05-29T23:00:00.000Z',
  };
}

const refusal = (status: 401 | 403) =>
  new ApiError({
    status,
    code: status === 401 ? 'unauthenticated' : 'door_closed',
    message: 'no',
    path: '/door/guest-list',
  });
const noNetwork = () => new ApiError({ status: 0, message: 'offline', path: '/door/arrivals' });

/** A server that remembers arrivals by their id (the API's rule) and can be cut off. */
function fakeServer() {
  const events = new Map<string, QueuedArrival>();
  let isReachable = true;
  let members = new Set([10, 11]);
  const arrivals = (): Arrival[] => {
    const first = new Map<number, string>();
    for (const event of events.values()) {
      const seen = first.get(event.memberId);
      if (seen === undefined || event.at < seen) first.set(event.memberId, event.at);
    }
    return [...first].map(([memberId, arrivedAt]) => ({ memberId, arrivedAt }));
  };
  const api: DoorApi = {
    startSession: vi.fn(async () => SESSION),
    list: vi.fn(async () => {
      if (!isReachable) throw noNetwork();
      return listWith(arrivals());
    }),
    record: vi.fn<DoorApi['record']>(async (_token, batch) => {
      if (!isReachable) throw noNetwork();
      if (batch.some((event) => !members.has(event.memberId))) {
        throw new ApiError({ status: 422, message: 'x', path: '/door/arrivals' });
      }
      for (const event of batch) events.set(event.id, event);
      return arrivals();
    }),
  };
  return {
    api,
    events,
    setReachable: (value: boolean) => (isReachable = value),
    removeMember: (memberId: number) =>
      (members = new Set([...members].filter((m) => m !== memberId))),
  };
}

let databases = 0;
const freshStore = () => openDoorStore(`door-test-${(databases += 1)}`);

describe('the door’s sync', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps marking people with no network and sends each once when it returns', async () => {
    const server = fakeServer();
    const store = freshStore();
    const sync = createDoorSync({ store, api: server.api, isOnline: () => true });
    await sync.open('the-key');
    expect(sync.getState().phase).toBe('ready');

    server.setReachable(false);
    await sync.markArrived([10]);
    await sync.flush();
    await sync.markArrived([11]);
    await sync.flush();
    expect(sync.getState()).toMatchObject({ isOnline: false });
    expect(sync.getState().queue.map((event) => event.memberId)).toEqual([10, 11]);
    expect(await store.queued()).toHaveLength(2);

    server.setReachable(true);
    await sync.sync();
    expect(sync.getState().queue).toEqual([]);
    expect(await store.queued()).toEqual([]);
    expect(server.events.size).toBe(2);
    expect(
      sync
        .getState()
        .kept?.list.arrivals.map((arrival) => arrival.memberId)
        .sort(),
    ).toEqual([10, 11]);
  });

  it('a reload with no network finds the session, the list and the queue where they were', async () => {
    const server = fakeServer();
    const store = freshStore();
    const first = createDoorSync({ store, api: server.api, isOnline: () => true });
    await first.open('the-key');
    server.setReachable(false);
    await first.markArrived([10]);
    await first.flush();

    // The phone reloads the page offline, without the key (it left the address at the first opening).
    const second = createDoorSync({ store, api: server.api, isOnline: () => false });
    await second.open(null);
    expect(second.getState()).toMatchObject({ phase: 'ready', session: SESSION });
    expect(second.getState().queue.map((event) => event.memberId)).toEqual([10]);

    server.setReachable(true);
    await second.sync();
    expect(server.events.size).toBe(1);
    expect(second.getState().queue).toEqual([]);
  });

  it('a queue sent twice (its answer lost) counts each person once', async () => {
    const server = fakeServer();
    const sync = createDoorSync({ store: freshStore(), api: server.api, isOnline: () => true });
    await sync.open('the-key');
    const record = vi.mocked(server.api.record);
    // The server stores the arrival, then the answer is lost on the way back.
    record.mockImplementationOnce(async (_token, batch) => {
      for (const event of batch) server.events.set(event.id, event);
      throw noNetwork();
    });
    await sync.markArrived([10]);
    await sync.flush();
    expect(sync.getState().queue).toHaveLength(1);
    await sync.sync();
    expect(server.events.size).toBe(1);
    expect(sync.getState().queue).toEqual([]);
  });

  it('drops an arrival of someone the couple removed and sends the rest', async () => {
    const server = fakeServer();
    const sync = createDoorSync({ store: freshStore(), api: server.api, isOnline: () => true });
    await sync.open('the-key');
    server.setReachable(false);
    await sync.markArrived([10, 11]);
    await sync.flush();
    server.removeMember(11);
    vi.mocked(server.api.list).mockImplementation(async () => {
      const list = listWith();
      const [household] = list.households;
      if (household) household.members = household.members.filter((m) => m.memberId !== 11);
      return list;
    });
    server.setReachable(true);
    await sync.sync();
    expect([...server.events.values()].map((event) => event.memberId)).toEqual([10]);
    expect(sync.getState().queue).toEqual([]);
  });

  it('an ended link forgets the wedding on the phone; a closed door says so', async () => {
    const server = fakeServer();
    const store = freshStore();
    const sync = createDoorSync({ store, api: server.api, isOnline: () => true });
    await sync.open('the-key');
    vi.mocked(server.api.list).mockRejectedValueOnce(refusal(401));
    await sync.sync();
    expect(sync.getState().phase).toBe('ended');
    expect(await store.session()).toBeUndefined();
    expect(await store.list()).toBeUndefined();

    const closed = fakeServer();
    vi.mocked(closed.api.startSession).mockRejectedValueOnce(refusal(403));
    const other = createDoorSync({ store: freshStore(), api: closed.api, isOnline: () => true });
    await other.open('the-key');
    expect(other.getState().phase).toBe('closed');
  });

  it('without a link or a kept session, asks for the link', async () => {
    const sync = createDoorSync({
      store: freshStore(),
      api: fakeServer().api,
      isOnline: () => true,
    });
    await sync.open(null);
    expect(sync.getState().phase).toBe('no-session');
  });
});
