import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { ApiError, apiErrorFromResponse, unavailableMessage } from './api-error.ts';
import { deviceTokenMiddleware } from './device-tokens.ts';
import { createApiEvents, type ApiEvents } from './events.ts';
import type { paths } from './generated/openapi.ts';
import { ADMIN_TOKEN_KEY, CLIENT_TOKEN_KEY, createTokenStore, type TokenKey } from './tokens.ts';

/** Calls whose 401/403 mean "wrong credentials or link", not "your session ended". */
export const SESSIONLESS_PATHS: readonly string[] = [
  '/auth/login',
  '/auth/admin-login',
  '/auth/promoter-login',
  '/auth/register',
  '/auth/google-verification',
  '/auth/get-google-auth-redirect',
  '/auth/verify-client',
  '/auth/send-reset-link',
  '/auth/reset-password',
  // Its 401 is a session already ended: nothing more to do.
  '/auth/logout',
  // A door helper's calls: their refusals end the helper's door, never a couple's session.
  '/door/sessions',
  '/door/guest-list',
  '/door/arrivals',
];

/**
 * The session rules of a refusal, for every way an app calls the API (openapi-fetch here, an upload's
 * XMLHttpRequest): `unauthenticated` opens the re-authentication modal, `forbidden` logs out; a
 * sign-in call's refusals are about the credentials, not a session.
 */
export function announceSessionEnd(events: ApiEvents, error: ApiError): void {
  if (SESSIONLESS_PATHS.includes(error.path)) return;
  if (error.code === 'unauthenticated') events.emit('session-expired', error);
  if (error.code === 'forbidden') events.emit('logout', error);
}

/** The client token if present, else the admin token (the specification's rule). */
export const DEFAULT_TOKEN_ORDER: readonly TokenKey[] = [CLIENT_TOKEN_KEY, ADMIN_TOKEN_KEY];

export type ApiClientOptions = {
  /** Absolute URL of the API including `/v1`. */
  baseUrl: string;
  /** The current interface language, sent as Accept-Language. */
  getLanguage: () => string;
  /** Where the tokens live; browser local storage by default. */
  storage?: Storage;
  /** Which stored tokens to send, first present wins (the admin app passes the admin and promoter keys). */
  tokenOrder?: readonly TokenKey[];
  /** Replaces the global fetch (tests). */
  fetch?: (request: Request) => Promise<Response>;
};

export function createApiClient({
  baseUrl,
  getLanguage,
  storage,
  tokenOrder = DEFAULT_TOKEN_ORDER,
  fetch,
}: ApiClientOptions) {
  const store = storage ?? globalThis.localStorage;
  const tokens = createTokenStore(store);
  const events = createApiEvents();

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = tokenOrder.map((key) => tokens.get(key)).find((value) => value);
      // A call may name its token itself (endSession, after the token is forgotten here).
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      request.headers.set('Accept-Language', getLanguage());
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (response.ok) return undefined;
      const error = await apiErrorFromResponse(response, schemaPath, getLanguage());
      announceSessionEnd(events, error);
      // Every failure rejects, so TanStack Query and direct calls see the same error type.
      throw error;
    },
    onError({ error, schemaPath }) {
      if (error instanceof ApiError) return error;
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      // No answer at all (offline, the server or its proxy down): the browser's own English words
      // ("Failed to fetch") are no message for people.
      return new ApiError({
        status: 0,
        code: 'service_unavailable',
        message: unavailableMessage(getLanguage()),
        path: schemaPath,
      });
    },
  };

  const client = createFetchClient<paths>({
    baseUrl,
    // Resolved per call so tests can stub the global fetch after the client exists.
    fetch: fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(middleware, deviceTokenMiddleware(store));
  const $api = createQueryClient(client);

  /**
   * "Cerrar sesión": forgets the token here at once and ends its session on the server, so a copy
   * of it (a shared computer, a leaked backup) stops working too. Offline, the sign-out here still
   * happens; the server's session then ends with the token's expiry.
   */
  function endSession(key: TokenKey): Promise<void> {
    const token = tokens.get(key);
    tokens.remove(key);
    if (!token) return Promise.resolve();
    return client.POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).then(
      () => undefined,
      () => undefined,
    );
  }

  return { client, $api, events, tokens, endSession };
}

export type ApiClient = ReturnType<typeof createApiClient>;
