import type { components } from '@convite/api/schema';
import type { MessageKind } from '@convite/rules/message-template';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSnack } from '@convite/ui/snack-store';
import { $api, apiClient } from '../../../lib/api.ts';

export type MessageTemplates = components['schemas']['MessageTemplates'];
export type MessageTemplateChange = components['schemas']['UpdateMessageTemplateRequest'];
export type SendQueueGuest = components['schemas']['SendQueueGuest'];

/** GET /weddings/{id}/message-templates: the couple's invitation and reminder (null: the default). */
export const messageTemplatesQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/message-templates', {
    params: { path: { id: weddingId } },
  });

export function useMessageTemplates(weddingId: number) {
  return useQuery(messageTemplatesQuery(weddingId));
}

/**
 * PUT /weddings/{id}/message-templates: saves one message (text null: back to the default). The
 * answer's templates replace the cache; a refusal is left to the caller to show under the field.
 */
export function useSaveMessageTemplate(weddingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MessageTemplateChange) => {
      const { data } = await apiClient.PUT('/weddings/{id}/message-templates', {
        params: { path: { id: weddingId } },
        body: change,
      });
      if (data === undefined) throw new Error('no answer');
      return data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(messageTemplatesQuery(weddingId).queryKey, data.templates);
      showSnack('success', data.message);
    },
  });
}

/**
 * GET /weddings/{id}/send-queue: every guest a walkthrough goes through, read once when it starts
 * and kept while it runs (coming back from WhatsApp must not reshuffle it), read again next time.
 */
export function useSendQueue(weddingId: number, kind: MessageKind) {
  return useQuery({
    ...$api.queryOptions('get', '/weddings/{id}/send-queue', {
      params: { path: { id: weddingId }, query: { kind } },
    }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export async function markGuestReminded(id: number) {
  const { data } = await apiClient.POST('/guests/{id}/reminded', { params: { path: { id } } });
  return { message: data?.message ?? '' };
}
