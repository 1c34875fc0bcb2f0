import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import type { PaymentGateway } from '../../payment-gateway/payment-gateway.ts';
import { createPaymentReceipts } from './payment-receipts.service.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsService } from './payments.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * POST /payments/checkout, charging through `options.gateway` (tests) or the app's configured driver
 * (app.paymentGateway: Stripe with STRIPE_SECRET_KEY, else the embedded one).
 */
export function createPaymentsRoutes(options: { gateway?: PaymentGateway } = {}) {
  const plugin: FastifyPluginAsync = async (app) => {
    const service = createPaymentsService({
      payments: createPaymentsRepository(app.db),
      gateway: () => options.gateway ?? app.paymentGateway,
      jobs: app.jobs,
      receipts: createPaymentReceipts(app.jobs, app.log),
    });

    serve(app, 'checkout', async (request, reply) => {
      const result = await service.checkout(requireClient(request), request.body);
      return reply
        .code(201)
        .send({ ...result, message: localize(result.message, request.language) });
    });
  };
  return plugin;
}

export const paymentsRoutes = createPaymentsRoutes();
