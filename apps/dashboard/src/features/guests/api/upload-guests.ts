import { ApiError, apiErrorFromResponse } from '@convite/api/api-error';
import { announceSessionEnd, DEFAULT_TOKEN_ORDER } from '@convite/api/client';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from '../../../config.ts';
import type { components } from '@convite/api/schema';
import { api, apiClient, tokens } from '../../../lib/api.ts';
import { i18n } from '../../../lib/i18n.ts';
import { GUEST_KEYS } from './guests.ts';

export type GuestImportPreview = components['schemas']['GuestImportPreview'];
export type ReviewedGuestRow = components['schemas']['ImportGuestRowsRequest']['rows'][number];

export type UploadProgress = (fraction: number) => void;

/**
 * POST /weddings/{id}/guests/import-preview (multipart file): the file read and checked, nothing
 * saved. An XMLHttpRequest, not the api client, because fetch reports no upload progress; it sends
 * the same bearer token and Accept-Language and turns a refusal into the same ApiError, with the same
 * session events.
 */
export function previewGuestFile(
  weddingId: number,
  file: File,
  onProgress: UploadProgress,
): Promise<GuestImportPreview> {
  const form = new FormData();
  form.set('file', file);
  const path = `/weddings/${weddingId}/guests/import-preview`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${path}`);
    const token = DEFAULT_TOKEN_ORDER.map((key) => tokens.get(key)).find((value) => value);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept-Language', currentLanguage(i18n));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const response = new Response(request.responseText || '{}', {
        status: request.status,
        statusText: request.statusText,
        headers: { 'Content-Type': 'application/json' },
      });
      if (response.ok) {
        onProgress(1);
        void response.json().then((body) => resolve(body as GuestImportPreview), reject);
        return;
      }
      void apiErrorFromResponse(response, path, currentLanguage(i18n)).then((error) => {
        announceSessionEnd(api.events, error);
        reject(error);
      });
    });
    request.addEventListener('error', () =>
      reject(new ApiError({ status: 0, message: 'Network error', path })),
    );
    request.send(form);
  });
}

/** The file's preview (nothing saved yet). */
export function useGuestImportPreview(weddingId: number, onProgress: UploadProgress) {
  return useMutation({
    mutationFn: (file: File) => previewGuestFile(weddingId, file, onProgress),
  });
}

/** POST /weddings/{id}/guests/import: the reviewed rows saved, then the list and summary refreshed. */
export function useImportGuestRows(weddingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: ReviewedGuestRow[]) => {
      const { data } = await apiClient.POST('/weddings/{id}/guests/import', {
        params: { path: { id: weddingId } },
        body: { rows },
      });
      if (!data) throw new Error('The import answered without a body');
      return data;
    },
    onSuccess: async () => {
      await Promise.all(GUEST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
