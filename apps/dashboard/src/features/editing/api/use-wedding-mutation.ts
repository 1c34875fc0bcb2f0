import { isValidationError } from '@convite/api/api-error';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/error-message.ts';
import { useWeddingId, weddingQuery } from '../../../lib/wedding.ts';
import type { Outcome } from './content-calls.ts';

/**
 * A change to the wedding's content: on success the server's message in the green snack and the
 * wedding refreshed in the cache (so lists, parents included, reset from the server); on failure the
 * red snack. `mutateAsync` still rejects, so an editable field can stay open or restore its value.
 */
export function useWeddingMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Outcome>,
) {
  const weddingId = useWeddingId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (outcome) => {
      const { queryKey } = weddingQuery(weddingId);
      if (outcome.wedding) queryClient.setQueryData(queryKey, outcome.wedding);
      else await queryClient.invalidateQueries({ queryKey });
      showSnack('success', outcome.message);
    },
    onError: (error) => {
      // A refused value (a link that is not a URL): the field's own message says why.
      const fieldMessage = isValidationError(error)
        ? Object.values(error.errors).flat()[0]
        : undefined;
      if (fieldMessage) showSnack('error', fieldMessage);
      else reportError(error);
    },
  });
}
