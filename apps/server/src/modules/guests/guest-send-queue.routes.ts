import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { createGuestAdministration } from './guest-administration.ts';
import { createGuestSendQueueRepository } from './guest-send-queue.repository.ts';
import { createGuestSendQueueService } from './guest-send-queue.service.ts';
import { createGuestsRepository } from './guests.repository.ts';

/** The WhatsApp walkthroughs' queue of guests (the pass's with each household's pass link), and the marks of the reminders the couple opened. */
export const guestSendQueueRoutes: FastifyPluginAsync = async (app) => {
  const access = createWeddingAccess(app.db);
  const service = createGuestSendQueueService({
    access,
    administration: createGuestAdministration({
      access,
      guests: createGuestsRepository(app.db),
    }),
    queue: createGuestSendQueueRepository(app.db),
    invitationUrl: app.config.invitationUrl,
    passTokens: createPassTokens(app.config.jwtSecret),
  });

  serve(app, 'getSendQueue', async (request) =>
    service.sendQueue(requireClient(request), request.params.id, request.query.kind),
  );

  serve(app, 'markGuestReminded', async (request) => {
    const result = await service.markReminded(requireClient(request), request.params.id);
    return { ...result, message: localize(result.message, request.language) };
  });
};
