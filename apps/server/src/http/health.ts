import { serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../domain/errors.ts';
import { errorBody } from './error-handler.ts';
import { requestLanguage } from './language.ts';

/** /ready answers within a second either way, so a load balancer never waits on a frozen database. */
export const READY_PING_TIMEOUT_MS = 800;

/** GET /health: the process is alive. GET /ready: the database answers (503 when it does not). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    try {
      await app.database.ping(READY_PING_TIMEOUT_MS);
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          status: 'unavailable',
          database: app.database.kind,
          ...errorBody(
            'service_unavailable',
            serverTexts.errors.serviceUnavailable,
            requestLanguage(request),
          ),
        });
    }
  });
};
