import { localize, serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireClient, requireRole } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { serve } from '../../http/operations.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { createDoorRepository } from './door.repository.ts';
import { createDoorService } from './door.service.ts';

const requireHelper = (request: FastifyRequest) => requireRole(request, 'helper');

/**
 * The wedding day's door: the couple's helpers (…/door-helpers) and counts (…/arrivals), and the
 * helper's own calls (/door/*), which a helper session alone may make.
 */
export const doorRoutes: FastifyPluginAsync = async (app) => {
  const service = createDoorService({
    access: createWeddingAccess(app.db),
    door: createDoorRepository(app.db),
    passes: createPassTokens(app.config.jwtSecret),
    tokens: app.tokens,
    limiter: app.rateLimiter,
    appUrl: app.config.appUrl,
  });

  serve(app, 'listDoorHelpers', async (request) =>
    service.listHelpers(requireClient(request), request.params.id),
  );

  serve(app, 'createDoorHelper', async (request, reply) => {
    const helper = await service.addHelper(
      requireClient(request),
      request.params.id,
      request.body.name,
    );
    const message = localize(serverTexts.door.helperAdded, request.language);
    return reply.code(201).send({ message, helper });
  });

  serve(app, 'deleteDoorHelper', async (request) => {
    await service.removeHelper(requireClient(request), request.params.id, request.params.helperId);
    return { message: localize(serverTexts.door.helperRemoved, request.language) };
  });

  serve(app, 'getWeddingArrivals', async (request) =>
    service.counts(requireClient(request), request.params.id),
  );

  serve(app, 'startDoorSession', async (request, reply) =>
    reply.code(201).send(await service.startSession(request.body.key, request.ip)),
  );

  serve(app, 'getDoorList', async (request) => service.list(requireHelper(request)));

  serve(app, 'recordArrivals', async (request) =>
    service.record(
      requireHelper(request),
      request.body.arrivals.map((event) => ({ ...event, at: new Date(event.at) })),
    ),
  );
};
