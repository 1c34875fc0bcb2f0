import { ApiError, apiErrorFromResponse } from '@convite/api/api-error';
import { DEFAULT_TOKEN_ORDER } from '@convite/api/client';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@convite/api/query';
import { API_BASE_URL } from '../../../config.ts';
import { api, tokens } from '../../../lib/api.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { GuestUploadResult } from './guests.ts';

export type UploadProgress = (fraction: number) => void;

/**
 * POST /guests/upload-file (multipart weddingId, csvFile). An XMLHttpRequest, not the api client,
 * because fetch reports no upload progress; it sends the same bearer token and Accept-Language and
 * turns a refusal into the same ApiError (401 and 403 raise the same session events).
 */
export function uploadGuestsFile(
  weddingId: number,
  file: File,
  onProgress: UploadProgress,
): Promise<GuestUploadResult> {
  const form = new FormData();
  form.set('weddingId', String(weddingId));
  form.set('csvFile', file);
  const path = '/guests/upload-file';
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
        void response.json().then((body) => resolve(body as GuestUploadResult), reject);
        return;
      }
      void apiErrorFromResponse(response, path).then((error) => {
        if (error.status === 401) api.events.emit('session-expired', error);
        if (error.status === 403) api.events.emit('logout', error);
        reject(error);
      });
    });
    request.addEventListener('error', () =>
      reject(new ApiError({ status: 0, message: 'Network error', path })),
    );
    request.send(form);
  });
}

/** The import, then the list and the summary refreshed (the result stays on the page). */
export function useGuestsUpload(weddingId: number, onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadGuestsFile(weddingId, file, onProgress),
    onSuccess: async () => {
      await Promise.all(
        [
          endpointKey('post', '/guests/get-by-wedding'),
          endpointKey('post', '/guests/get-summary'),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
