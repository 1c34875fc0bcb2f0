// POST /v1/public/invitations/{slug}/openings (recordInvitationOpening): the guest opened their own
// link. The link's code is sent by the page's early script as soon as the page shows (the server
// names it in a <meta>, page-loading-plugins.ts); this module sends a code the guest typed on the
// bare link, by then long after the page loaded. Fire and forget: a lost opening is no failure the
// guest should see.
import { OPENING_META_NAME } from '../../../build/page-loading-plugins.ts';

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

/** Whether the page's early script sends this code's opening (the link's own code). */
export function isSentByPage(code: string): boolean {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${OPENING_META_NAME}"]`);
  return meta?.dataset.code === code;
}
