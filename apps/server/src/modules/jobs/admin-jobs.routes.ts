import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/operations.ts';
import { createAdminJobsService } from './admin-jobs.service.ts';

/** GET /jobs/failed and POST /jobs/{id}/retry (admins only, by the contract's x-access). */
export const adminJobsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAdminJobsService({ jobs: app.jobs });

  serve(app, 'listFailedJobs', async (request) => service.listFailed(request.query.page));

  serve(app, 'retryJob', async (request) => {
    const result = await service.retry(request.params.id);
    return { message: localize(result.message, request.language) };
  });
};
