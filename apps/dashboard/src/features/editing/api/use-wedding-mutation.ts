import { isValidationError } from '@convite/api/api-error';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/error-message.ts';
import { useWeddingId, weddingQuery } from '../../../lib/wedding.ts';
import type { Outcome } from './content-calls.ts';

export type WeddingMutationOptions = {
  /**
   * A field that confirms itself beside it ("Guardado ✓"): called on success instead of the green
   * snack, so editing field after field does not pile up toasts.
   */
  onSaved?: () => void;
  /** The caller shows the failure in place (a photo's own error and retry): no red snack. */
  showsOwnErrors?: boolean;
};

/**
 * A change to the wedding's content: on success the wedding refreshed in the cache (so lists,
 * parents included, reset from the server) and the server's message in the green snack, or the
 * field's own confirmation; on failure the red snack. `mutateAsync` still rejects, so an editable
 * field can stay open or restore its value.
 */
export function useWeddingMutation<Variables, Result extends Outcome = Outcome>(
  mutationFn: (variables: Variables) => Promise<Result>,
  { onSaved, showsOwnErrors = false }: WeddingMutationOptions = {},
) {
  const weddingId = useWeddingId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (outcome) => {
      const { queryKey } = weddingQuery(weddingId);
      if (outcome.wedding) queryClient.setQueryData(queryKey, outcome.wedding);
      else await queryClient.invalidateQueries({ queryKey });
      if (onSaved) onSaved();
      else showSnack('success', outcome.message);
    },
    onError: (error) => {
      if (showsOwnErrors) return;
      // A refused value (a link that is not a URL): the field's own message says why.
      const fieldMessage = isValidationError(error)
        ? Object.values(error.errors).flat()[0]
        : undefined;
      if (fieldMessage) showSnack('error', fieldMessage);
      else reportError(error);
    },
  });
}
