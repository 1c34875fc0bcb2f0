import { apiClient } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /weddings/{id}/seating/chart: the printable seating chart, saved as seating-chart.pdf. */
export async function downloadSeatingChart(weddingId: number) {
  const { data } = await apiClient.GET('/weddings/{id}/seating/chart', {
    params: { path: { id: weddingId } },
    parseAs: 'blob',
  });
  if (data) saveBlob(data, 'seating-chart.pdf');
}
