import { apiClient } from '../../../lib/api.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { doorHelpersKey } from './list-door-helpers.ts';

/** DELETE /weddings/{id}/door-helpers/{helperId}: the helper's link stops working. */
export async function deleteDoorHelper(weddingId: number, helperId: number) {
  const { data } = await apiClient.DELETE('/weddings/{id}/door-helpers/{helperId}', {
    params: { path: { id: weddingId, helperId } },
  });
  return { message: data?.message ?? '' };
}

export function useDeleteDoorHelper(weddingId: number) {
  return useMessageMutation(
    (helperId: number) => deleteDoorHelper(weddingId, helperId),
    [doorHelpersKey],
  );
}
