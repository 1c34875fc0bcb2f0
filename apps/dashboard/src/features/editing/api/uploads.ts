import { apiClient } from '../../../lib/api.ts';
import { toOutcome, type Outcome } from './content-calls.ts';

/** The heaviest image the server takes (its MAX_IMAGE_BYTES): heavier ones are refused before sending. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ImageOwner =
  | { type: 'coverImage' | 'galleryImage'; weddingId: number }
  | { type: 'eventImage'; eventId: number };

/**
 * Sends a request through XMLHttpRequest, the one browser transport that reports an upload's
 * progress over HTTP/1.1 (fetch streams need HTTP/2). The API client's middleware still runs around
 * it: the token and the language go in, a failure comes back as an ApiError.
 */
export function fetchWithUploadProgress(
  body: FormData,
  onProgress: (fraction: number) => void,
): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // The browser writes the multipart boundary of the FormData it sends.
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const headers = new Headers();
        const type = xhr.getResponseHeader('content-type');
        if (type) headers.set('content-type', type);
        const hasBody = ![204, 205, 304].includes(xhr.status);
        resolve(new Response(hasBody ? xhr.responseText : null, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.send(body);
    });
}

/**
 * POST /images (multipart): the server checks the bytes, the plan's maximum and the owner. With
 * `onProgress`, the share of the file sent so far (0 to 1) as it goes.
 */
export async function uploadImage(
  owner: ImageOwner,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Outcome> {
  const form = new FormData();
  form.set('type', owner.type);
  if (owner.type === 'eventImage') form.set('eventId', String(owner.eventId));
  else form.set('weddingId', String(owner.weddingId));
  form.set('image', file);
  const { data } = await apiClient.POST('/images', {
    body: { ...owner, image: file.name },
    bodySerializer: () => form,
    ...(onProgress && { fetch: fetchWithUploadProgress(form, onProgress) }),
  });
  return toOutcome(data);
}

/** POST /songs (multipart): replaces the wedding's song with an MPEG audio file. */
export async function uploadSong(weddingId: number, file: File): Promise<Outcome> {
  const form = new FormData();
  form.set('weddingId', String(weddingId));
  form.set('song', file);
  const { data } = await apiClient.POST('/songs', {
    body: { weddingId, song: file.name },
    bodySerializer: () => form,
  });
  return toOutcome(data);
}
