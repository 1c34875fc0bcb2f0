import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordOpening } from './use-record-opening.ts';

const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
const LINK_CODE_META =
  '<meta name="convite-opening" content="/v1/public/invitations/ana-y-luis/openings" data-code="ABCD2345">';

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sendBeacon.mockReset().mockReturnValue(true);
  fetchSpy.mockClear();
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
});

describe('recording the guest opening their invitation from the page script', () => {
  it("leaves the link's own code to the page's early script, which sent it as the page showed", () => {
    document.head.innerHTML = LINK_CODE_META;
    window.history.replaceState(null, '', '/ana-y-luis?code=ABCD2345');
    renderHook(() => useRecordOpening('ana-y-luis', 'ABCD2345'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing while the page shows no guest, and one beacon once a typed code finds one', async () => {
    const { rerender } = renderHook(({ code }) => useRecordOpening('ana-y-luis', code), {
      initialProps: { code: null as string | null },
    });
    expect(sendBeacon).not.toHaveBeenCalled();
    rerender({ code: 'TYPED234' });
    rerender({ code: 'TYPED234' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/v1/public/invitations/ana-y-luis/openings');
    expect((blob as Blob).type).toBe('application/json');
    expect(await (blob as Blob).text()).toBe('{"code":"TYPED234"}');
  });

  it("sends nothing for the couple's preview from the dashboard", () => {
    window.history.replaceState(null, '', '/ana-y-luis?preview=1');
    renderHook(() => useRecordOpening('ana-y-luis', 'TYPED234'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, and never throws', () => {
    sendBeacon.mockReturnValue(false);
    fetchSpy.mockRejectedValueOnce(new TypeError('offline'));
    expect(() => renderHook(() => useRecordOpening('ana-y-luis', 'TYPED234'))).not.toThrow();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/v1/public/invitations/ana-y-luis/openings',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"code":"TYPED234"}' }),
    );
  });
});
