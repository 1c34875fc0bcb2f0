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

/** `addressLink` → `address-link`: the suffix of a field's PATCH path. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

type SuffixOf<Path, Resource extends string> = Path extends `/${Resource}/{id}/${infer Suffix}`
  ? Suffix
  : never;

/** The keys of an item that have a PATCH `/<resource>/{id}/<key in kebab-case>` in the contract. */
export type PatchableKey<Resource extends string, Item> = {
  [K in keyof Item & string]: Kebab<K> extends SuffixOf<PatchPath, Resource> ? K : never;
}[keyof Item & string];

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** PATCH `/<resource>/{id}/<key in kebab-case>` with `{<key>: value}`, the shape of every field. */
export function patchKey<Resource extends string, Item extends { id: number }>(
  resource: Resource,
  item: Item,
  key: PatchableKey<Resource, Item>,
  value: Item[PatchableKey<Resource, Item>],
): Promise<Outcome> {
  const path = `/${resource}/{id}/${kebab(key)}` as PatchPath;
  return patchField(path, item.id, { [key]: value } as never);
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
