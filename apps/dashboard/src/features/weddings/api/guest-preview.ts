import { apiClient } from '../../../lib/api.ts';
import { reportError } from '../../../lib/error-message.ts';

/**
 * Opens the invitation as one guest, read-only (POST /guests/{id}/preview), in a new tab. The tab is
 * opened at the tap, before the call, so no popup blocker takes it for an unasked window; it gets the
 * address once the token arrives and loses its opener. False (with the red snack) when it failed.
 */
export async function openGuestPreview(guestId: number): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { data } = await apiClient.POST('/guests/{id}/preview', {
      params: { path: { id: guestId } },
    });
    if (!data) throw new Error('no preview');
    if (tab) tab.location.href = data.url;
    else window.location.assign(data.url);
    return true;
  } catch (error) {
    tab?.close();
    reportError(error);
    return false;
  }
}
