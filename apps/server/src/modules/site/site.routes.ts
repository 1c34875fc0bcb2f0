import type { FastifyPluginAsync } from 'fastify';
import { createSiteRepository } from './site.repository.ts';
import { createSiteService } from './site.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * GET /public/site: what differs per deployment (the demo invitation, the analytics key), read by
 * the apps at run time so that one build serves every deployment.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  const service = createSiteService({
    config: app.config,
    site: createSiteRepository(app.db),
    now: () => new Date(),
  });

  serve(app, 'getSiteSettings', async (_request, reply) =>
    // Every landing visit asks; the answer changes only when the demo is seeded or staff
    // deactivate it, so browsers and CDNs may keep it for five minutes.
    reply.header('cache-control', 'public, max-age=300').send(await service.settings()),
  );
};
