import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordOpening } from './use-record-opening.ts';

let readyState: DocumentReadyState = 'loading';
let idleTasks: (() => void)[] = [];
const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  readyState = 'loading';
  idleTasks = [];
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sendBeacon.mockReset().mockReturnValue(true);
  fetchSpy.mockClear();
  window.history.replaceState(null, '', '/');
});

/** The page finishes loading, then the browser has an idle moment. */
function loadAndIdle() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  for (const task of idleTasks.splice(0)) task();
}

describe('recording the guest opening their invitation', () => {
  it('sends one beacon, only after the load and an idle moment', async () => {
    window.history.replaceState(null, '', '/ana-y-luis?code=ABCD2345');
    renderHook(() => useRecordOpening('ana-y-luis', 'ABCD2345'));
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(sendBeacon).not.toHaveBeenCalled();
    for (const task of idleTasks.splice(0)) task();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/v1/public/invitations/ana-y-luis/openings');
    expect((blob as Blob).type).toBe('application/json');
    expect(await (blob as Blob).text()).toBe('{"code":"ABCD2345"}');
    loadAndIdle();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("sends nothing for the couple's preview from the dashboard", () => {
    window.history.replaceState(null, '', '/ana-y-luis?code=ABCD2345&preview=1');
    renderHook(() => useRecordOpening('ana-y-luis', 'ABCD2345'));
    loadAndIdle();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing while the page shows no guest, and once a typed code finds one', () => {
    const { rerender } = renderHook(({ code }) => useRecordOpening('ana-y-luis', code), {
      initialProps: { code: null as string | null },
    });
    loadAndIdle();
    expect(sendBeacon).not.toHaveBeenCalled();
    rerender({ code: 'TYPED234' });
    for (const task of idleTasks.splice(0)) task();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a keepalive fetch when the beacon is refused, and never throws', () => {
    sendBeacon.mockReturnValue(false);
    fetchSpy.mockRejectedValueOnce(new TypeError('offline'));
    renderHook(() => useRecordOpening('ana-y-luis', 'ABCD2345'));
    expect(() => loadAndIdle()).not.toThrow();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/v1/public/invitations/ana-y-luis/openings',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"code":"ABCD2345"}' }),
    );
  });

  it('sends nothing when the page is left before it loaded', () => {
    const { unmount } = renderHook(() => useRecordOpening('ana-y-luis', 'ABCD2345'));
    unmount();
    loadAndIdle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
