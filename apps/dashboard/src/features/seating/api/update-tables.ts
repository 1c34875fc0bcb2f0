import type { components } from '@convite/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { reportError } from '../../../lib/error-message.ts';
import { arrivalsKey } from './get-arrivals.ts';
import { seatingQuery, type Seating } from './get-seating.ts';

export type TableInput = components['schemas']['WeddingTablesRequest']['tables'][number];

/** PUT /weddings/{id}/tables: the whole list in order; a table kept by its id keeps its people. */
export async function updateTables(weddingId: number, tables: TableInput[]): Promise<Seating> {
  const { data } = await apiClient.PUT('/weddings/{id}/tables', {
    params: { path: { id: weddingId } },
    body: { tables },
  });
  if (!data) throw new Error('No seating in the answer');
  return data;
}

/** The tables saved whole; the seating shown is the server's answer, a failure the red snack. */
export function useUpdateTables(weddingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tables: TableInput[]) => updateTables(weddingId, tables),
    onSuccess: async (seating) => {
      queryClient.setQueryData(seatingQuery(weddingId).queryKey, seating);
      await queryClient.invalidateQueries({ queryKey: arrivalsKey });
    },
    onError: reportError,
  });
}
