import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { addressSubject } from '../../security/rate-limit.ts';
import { createUnsubscribeTokens } from '../../security/unsubscribe-tokens.ts';
import { NOTICE_LIMITS } from './notice-limits.ts';
import { createNoticeSettingsService } from './notice-settings.service.ts';
import { createNoticesRepository } from './notices.repository.ts';

/** How the couple hears of answers (GET/PUT /clients/me/notices) and the one-click unsubscribe. */
export const noticesRoutes: FastifyPluginAsync = async (app) => {
  const service = createNoticeSettingsService({
    notices: createNoticesRepository(app.db),
    unsubscribe: createUnsubscribeTokens(app.config.jwtSecret),
  });

  // Mail clients post the one-click unsubscribe as a form (RFC 8058); only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  serve(app, 'getNoticeSettings', async (request) => service.settings(requireClient(request)));

  serve(app, 'updateNoticeSettings', async (request) => {
    const result = await service.saveSettings(
      requireClient(request),
      request.body.answerNotices,
      request.language,
    );
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'unsubscribeFromNotices', async (request) => {
    await app.rateLimiter.hit(NOTICE_LIMITS.unsubscribePerAddress, addressSubject(request.ip));
    const result = await service.unsubscribe(request.query.token);
    return { message: localize(result.message, request.language) };
  });
};
