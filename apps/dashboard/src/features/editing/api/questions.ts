import { isValidationError } from '@convite/api/api-error';
import type { components } from '@convite/api/schema';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { reportError } from '../../../lib/error-message.ts';
import { weddingQuestionsQuery } from '../../../lib/wedding-questions.ts';

type QuestionsRequest = components['schemas']['WeddingQuestionsRequest'];

/**
 * PUT /weddings/{id}/questions (updateWeddingQuestions): the whole list in order. The answer is the
 * list as saved, which becomes the cached list; the editor confirms in place (the call answers no
 * message), a refusal goes to the red snack with the field's own words.
 */
export function useSaveQuestions(weddingId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questions: QuestionsRequest['questions']) => {
      const { data } = await apiClient.PUT('/weddings/{id}/questions', {
        params: { path: { id: weddingId } },
        body: { questions },
      });
      return data?.questions ?? [];
    },
    onSuccess: (questions) => {
      queryClient.setQueryData(weddingQuestionsQuery(weddingId).queryKey, { questions });
      onSaved();
    },
    onError: (error) => {
      const fieldMessage = isValidationError(error)
        ? Object.values(error.errors).flat()[0]
        : undefined;
      if (fieldMessage) showSnack('error', fieldMessage);
      else reportError(error);
    },
  });
}
