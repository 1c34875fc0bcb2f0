import type { FastifyPluginAsync } from 'fastify';
import {
  DEFAULT_PUBLIC_INVITATION_LIMITS,
  type PublicInvitationLimits,
} from './public-invitation-limits.ts';
import { createPublicInvitationRepository } from './public-invitation.repository.ts';
import { createPublicInvitationService } from './public-invitation.service.ts';
import { createGuessLimiter } from './guess-limit.ts';
import { createRateLimiter } from '../../security/rate-limit.ts';
import { createRateLimitsRepository } from '../../security/rate-limits.repository.ts';
import { serve } from '../../http/operations.ts';
import { createPreviewTokens } from '../../security/preview-tokens.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { createAnswerContexts } from '../../security/answer-contexts.ts';
import { createAnswerNotices } from '../notices/answer-notices.service.ts';
import { createGuestDataRemoval } from '../retention/retention.service.ts';

export type PublicInvitationRoutesOptions = {
  /** The rate limits (tests pass small ones). */
  limits?: PublicInvitationLimits;
  now?: () => Date;
};

/**
 * The guest's calls, without a session: the invitation of a slug (with the guest of a code), the
 * record of the guest's opening and the guest's answer. The client address (request.ip, behind TRUST_PROXY) is what wrong codes are
 * counted by; a guest's own code is never limited by address.
 */
export function createPublicInvitationRoutes(
  options: PublicInvitationRoutesOptions = {},
): FastifyPluginAsync {
  return async (app) => {
    const now = options.now ?? (() => new Date());
    const limits = options.limits ?? DEFAULT_PUBLIC_INVITATION_LIMITS;
    const counters = createRateLimitsRepository(app.db);
    const answerNotices = createAnswerNotices(
      app.jobs,
      (error) =>
        app.log.warn(
          { err: error },
          'could not queue an answer notice; the sweep job will send it',
        ),
      { delaySeconds: app.config.jobs.answerNoticeDelaySeconds },
    );
    const service = createPublicInvitationService({
      invitations: createPublicInvitationRepository(app.db),
      limiter: createRateLimiter(counters, now),
      guesses: createGuessLimiter(counters, limits.guesses, now),
      limits,
      publicUrl: app.storage.publicUrl,
      answered: (wedding) => answerNotices.answered(wedding),
      previews: createPreviewTokens(app.config.jwtSecret),
      passes: createPassTokens(app.config.jwtSecret),
      answerContexts: createAnswerContexts(app.config.jwtSecret),
      invitationUrl: app.config.invitationUrl,
      removeGuest: createGuestDataRemoval(app.db),
      now,
    });

    serve(app, 'getPublicInvitation', async (request, reply) => {
      const { code, preview } = request.query;
      const found = await service.get(request.params.slug, code, request.ip, preview);
      // Personal with a code: never kept by a shared cache. The ETag lets the invitation server ask
      // again with If-None-Match and reuse the page it rendered: unchanged, the answer is a 304 and
      // the invitation is never made (its type names only the 200's body).
      reply.header('cache-control', 'private, no-store').header('etag', found.etag);
      if (request.headers['if-none-match'] === found.etag) {
        return reply.code(304).send(undefined as never);
      }
      // The contract's PublicInvitation as JSON bytes, most of them made once per content version
      // (public-invitation-dto.ts, invitationBody): sent as they are, their length known.
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(found.body() as never);
    });

    serve(app, 'recordInvitationOpening', async (request, reply) => {
      await service.recordOpening(
        request.params.slug,
        request.body.code,
        request.ip,
        request.headers['user-agent'],
      );
      return reply.code(204).header('cache-control', 'no-store').send();
    });

    serve(app, 'confirmInvitation', async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const result = await service.confirm(
        request.params.slug,
        typeof key === 'string' ? key : undefined,
        request.body,
        request.ip,
        request.language,
      );
      return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    });

    serve(app, 'removeGuestData', async (request, reply) => {
      const result = await service.removeData(
        request.params.slug,
        request.body,
        request.ip,
        request.language,
      );
      return reply.header('cache-control', 'no-store').send(result);
    });
  };
}

export const publicInvitationRoutes = createPublicInvitationRoutes();
