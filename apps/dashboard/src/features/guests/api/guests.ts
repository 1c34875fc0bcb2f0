import type { components } from '@convite/api/schema';
import type { GuestFilter } from '@convite/rules/guest-status';
import { endpointKey } from '@convite/api/query';
import { useQuery } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';

export type Guest = components['schemas']['Guest'];
export type GuestValues = components['schemas']['UpdateGuestRequest'];

export type GuestSort = components['schemas']['GuestSort'];

/**
 * POST /guests/get-by-wedding: one page (20 guests) of the wedding's list, or of one filter, in
 * the order asked for (the server sorts, so a page is the right 20).
 */
export const guestsPageQuery = (
  weddingId: number,
  page: number,
  status?: GuestFilter | null,
  sort?: GuestSort | null,
) =>
  $api.queryOptions('post', '/guests/get-by-wedding', {
    body: { weddingId, page, ...(status ? { status } : {}), ...(sort ? { sort } : {}) },
  });

/** GET /guests/{id}: one guest, wherever it sits in the list. */
export const oneGuestQuery = (id: number) =>
  $api.queryOptions('get', '/guests/{id}', { params: { path: { id } } });

/** POST /guests/get-summary: the invitation and guest counts. */
export const guestSummaryQuery = (weddingId: number) =>
  $api.queryOptions('post', '/guests/get-summary', { body: { weddingId } });

/** The keys to refresh after any change to the guests: every page, the summary and the searches. */
export const GUEST_KEYS = [
  endpointKey('post', '/guests/get-by-wedding'),
  endpointKey('post', '/guests/get-summary'),
  endpointKey('post', '/guests/search'),
];

/** The summary; a failure is silent (the spec's section 8): the blocks simply do not show. */
export function useGuestSummary(weddingId: number) {
  return useQuery({ ...guestSummaryQuery(weddingId), retry: false });
}

/** POST /guests/search: guests by name (accent- and case-insensitive), silent on failure. */
export function useGuestSearch(weddingId: number, name: string) {
  const term = name.trim();
  return useQuery({
    queryKey: [...endpointKey('post', '/guests/search'), { weddingId, name: term }],
    queryFn: async ({ signal }) => {
      try {
        const { data } = await apiClient.POST('/guests/search', {
          body: { name: term, weddingId },
          signal,
        });
        return data ?? [];
      } catch {
        return [];
      }
    },
    enabled: term.length > 0,
  });
}

/** A change to the guests: the list, the summary and the searches refresh after it. */
export function useGuestMutation<
  Variables,
  Result extends { message: string } = { message: string },
>(
  mutationFn: (variables: Variables) => Promise<Result>,
  options?: { isReportingErrors?: boolean },
) {
  return useMessageMutation(mutationFn, GUEST_KEYS, options);
}

/** POST /guests: the message, and the new guest (its link, for sending it straight away). */
export async function createGuest(weddingId: number, values: GuestValues) {
  const { data } = await apiClient.POST('/guests', { body: { ...values, weddingId } });
  return { message: data?.message ?? '', guest: data?.guest };
}

export async function updateGuest(id: number, values: GuestValues) {
  const { data } = await apiClient.PUT('/guests/{id}', {
    params: { path: { id } },
    body: values,
  });
  return { message: data?.message ?? '' };
}

export async function setGuestSent({ id, sent }: { id: number; sent: boolean }) {
  const { data } = await apiClient.PATCH('/guests/{id}/sent', {
    params: { path: { id } },
    body: { sent },
  });
  return { message: data?.message ?? '' };
}

export async function deleteGuest(id: number) {
  const { data } = await apiClient.DELETE('/guests/{id}', { params: { path: { id } } });
  return { message: data?.message ?? '' };
}

/** POST /guests/download: the spreadsheet, saved as guests.xlsx through a temporary link. */
export async function downloadGuests(weddingId: number) {
  const { data } = await apiClient.POST('/guests/download', {
    body: { weddingId },
    parseAs: 'blob',
  });
  if (data) saveBlob(data, 'guests.xlsx');
}

/**
 * POST /guests/qr-sheet: the printable PDF of every guest's QR card (or only the chosen guests'),
 * saved as guest-qr-codes.pdf.
 */
export async function downloadGuestQrSheet(weddingId: number, guestIds?: readonly number[]) {
  const { data } = await apiClient.POST('/guests/qr-sheet', {
    body: { weddingId, ...(guestIds ? { guestIds: [...guestIds] } : {}) },
    parseAs: 'blob',
  });
  if (data) saveBlob(data, 'guest-qr-codes.pdf');
}

/**
 * GET /guests/list-example: the example guest list in the couple's language, made by the server
 * from the columns its import reads, saved as ejemplo-invitados.xlsx (or .csv).
 */
export async function downloadGuestListExample(format: 'xlsx' | 'csv') {
  const { data } = await apiClient.GET('/guests/list-example', {
    params: { query: { format } },
    parseAs: 'blob',
  });
  if (data) saveBlob(data, `ejemplo-invitados.${format}`);
}
