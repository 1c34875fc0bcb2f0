import { apiClient } from '../../../lib/api.ts';
import { toOutcome, type Outcome } from './content-calls.ts';

export type ImageOwner =
  | { type: 'coverImage' | 'galleryImage'; weddingId: number }
  | { type: 'eventImage'; eventId: number };

/** POST /images (multipart): the server checks the bytes, the plan's maximum and the owner. */
export async function uploadImage(owner: ImageOwner, file: File): Promise<Outcome> {
  const form = new FormData();
  form.set('type', owner.type);
  if (owner.type === 'eventImage') form.set('eventId', String(owner.eventId));
  else form.set('weddingId', String(owner.weddingId));
  form.set('image', file);
  const { data } = await apiClient.POST('/images', {
    body: { ...owner, image: file.name },
    bodySerializer: () => form,
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
