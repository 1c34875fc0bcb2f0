import { ADMIN_TOKEN_KEY } from '@convite/api/tokens';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api, tokens } from './api.ts';

export function useAdminToken(): string | null {
  return useSyncExternalStore(tokens.subscribe, () => tokens.get(ADMIN_TOKEN_KEY));
}

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
