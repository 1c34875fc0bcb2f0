import type { components } from '@convite/api/schema';
import { useQuery } from '@tanstack/react-query';
import { $api } from './api.ts';

export type WeddingQuestion = components['schemas']['WeddingQuestion'];

/**
 * GET /weddings/{id}/questions: the couple's own questions to their guests, in order. Shared by the
 * editing tab (where they are written) and the guest list (where their answers are read).
 */
export const weddingQuestionsQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/questions', { params: { path: { id: weddingId } } });

/** The wedding's questions; none while they load or when the call fails. */
export function useWeddingQuestions(weddingId: number) {
  return useQuery({ ...weddingQuestionsQuery(weddingId), retry: false });
}
