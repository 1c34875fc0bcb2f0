import type { FastifyPluginAsync } from 'fastify';
import { registerItemRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createGiftRegistriesRepository } from './gift-registries.repository.ts';
import { createGiftRegistriesService, giftRegistryFields } from './gift-registries.service.ts';

/** POST /gift-registries, PATCH /gift-registries/{id}/name|link, DELETE /gift-registries/{id}. */
export const giftRegistriesRoutes: FastifyPluginAsync = async (app) => {
  const service = createGiftRegistriesService({
    access: createWeddingAccess(app.db),
    giftRegistries: createGiftRegistriesRepository(app.db),
  });
  registerItemRoutes(app, {
    createOperationId: 'createGiftRegistry',
    deleteOperationId: 'deleteGiftRegistry',
    responseKey: 'giftRegistry',
    fields: giftRegistryFields,
    service,
  });
};
