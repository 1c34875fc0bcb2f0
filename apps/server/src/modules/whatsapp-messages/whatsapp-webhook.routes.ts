import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/operations.ts';
import { keepRawJsonBodies } from '../../http/raw-json-body.ts';
import { createWhatsAppMessagesRepository } from './whatsapp-messages.repository.ts';
import { createWhatsAppWebhookService } from './whatsapp-webhook.service.ts';

/**
 * GET and POST /webhooks/whatsapp: Meta's verification and its message statuses (public; a POST is
 * authenticated by X-Hub-Signature-256, checked against the raw body this plugin keeps).
 */
export const whatsAppWebhookRoutes: FastifyPluginAsync = async (app) => {
  const service = createWhatsAppWebhookService({
    config: app.config.whatsApp,
    messages: createWhatsAppMessagesRepository(app.db),
  });
  const rawBodyOf = keepRawJsonBodies(app);

  serve(app, 'verifyWhatsAppWebhook', async (request, reply) => {
    const query = request.query;
    const challenge = service.verify({
      mode: query['hub.mode'],
      token: query['hub.verify_token'],
      challenge: query['hub.challenge'],
    });
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  serve(app, 'receiveWhatsAppWebhook', async (request) => {
    const signature = request.headers['x-hub-signature-256'];
    await service.receive({
      rawBody: rawBodyOf(request),
      signature: typeof signature === 'string' ? signature : undefined,
      body: request.body,
      log: request.log,
    });
    return { received: true } as const;
  });
};
