import type { FastifyPluginAsync } from 'fastify';
import { createAdminPaymentsRepository } from './admin-payments.repository.ts';
import { createAdminPaymentsService } from './admin-payments.service.ts';
import { serve } from '../../http/operations.ts';

/** GET /payments and GET /payments/{id} (admins only, by the contract's x-access). */
export const adminPaymentsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAdminPaymentsService({ payments: createAdminPaymentsRepository(app.db) });

  serve(app, 'listPayments', async (request) => service.list(request.query.page));

  serve(app, 'getPayment', async (request) => service.get(request.params.id));
};
