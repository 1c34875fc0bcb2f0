import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import type { components } from '@convite/api/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { $api, api, tokens } from './api.ts';
import { setReauthOpen } from './reauth.ts';

export type Client = components['schemas']['Client'];
export type ClientSession = { client: Client; token: string };

/** GET /clients/me: the signed-in client lives in the query cache under this one definition. */
export const meQuery = () => $api.queryOptions('get', '/clients/me');

export function useClientToken(): string | null {
  return useSyncExternalStore(
    tokens.subscribe,
    () => tokens.get(CLIENT_TOKEN_KEY),
    // The pre-rendered landing is a visitor's; hydration then reads the stored token.
    () => null,
  );
}

/** The signed-in client, fetched only while a client token exists. */
export function useMe() {
  const token = useClientToken();
  return useQuery({ ...meQuery(), enabled: token !== null });
}

/** The cached client without ever fetching it (observers that only react to what others loaded). */
export function useCachedMe() {
  return useQuery({ ...meQuery(), enabled: false });
}

export type GuardLevel = 'login' | 'verified' | 'complete' | 'wedding';
const LEVELS: readonly GuardLevel[] = ['login', 'verified', 'complete', 'wedding'];

export function isComplete(client: Client): boolean {
  return Boolean(client.name?.trim() && client.lastName?.trim());
}

/**
 * Where a signed-in client must go instead, checking in the specification's order:
 * verification, then complete data, then at least one wedding. Null when the level is met.
 */
export function guardRedirect(client: Client, level: GuardLevel): string | null {
  const at = LEVELS.indexOf(level);
  if (at >= 1 && !client.verified) return '/verificacion';
  if (at >= 2 && !isComplete(client)) return '/completar-datos';
  if (at >= 3 && client.weddings.length === 0) return '/dashboard/crear-boda';
  return null;
}

/** Where a signed-in client belongs: the first unmet step, else their wedding, else the wedding form. */
export function homePathFor(client: Client): string {
  const wedding = client.weddings[0];
  return (
    guardRedirect(client, 'wedding') ??
    (wedding ? `/dashboard/boda/${wedding.id}` : '/dashboard/crear-boda')
  );
}

/** Stores the token and puts the client in the cache, as if GET /clients/me had answered. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: ClientSession) => {
      tokens.set(CLIENT_TOKEN_KEY, session.token);
      queryClient.setQueryData(meQuery().queryKey, session.client);
    },
    [queryClient],
  );
}

/** Ends the session (here and on the server), clears the client and every cached wedding, and goes to login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void api.endSession(CLIENT_TOKEN_KEY);
    setReauthOpen(false);
    void queryClient.cancelQueries();
    queryClient.removeQueries();
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
