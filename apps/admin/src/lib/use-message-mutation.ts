import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { reportError } from './error-message.ts';

/**
 * An admin action the server answers with a message: the message in the green snack and the
 * queries of `refreshKeys` refreshed; a failure in the red snack unless the caller shows it itself.
 */
export function useMessageMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<{ message: string }>,
  refreshKeys: readonly QueryKey[],
  { isReportingErrors = true }: { isReportingErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ message }) => {
      showSnack('success', message);
      await Promise.all(refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: isReportingErrors ? reportError : undefined,
  });
}
