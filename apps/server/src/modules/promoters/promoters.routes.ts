import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { createPromoterDetails } from '../auth/staff-accounts.service.ts';
import { createPromotersRepository } from './promoters.repository.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import { createPromotersService } from './promoters.service.ts';
import { requirePromoter } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';

/**
 * Staff's promoters (admins only, by the contract's x-access): GET and POST /promoters, GET, PUT and
 * DELETE /promoters/{id}, POST /promoters/{promoterId}/promo-codes, PUT /promoters/promo-codes/{id};
 * and the promoter's own page (GET /promoters/me, the promoter's token only).
 */
export const promotersRoutes: FastifyPluginAsync = async (app) => {
  const service = createPromotersService({
    promoters: createPromotersRepository(app.db),
    staff: createPromoterDetails(app.db),
  });

  serve(app, 'listPromoters', async (request) =>
    service.list(request.query.page, request.query.search),
  );

  serve(app, 'getPromoter', async (request) => service.get(request.params.id));

  serve(app, 'getOwnPromoter', async (request) => service.get(requirePromoter(request)));

  serve(app, 'updatePromoter', { config: { bodyChecks: accountFormErrors } }, async (request) => {
    const result = await service.updatePromoter(request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'deletePromoter', async (request) => {
    const result = await service.deletePromoter(request.params.id);
    return { message: localize(result.message, request.language) };
  });

  serve(
    app,
    'createPromoter',
    { config: { bodyChecks: accountFormErrors } },
    async (request, reply) => {
      const result = await service.createPromoter(request.body);
      return reply
        .code(201)
        .send({ ...result, message: localize(result.message, request.language) });
    },
  );

  serve(app, 'createPromoCode', async (request, reply) => {
    const result = await service.createPromoCode(request.params.promoterId, request.body);
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  serve(app, 'updatePromoCode', async (request) => {
    const result = await service.updatePromoCode(request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });
};
