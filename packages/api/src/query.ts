import type { paths } from './generated/openapi.ts';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths of the contract that answer a method. */
export type PathsWithMethod<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

/**
 * The prefix of every query key that openapi-react-query builds for an endpoint
 * (`[method, path, init?]`): pass it to invalidateQueries or removeQueries.
 */
export function endpointKey<M extends HttpMethod, P extends PathsWithMethod<M>>(
  method: M,
  path: P,
) {
  return [method, path] as const;
}
