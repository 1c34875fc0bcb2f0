import { request } from 'undici';
import type { ApiGet } from '../features/invitation/api/fetch-public-invitation.ts';

/**
 * The page's GET of the API through undici's own client rather than fetch (which is built on it): on
 * this machine a call with the invitation's 12 KB answer costs 0.07 ms of CPU against 0.19 ms, and
 * every guest's page, first or again, makes one. The body is read whole before answering, so the
 * connection goes back to the pool whatever the caller reads of it (a 304 or an error's body).
 */
export const apiGet: ApiGet = async (url, { headers, signal }) => {
  const answer = await request(url, { headers, signal });
  const body = await answer.body.text();
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    headers: {
      get(name) {
        const value = answer.headers[name.toLowerCase()];
        return typeof value === 'string' ? value : null;
      },
    },
    text: () => Promise.resolve(body),
  };
};
