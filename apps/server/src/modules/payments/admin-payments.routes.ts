import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { createAdminPaymentsRepository } from './admin-payments.repository.ts';
import { createAdminPaymentsService } from './admin-payments.service.ts';

type Schemas = components['schemas'];

/** GET /payments and GET /payments/{id} (admins only, by the contract's x-access). */
export const adminPaymentsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAdminPaymentsService({ payments: createAdminPaymentsRepository(app.db) });

  app.get<{ Querystring: { page: number }; Reply: Schemas['PaymentPage'] }>(
    '/payments',
    async (request) => service.list(request.query.page),
  );

  app.get<{ Params: { id: number }; Reply: Schemas['AdminPayment'] }>(
    '/payments/:id',
    async (request) => service.get(request.params.id),
  );
};
