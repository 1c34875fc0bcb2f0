import type { FastifyPluginAsync } from 'fastify';
import { localize, serverTexts } from '@convite/i18n/server-texts';
import { serve } from '../../http/operations.ts';
import { sendFile } from '../../http/file-download.ts';
import { createRateLimiter } from '../../security/rate-limit.ts';
import { createRateLimitsRepository } from '../../security/rate-limits.repository.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { createPassesRepository } from './passes.repository.ts';
import { createPassesService } from './passes.service.ts';

/**
 * A household's pass by its token, as JSON (the invitation server's pass page) and as a PDF: public,
 * read-only (opening a pass records nothing and changes no answer). Made-up tokens are counted per
 * address (request.ip, behind TRUST_PROXY).
 */
export const passesRoutes: FastifyPluginAsync = async (app) => {
  const service = createPassesService({
    passes: createPassesRepository(app.db),
    tokens: createPassTokens(app.config.jwtSecret),
    invitationUrl: app.config.invitationUrl,
    limiter: createRateLimiter(createRateLimitsRepository(app.db)),
  });

  serve(app, 'getPass', async (request, reply) => {
    const pass = await service.get(request.params.token, request.ip);
    // Tables and names change until the day: a pass is always read fresh.
    return reply.header('cache-control', 'no-store').send(pass);
  });

  serve(app, 'downloadPass', async (request, reply) => {
    const write = await service.pdf(request.params.token, request.ip, request.language);
    const name = localize(serverTexts.passes.fileName, request.language);
    reply.header('cache-control', 'no-store');
    return sendFile(request, reply, { type: 'application/pdf', name }, write);
  });
};
