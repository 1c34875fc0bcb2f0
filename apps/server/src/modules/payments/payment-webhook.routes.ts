import { tryAgainIn } from '../../security/rate-limit.ts';
import { serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../domain/errors.ts';
import { keepRawJsonBodies } from '../../http/raw-json-body.ts';
import { createPaymentReceipts } from './payment-receipts.service.ts';
import { createPaymentWebhookRepository } from './payment-webhook.repository.ts';
import { createPaymentWebhookService } from './payment-webhook.service.ts';
import { createWebhookRefusals, type WebhookRefusalsOptions } from './webhook-refusals.ts';
import { serve } from '../../http/operations.ts';

const tooManyRefusals = tryAgainIn(serverTexts.paymentWebhook.tooManyRefusals);

/**
 * POST /payments/webhook: Stripe's events (public; authenticated by Stripe-Signature). Stripe signs
 * the exact bytes it sent, so this plugin keeps the raw body beside the parsed one (which the
 * contract validates); the signature is checked against the raw bytes. The route writes its own
 * lines (one per event; a refusal one short line within a budget, webhook-refusals.ts) instead of
 * Fastify's two per request, so a storm of forged requests cannot flood the log; an address refused
 * too often is answered 429 before its body is read. `options.refusals`: the limits' clock and
 * sizes (tests).
 */
export function createPaymentWebhookRoutes(options: { refusals?: WebhookRefusalsOptions } = {}) {
  const plugin: FastifyPluginAsync = async (app) => {
    const service = createPaymentWebhookService({
      webhookSecret: app.config.stripe.webhookSecret,
      repository: createPaymentWebhookRepository(app.db),
      receipts: createPaymentReceipts(app.jobs, app.log),
      jobs: app.jobs,
    });
    const rawBodyOf = keepRawJsonBodies(app);
    const refusals = createWebhookRefusals(
      (details, message) => app.log.warn(details, message),
      options.refusals,
    );
    app.addHook('onClose', async () => refusals.close());
    /** Why each refused request was refused (the error's code), for its one line. */
    const reasons = new WeakMap<FastifyRequest, string>();

    serve(
      app,
      'receivePaymentWebhook',
      {
        // Fastify's own request lines (info) off for this route: the service and the refusals log.
        logLevel: 'warn',
        async onRequest(request) {
          const wait = refusals.retryAfter(request.ip);
          if (wait === 0) return;
          refusals.turnedAway();
          throw new RateLimitedError(tooManyRefusals(wait), wait);
        },
        async onError(request, _reply, error) {
          const code = (error as { code?: unknown }).code;
          reasons.set(request, typeof code === 'string' ? code : error.name);
        },
        async onResponse(request, reply) {
          const status = reply.statusCode;
          if (status < 400 || status >= 500 || status === 429) return;
          refusals.refused(request.ip, status, reasons.get(request) ?? 'refused');
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await service.receive({
          rawBody: rawBodyOf(request),
          signature: typeof signature === 'string' ? signature : undefined,
          // At the app's level (the route's own logger is at warn).
          log: app.log.child({ reqId: request.id }),
        });
        return { received: true } as const;
      },
    );
  };
  return plugin;
}

export const paymentWebhookRoutes = createPaymentWebhookRoutes();
