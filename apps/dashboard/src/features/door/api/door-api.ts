import type { DoorApi } from '../utils/door-sync.ts';
import { apiClient } from '../../../lib/api.ts';

/** The helper's session token for a call (a couple's token on the same phone is never sent). */
const asHelper = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A venue's network can swallow a request without an answer: a call gives up after this long, the
 * arrivals stay queued on the phone and go out with the next try.
 */
const CALL_TIMEOUT_MS = 10_000;
const timeLimit = () => AbortSignal.timeout(CALL_TIMEOUT_MS);

/** The door's calls: POST /door/sessions, GET /door/guest-list, POST /door/arrivals. */
export const doorApi: DoorApi = {
  async startSession(key) {
    const { data } = await apiClient.POST('/door/sessions', { body: { key }, signal: timeLimit() });
    if (data === undefined) throw new Error('POST /door/sessions answered no body');
    return data;
  },
  async list(token) {
    const { data } = await apiClient.GET('/door/guest-list', {
      headers: asHelper(token),
      signal: timeLimit(),
    });
    if (data === undefined) throw new Error('GET /door/guest-list answered no body');
    return data;
  },
  async record(token, arrivals) {
    const { data } = await apiClient.POST('/door/arrivals', {
      body: { arrivals: [...arrivals] },
      headers: asHelper(token),
      signal: timeLimit(),
    });
    return data?.arrivals ?? [];
  },
};
