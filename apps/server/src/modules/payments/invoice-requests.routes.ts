import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { createInvoiceRequestsRepository } from './invoice-requests.repository.ts';
import { createInvoiceRequestsService } from './invoice-requests.service.ts';

/**
 * POST /payments/{id}/invoice-request and GET /weddings/{id}/invoice-requests, with `options.now`
 * (tests: the purchase month's window) or the real clock.
 */
export function createInvoiceRequestsRoutes(options: { now?: () => Date } = {}) {
  const plugin: FastifyPluginAsync = async (app) => {
    const service = createInvoiceRequestsService({
      invoiceRequests: createInvoiceRequestsRepository(app.db),
      access: createWeddingAccess(app.db, options.now),
    });

    serve(app, 'requestInvoice', async (request, reply) => {
      const result = await service.request(requireClient(request), request.params.id, request.body);
      return reply
        .code(201)
        .send({ ...result, message: localize(result.message, request.language) });
    });

    serve(app, 'listWeddingInvoiceRequests', async (request) =>
      service.listForWedding(requireClient(request), request.params.id),
    );
  };
  return plugin;
}

export const invoiceRequestsRoutes = createInvoiceRequestsRoutes();
