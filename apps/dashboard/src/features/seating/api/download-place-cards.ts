import { apiClient } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /weddings/{id}/seating/place-cards: a folded card per seated person, saved as place-cards.pdf. */
export async function downloadPlaceCards(weddingId: number) {
  const { data } = await apiClient.GET('/weddings/{id}/seating/place-cards', {
    params: { path: { id: weddingId } },
    parseAs: 'blob',
  });
  if (data) saveBlob(data, 'place-cards.pdf');
}
