import { serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../domain/errors.ts';
import { serve } from '../../http/operations.ts';
import { createWhatsAppMessagesRepository } from './whatsapp-messages.repository.ts';
import { createWhatsAppWebhookService } from './whatsapp-webhook.service.ts';

/**
 * GET and POST /webhooks/whatsapp: Meta's verification and its message statuses (public; a POST is
 * authenticated by X-Hub-Signature-256). Meta signs the exact bytes it sent, so this plugin's JSON
 * parser keeps the raw body beside the parsed one; other routes keep Fastify's parser.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsync = async (app) => {
  const service = createWhatsAppWebhookService({
    config: app.config.whatsApp,
    messages: createWhatsAppMessagesRepository(app.db),
  });
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();

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
      rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
      signature: typeof signature === 'string' ? signature : undefined,
      body: request.body,
      log: request.log,
    });
    return { received: true } as const;
  });
};
