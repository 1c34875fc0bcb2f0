import type { FastifyPluginAsync } from 'fastify';
import { keepRawJsonBodies } from '../../http/raw-json-body.ts';
import { createPaymentReceipts } from './payment-receipts.service.ts';
import { createPaymentWebhookRepository } from './payment-webhook.repository.ts';
import { createPaymentWebhookService } from './payment-webhook.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * POST /payments/webhook: Stripe's events (public; authenticated by Stripe-Signature). Stripe signs
 * the exact bytes it sent, so this plugin keeps the raw body beside the parsed one (which the
 * contract validates); the signature is checked against the raw bytes.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const service = createPaymentWebhookService({
    webhookSecret: app.config.stripe.webhookSecret,
    repository: createPaymentWebhookRepository(app.db),
    receipts: createPaymentReceipts(app.jobs, app.log),
    jobs: app.jobs,
  });
  const rawBodyOf = keepRawJsonBodies(app);

  serve(app, 'receivePaymentWebhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    await service.receive({
      rawBody: rawBodyOf(request),
      signature: typeof signature === 'string' ? signature : undefined,
      log: request.log,
    });
    return { received: true } as const;
  });
};
