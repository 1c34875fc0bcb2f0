import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { createWhatsAppMessagesRepository } from './whatsapp-messages.repository.ts';
import { createWhatsAppMessagesService } from './whatsapp-messages.service.ts';

/** The couple's WhatsApp Cloud API calls: send a guest's template message, and the latest statuses. */
export const whatsAppMessagesRoutes: FastifyPluginAsync = async (app) => {
  const service = createWhatsAppMessagesService({
    access: createWeddingAccess(app.db),
    messages: createWhatsAppMessagesRepository(app.db),
    sender: app.whatsAppSender,
    invitationUrl: app.config.invitationUrl,
    passTokens: createPassTokens(app.config.jwtSecret),
    log: app.log,
    jobs: app.jobs,
  });

  serve(app, 'sendGuestWhatsAppMessage', async (request, reply) => {
    const message = await service.send(
      requireClient(request),
      request.params.id,
      request.body.kind,
    );
    return reply.code(202).send(message);
  });

  serve(app, 'listGuestWhatsAppStatuses', async (request) => ({
    messages: await service.latest(requireClient(request), request.body.weddingId),
  }));
};
