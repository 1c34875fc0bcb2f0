import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';

export type AnswerNotices = components['schemas']['AnswerNotices'];

/** GET /clients/me/notices: how the couple hears of their guests' answers. */
export function useNoticeSettings() {
  return useQuery($api.queryOptions('get', '/clients/me/notices'));
}

/** PUT /clients/me/notices: the notices are then written in the language the dashboard speaks. */
export function useSaveNoticeSettings() {
  return useMessageMutation(
    async (answerNotices: AnswerNotices) => {
      const { data } = await apiClient.PUT('/clients/me/notices', { body: { answerNotices } });
      return { message: data?.message ?? '' };
    },
    [endpointKey('get', '/clients/me/notices')],
  );
}

/** POST /notices/unsubscribe: the notice's one-click link, posted as a mail client would (a form). */
export function useUnsubscribeMutation() {
  return useMutation({
    mutationFn: async (token: string) => {
      const { data } = await apiClient.POST('/notices/unsubscribe', {
        params: { query: { token } },
        body: { 'List-Unsubscribe': 'One-Click' },
        bodySerializer: (body) => new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { message: data?.message ?? '' };
    },
  });
}
