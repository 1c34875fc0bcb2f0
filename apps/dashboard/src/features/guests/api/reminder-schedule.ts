import type { components } from '@convite/api/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSnack } from '@convite/ui/snack-store';
import { $api, apiClient } from '../../../lib/api.ts';

export type ReminderSchedule = components['schemas']['ReminderSchedule'];

/** GET /weddings/{id}/reminder-schedule: when the guests who have not answered are reminded. */
export const reminderScheduleQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/reminder-schedule', {
    params: { path: { id: weddingId } },
  });

export function useReminderSchedule(weddingId: number) {
  return useQuery(reminderScheduleQuery(weddingId));
}

/** PUT /weddings/{id}/reminder-schedule: the saved schedule replaces the cache; refusals to the caller. */
export function useSaveReminderSchedule(weddingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedule: ReminderSchedule) => {
      const { data } = await apiClient.PUT('/weddings/{id}/reminder-schedule', {
        params: { path: { id: weddingId } },
        body: schedule,
      });
      if (data === undefined) throw new Error('no answer');
      return data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(reminderScheduleQuery(weddingId).queryKey, data.schedule);
      showSnack('success', data.message);
    },
  });
}
