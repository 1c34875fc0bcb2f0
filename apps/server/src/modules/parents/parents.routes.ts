import type { FastifyPluginAsync } from 'fastify';
import { registerItemRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createParentsRepository } from './parents.repository.ts';
import { createParentsService, parentFields } from './parents.service.ts';

/** POST /parents, PATCH /parents/{id}/name|show-if-past-away, DELETE /parents/{id}. */
export const parentsRoutes: FastifyPluginAsync = async (app) => {
  const service = createParentsService({
    access: createWeddingAccess(app.db),
    parents: createParentsRepository(app.db),
  });
  registerItemRoutes(app, {
    createOperationId: 'createParent',
    deleteOperationId: 'deleteParent',
    responseKey: 'parent',
    fields: parentFields,
    service,
  });
};
