import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api.ts';
import { reportError } from '../../../lib/error-message.ts';
import { GUEST_KEYS } from './guests.ts';

export type WhatsAppMessage = components['schemas']['WhatsAppMessage'];

/**
 * POST /guests/whatsapp-statuses: each guest's latest Cloud API message. Every row asks with the
 * same key, so the table makes one request; silent on failure (the rows then show no status).
 */
export function useWhatsAppStatuses(weddingId: number, enabled: boolean) {
  return useQuery({
    ...$api.queryOptions('post', '/guests/whatsapp-statuses', { body: { weddingId } }),
    enabled,
    retry: false,
    select: (data) => new Map(data.messages.map((message) => [message.guestId, message])),
  });
}

/** POST /guests/{id}/whatsapp-messages: the invitation through the Cloud API; the list refreshes. */
export function useSendWhatsAppMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guestId: number) => {
      const { data } = await apiClient.POST('/guests/{id}/whatsapp-messages', {
        params: { path: { id: guestId } },
        body: { kind: 'invitation' },
      });
      return data as WhatsAppMessage;
    },
    onSettled: () =>
      Promise.all(
        [...GUEST_KEYS, endpointKey('post', '/guests/whatsapp-statuses')].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: reportError,
  });
}
