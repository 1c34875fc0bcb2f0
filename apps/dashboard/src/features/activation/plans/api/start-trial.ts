import { showSnack } from '@convite/ui/snack-store';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../lib/api.ts';
import { reportError } from '../../../../lib/error-message.ts';
import { weddingQuery } from '../../../../lib/wedding.ts';

/** GET /weddings/{id}/start-trial: the 72-hour test mode, then the wedding reloaded. */
export function useStartTrialMutation(weddingId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('get', '/weddings/{id}/start-trial', {
    onSuccess: async (data) => {
      const { queryKey } = weddingQuery(weddingId);
      queryClient.setQueryData(queryKey, data.wedding);
      await queryClient.invalidateQueries({ queryKey });
      showSnack('success', data.message);
    },
    onError: reportError,
  });
}
