// Routes driven by a resource's field table: PATCH /<resource>/{id}/<suffix> for each field, and for
// content the couple adds, POST /<resource> (201) and DELETE /<resource>/{id}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { localize } from '../../http/language.ts';
import { fieldSuffix, type FieldSpec } from './field-values.ts';
import type { ContentItems, ContentResult } from './owned-content.ts';

type Body = Record<string, unknown>;

type FieldRoutesOptions = {
  /** The first path segment: `events`. */
  resource: string;
  /** The response property holding the updated object: `event`. */
  responseKey: string;
  fields: readonly FieldSpec[];
  /** Who may call: the signed-in client by default. */
  principal?: (request: FastifyRequest) => number;
  update(callerId: number, id: number, body: Body): Promise<ContentResult<unknown>>;
};

export function registerFieldRoutes(app: FastifyInstance, options: FieldRoutesOptions): void {
  const principal = options.principal ?? requireClient;
  for (const spec of options.fields) {
    app.patch<{ Params: { id: number }; Body: Body }>(
      `/${options.resource}/:id/${fieldSuffix(spec)}`,
      async (request) => {
        const result = await options.update(principal(request), request.params.id, {
          [spec.key]: request.body[spec.key],
        });
        return {
          message: localize(result.message, request.language),
          [options.responseKey]: result.item,
        };
      },
    );
  }
}

type ItemRoutesOptions = Omit<FieldRoutesOptions, 'update' | 'principal'> & {
  service: ContentItems<unknown>;
};

export function registerItemRoutes(app: FastifyInstance, options: ItemRoutesOptions): void {
  const { service } = options;
  registerFieldRoutes(app, { ...options, update: service.update });

  app.post<{ Body: Body }>(`/${options.resource}`, async (request, reply) => {
    const result = await service.create(requireClient(request), request.body);
    return reply.code(201).send({
      message: localize(result.message, request.language),
      [options.responseKey]: result.item,
    });
  });

  app.delete<{ Params: { id: number } }>(`/${options.resource}/:id`, async (request) => {
    const result = await service.remove(requireClient(request), request.params.id);
    return { message: localize(result.message, request.language) };
  });
}
