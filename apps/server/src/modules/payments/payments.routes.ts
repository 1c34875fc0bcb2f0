import type { components } from '@convite/api/schema';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { localize } from '../../http/language.ts';
import { createEmbeddedGateway } from '../../payment-gateway/embedded-gateway.ts';
import type { PaymentGateway } from '../../payment-gateway/payment-gateway.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsService } from './payments.service.ts';

type Schemas = components['schemas'];

/** The configured driver (app.paymentGateway, decorated from the configuration) if there is one. */
function configuredGateway(app: FastifyInstance): PaymentGateway | undefined {
  return (app as FastifyInstance & { paymentGateway?: PaymentGateway }).paymentGateway;
}

/**
 * POST /payments/checkout. The gateway is `options.gateway` (tests), else the app's configured
 * driver, else the embedded one.
 */
export function createPaymentsRoutes(options: { gateway?: PaymentGateway } = {}) {
  const plugin: FastifyPluginAsync = async (app) => {
    const embedded = createEmbeddedGateway();
    const service = createPaymentsService({
      payments: createPaymentsRepository(app.db),
      gateway: () => options.gateway ?? configuredGateway(app) ?? embedded,
    });

    app.post<{ Body: Schemas['CheckoutRequest']; Reply: Schemas['CheckoutResponse'] }>(
      '/payments/checkout',
      async (request, reply) => {
        const result = await service.checkout(requireClient(request), request.body);
        return reply
          .code(201)
          .send({ ...result, message: localize(result.message, request.language) });
      },
    );
  };
  return plugin;
}

export const paymentsRoutes = createPaymentsRoutes();
