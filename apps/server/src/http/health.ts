import type { FastifyPluginAsync } from 'fastify';
import { errorMessages } from './errors.ts';
import { requestLanguage } from './language.ts';

/** GET /health: the process is alive. GET /ready: the database answers (503 when it does not). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply.code(503).send({
        status: 'unavailable',
        database: app.database.kind,
        message: errorMessages.serviceUnavailable[requestLanguage(request)],
      });
    }
  });
};
