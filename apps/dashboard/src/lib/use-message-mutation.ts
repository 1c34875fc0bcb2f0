import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { reportError } from './error-message.ts';

/**
 * A change the server answers with a message: the message in the green snack and the queries of
 * `refreshKeys` refreshed; a failure in the red snack, unless the caller shows it itself (under a
 * field, in a dialog) and passes `isReportingErrors: false`.
 */
export function useMessageMutation<
  Variables,
  Result extends { message: string } = { message: string },
>(
  mutationFn: (variables: Variables) => Promise<Result>,
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
