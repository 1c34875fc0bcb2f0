import { serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../domain/errors.ts';
import { createPaymentWebhookRepository } from './payment-webhook.repository.ts';
import { createPaymentWebhookService } from './payment-webhook.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * POST /payments/webhook: Stripe's events (public; authenticated by Stripe-Signature). Stripe signs
 * the exact bytes it sent, so this plugin's JSON parser keeps the raw body beside the parsed one
 * (which the contract validates); the signature is checked against the raw bytes.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const service = createPaymentWebhookService({
    webhookSecret: app.config.stripe.webhookSecret,
    repository: createPaymentWebhookRepository(app.db),
  });
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();

  // Scoped to this plugin (encapsulated): other routes keep Fastify's JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')) as unknown);
    } catch (error) {
      done(new InvalidInputError(serverTexts.errors.malformedJson, { cause: error }), undefined);
    }
  });

  serve(app, 'receivePaymentWebhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    await service.receive({
      rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
      signature: typeof signature === 'string' ? signature : undefined,
      log: request.log,
    });
    return { received: true } as const;
  });
};
