// Routes driven by a resource's field table: each field's operation (PATCH /<resource>/{id}/<field>,
// named in the table), and for content the couple adds, its create (201) and delete operations.
import { localize } from '@convite/i18n/server-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireClient } from '../http/auth.ts';
import { serve, type OperationId } from '../http/operations.ts';
import type { FieldSpec } from './field-values.ts';
import type { ContentItems, ContentResult } from './owned-content.ts';

type Body = Record<string, unknown>;

type FieldRoutesOptions = {
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
    serve(app, spec.operationId, async (request) => {
      const params = request.params as { id: number };
      const result = await options.update(principal(request), params.id, {
        [spec.key]: (request.body as Body)[spec.key],
      });
      return {
        message: localize(result.message, request.language),
        [options.responseKey]: result.item,
      };
    });
  }
}

type ItemRoutesOptions = Omit<FieldRoutesOptions, 'update' | 'principal'> & {
  service: ContentItems<unknown>;
  /** The operations that add an item (POST /<resource>) and delete one (DELETE /<resource>/{id}). */
  createOperationId: OperationId;
  deleteOperationId: OperationId;
};

export function registerItemRoutes(app: FastifyInstance, options: ItemRoutesOptions): void {
  const { service } = options;
  registerFieldRoutes(app, { ...options, update: service.update });

  serve(app, options.createOperationId, async (request, reply) => {
    const result = await service.create(requireClient(request), request.body as Body);
    return reply.code(201).send({
      message: localize(result.message, request.language),
      [options.responseKey]: result.item,
    });
  });

  serve(app, options.deleteOperationId, async (request) => {
    const { id } = request.params as { id: number };
    const result = await service.remove(requireClient(request), id);
    return { message: localize(result.message, request.language) };
  });
}
