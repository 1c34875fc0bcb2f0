import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { serve } from '../../http/operations.ts';
import { createWeddingQuestionsRepository } from './wedding-questions.repository.ts';
import { createWeddingQuestionsService } from './wedding-questions.service.ts';

/** GET and PUT /weddings/{id}/questions: the couple's own questions to their guests. */
export const weddingQuestionsRoutes: FastifyPluginAsync = async (app) => {
  const service = createWeddingQuestionsService({
    access: createWeddingAccess(app.db),
    questions: createWeddingQuestionsRepository(app.db),
  });

  serve(app, 'getWeddingQuestions', async (request) =>
    service.get(requireClient(request), request.params.id),
  );

  serve(app, 'updateWeddingQuestions', async (request) =>
    service.update(requireClient(request), request.params.id, request.body.questions),
  );
};
