import type { FastifyPluginAsync } from 'fastify';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { createPreviewTokens } from '../../security/preview-tokens.ts';
import { createGuestPreviewsRepository } from './guest-previews.repository.ts';
import { createGuestPreviewsService } from './guest-previews.service.ts';

export type GuestPreviewsRoutesOptions = { now?: () => Date };

/** The couple's read-only look at the invitation as one of their guests (POST /guests/{id}/preview). */
export function createGuestPreviewsRoutes(
  options: GuestPreviewsRoutesOptions = {},
): FastifyPluginAsync {
  return async (app) => {
    const service = createGuestPreviewsService({
      access: createWeddingAccess(app.db, options.now),
      previews: createGuestPreviewsRepository(app.db),
      tokens: createPreviewTokens(app.config.jwtSecret),
      invitationUrl: app.config.invitationUrl,
    });

    serve(app, 'createGuestPreview', async (request, reply) => {
      const preview = await service.issue(requireClient(request), request.params.id);
      return reply.code(201).header('cache-control', 'no-store').send(preview);
    });
  };
}

export const guestPreviewsRoutes = createGuestPreviewsRoutes();
