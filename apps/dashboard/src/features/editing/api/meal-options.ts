import type { components } from '@convite/api/schema';
import { apiClient } from '../../../lib/api.ts';
import type { Outcome } from './content-calls.ts';

type MealOptionsRequest = components['schemas']['MealOptionsRequest'];
export type MealOption = components['schemas']['MealOption'];

/** The outcome of a menu's save: the server's message and the event's menu as saved (new ids). */
export type MenuOutcome = Outcome & { mealOptions: MealOption[] | null };

/** PUT /events/{id}/meal-options (updateEventMealOptions): the event's whole menu, in order. */
export async function updateEventMealOptions(
  eventId: number,
  mealOptions: MealOptionsRequest['mealOptions'],
): Promise<MenuOutcome> {
  const { data } = await apiClient.PUT('/events/{id}/meal-options', {
    params: { path: { id: eventId } },
    body: { mealOptions },
  });
  return { message: data?.message ?? '', mealOptions: data?.event.mealOptions ?? null };
}
