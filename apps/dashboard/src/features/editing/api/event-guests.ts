import { endpointKey } from '@convite/api/query';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api.ts';
import { reportError } from '../../../lib/error-message.ts';

/** GET /events/{id}/guests: the guests invited to an exclusive event. */
export const eventGuestsQuery = (eventId: number) =>
  $api.queryOptions('get', '/events/{id}/guests', { params: { path: { id: eventId } } });

/** The event's guests, fetched only once `isRequested` (the "Cargar invitados" button). */
export function useEventGuests(eventId: number, isRequested: boolean) {
  return useQuery({ ...eventGuestsQuery(eventId), enabled: isRequested });
}

/** POST /guests/search: the wedding's guests by name (failures are silent, as the spec says). */
export function useGuestSearch(weddingId: number, name: string) {
  const term = name.trim();
  return useQuery({
    queryKey: [...endpointKey('post', '/guests/search'), { weddingId, name: term }],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.POST('/guests/search', {
        body: { name: term, weddingId },
        signal,
      });
      return data ?? [];
    },
    enabled: term.length >= 2,
  });
}

/** Adds or removes a guest of an exclusive event, then reloads its list. */
export function useEventGuestChange(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guestId, isAdding }: { guestId: number; isAdding: boolean }) => {
      const init = { params: { path: { id: eventId } }, body: { guestId } };
      const { data } = isAdding
        ? await apiClient.POST('/events/{id}/add-guest', init)
        : await apiClient.POST('/events/{id}/remove-guest', init);
      return data?.message ?? '';
    },
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: eventGuestsQuery(eventId).queryKey });
      showSnack('success', message);
    },
    onError: reportError,
  });
}
