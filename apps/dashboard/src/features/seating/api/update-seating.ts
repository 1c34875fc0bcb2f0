import type { components } from '@convite/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { reportError } from '../../../lib/error-message.ts';
import { moveSeats } from '../utils/move-seats.ts';
import { arrivalsKey } from './get-arrivals.ts';
import { seatingQuery, type Seating } from './get-seating.ts';

export type SeatChange = components['schemas']['SeatingRequest']['seats'][number];

/** PUT /weddings/{id}/seating: each person named sits at the table given (null: at none). */
export async function updateSeating(weddingId: number, seats: SeatChange[]): Promise<Seating> {
  const { data } = await apiClient.PUT('/weddings/{id}/seating', {
    params: { path: { id: weddingId } },
    body: { seats },
  });
  if (!data) throw new Error('No seating in the answer');
  return data;
}

/**
 * Seats people at once on the screen (optimistic), then keeps the server's answer; a failure puts
 * everyone back where they were and shows the server's message.
 */
export function useUpdateSeating(
  weddingId: number,
  { onFailure }: { onFailure?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const { queryKey } = seatingQuery(weddingId);
  return useMutation({
    mutationFn: (seats: SeatChange[]) => updateSeating(weddingId, seats),
    onMutate: async (seats) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Seating>(queryKey);
      if (before) queryClient.setQueryData(queryKey, moveSeats(before, seats));
      return { before };
    },
    onError: (error, _seats, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      reportError(error);
      onFailure?.(error);
    },
    onSuccess: async (seating) => {
      queryClient.setQueryData(queryKey, seating);
      await queryClient.invalidateQueries({ queryKey: arrivalsKey });
    },
  });
}
