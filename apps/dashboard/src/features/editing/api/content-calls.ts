import type { PathsWithMethod } from '@convite/api/query';
import type { paths } from '@convite/api/schema';
import { apiClient } from '../../../lib/api.ts';
import type { Wedding } from '../../../lib/wedding.ts';

// Typed wrappers over the content calls of section 7: every PATCH takes `{<field>: value}` on
// `/<resource>/{id}/<suffix>`, every DELETE is `/<resource>/{id}`, and all answer a message (the
// wedding's own PATCHes also the wedding).

type JsonBody<Operation> = Operation extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type PatchPath = PathsWithMethod<'patch'>;
export type PatchBody<P extends PatchPath> = JsonBody<NonNullable<paths[P]['patch']>>;
export type CreatePath = Extract<
  PathsWithMethod<'post'>,
  '/parents' | '/events' | '/itinerary-events' | '/gift-registries' | '/accommodations'
>;
export type CreateBody<P extends CreatePath> = JsonBody<NonNullable<paths[P]['post']>>;
export type DeletePath = Extract<
  PathsWithMethod<'delete'>,
  | '/parents/{id}'
  | '/events/{id}'
  | '/itinerary-events/{id}'
  | '/gift-registries/{id}'
  | '/accommodations/{id}'
  | '/images/{id}'
  | '/songs/{id}'
>;

/** What every content call answers: the server's message, and the wedding when it changed it. */
export type Outcome = { message: string; wedding?: Wedding };

/** The body of a successful content call (the middleware already turned failures into ApiError). */
export function toOutcome(data: unknown): Outcome {
  return data as Outcome;
}

export async function patchField<P extends PatchPath>(
  path: P,
  id: number,
  body: PatchBody<P>,
): Promise<Outcome> {
  // openapi-fetch cannot check a body against a path chosen by the caller; PatchBody<P> did.
  const { data } = await apiClient.PATCH(path, { params: { path: { id } }, body } as never);
  return toOutcome(data);
}

export async function createItem<P extends CreatePath>(
  path: P,
  body: CreateBody<P>,
): Promise<Outcome> {
  const { data } = await apiClient.POST(path, { body } as never);
  return toOutcome(data);
}

export async function deleteItem(path: DeletePath, id: number): Promise<Outcome> {
  const { data } = await apiClient.DELETE(path, { params: { path: { id } } });
  return toOutcome(data);
}
