// POST /v1/public/invitations/{slug}/openings (recordInvitationOpening): the guest opened their own
// link. Sent by the browser only (link-preview bots run no script) once the page has loaded and the
// browser is idle, so it never competes with the page; fire and forget: a lost opening is no
// failure the guest should see.

/** The longest the opening waits for an idle moment after the load. */
const IDLE_TIMEOUT_MS = 5000;

/** Sends the opening as a beacon (it survives the guest leaving the page), else a keepalive fetch. */
export function sendOpening(slug: string, code: string): void {
  const url = `/v1/public/invitations/${encodeURIComponent(slug)}/openings`;
  const body = JSON.stringify({ code });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Nothing to tell the guest: the couple just misses one opening.
  }
}

/** Runs `task` after the window's load event, at the browser's next idle moment; returns a cancel. */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 0);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}
