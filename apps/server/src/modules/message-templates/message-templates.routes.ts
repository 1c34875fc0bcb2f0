import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { serve } from '../../http/operations.ts';
import { createMessageTemplatesRepository } from './message-templates.repository.ts';
import { createMessageTemplatesService } from './message-templates.service.ts';

/** GET and PUT /weddings/{id}/message-templates: the couple's WhatsApp invitation, reminder and pass. */
export const messageTemplatesRoutes: FastifyPluginAsync = async (app) => {
  const service = createMessageTemplatesService({
    access: createWeddingAccess(app.db),
    templates: createMessageTemplatesRepository(app.db),
  });

  serve(app, 'getMessageTemplates', async (request) =>
    service.get(requireClient(request), request.params.id),
  );

  serve(app, 'updateMessageTemplate', async (request) => {
    const result = await service.update(requireClient(request), request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });
};
