import { ADMIN_TOKEN_KEY, PROMOTER_TOKEN_KEY, type TokenKey } from '@convite/api/tokens';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api, tokens } from './api.ts';

function useStoredToken(key: TokenKey): string | null {
  return useSyncExternalStore(tokens.subscribe, () => tokens.get(key));
}

export const useAdminToken = () => useStoredToken(ADMIN_TOKEN_KEY);

/** The promoter's token, kept in the browser as the staff's is, so their page survives a reload. */
export const usePromoterToken = () => useStoredToken(PROMOTER_TOKEN_KEY);

/** Ends the admin's session (here and on the server), clears everything cached, and goes to the admin login. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void api.endSession(ADMIN_TOKEN_KEY);
    queryClient.removeQueries();
    void navigate('/admin-login', { replace: true });
  }, [queryClient, navigate]);
}
