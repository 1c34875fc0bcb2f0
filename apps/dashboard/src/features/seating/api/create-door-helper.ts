import { apiClient } from '../../../lib/api.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { doorHelpersKey } from './list-door-helpers.ts';

/** POST /weddings/{id}/door-helpers: a helper by name, with their link. */
export async function createDoorHelper(weddingId: number, name: string) {
  const { data } = await apiClient.POST('/weddings/{id}/door-helpers', {
    params: { path: { id: weddingId } },
    body: { name },
  });
  return { message: data?.message ?? '', helper: data?.helper };
}

export function useCreateDoorHelper(weddingId: number) {
  return useMessageMutation((name: string) => createDoorHelper(weddingId, name), [doorHelpersKey], {
    isReportingErrors: false,
  });
}
