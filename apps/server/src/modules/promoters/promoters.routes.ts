import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { localize } from '../../http/language.ts';
import { createStaffAccountsRepository } from '../auth/staff-accounts.repository.ts';
import { createPromotersRepository } from './promoters.repository.ts';
import { accountFormErrors } from '../auth/account-form.ts';
import { createPromotersService } from './promoters.service.ts';

type Schemas = components['schemas'];

/**
 * Staff's promoters (admins only, by the contract's x-access): GET and POST /promoters, GET, PUT and
 * DELETE /promoters/{id}, POST /promoters/{promoterId}/promo-codes, PUT /promoters/promo-codes/{id}.
 */
export const promotersRoutes: FastifyPluginAsync = async (app) => {
  const service = createPromotersService({
    promoters: createPromotersRepository(app.db),
    staff: createStaffAccountsRepository(app.db),
  });

  app.get<{ Querystring: { page: number; search?: string }; Reply: Schemas['PromoterPage'] }>(
    '/promoters',
    async (request) => service.list(request.query.page, request.query.search),
  );

  app.get<{ Params: { id: number }; Reply: Schemas['PromoterDetail'] }>(
    '/promoters/:id',
    async (request) => service.get(request.params.id),
  );

  app.put<{
    Params: { id: number };
    Body: Schemas['UpdatePromoterRequest'];
    Reply: Schemas['PromoterResponse'];
  }>('/promoters/:id', { config: { bodyChecks: accountFormErrors } }, async (request) => {
    const result = await service.updatePromoter(request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });

  app.delete<{ Params: { id: number }; Reply: Schemas['MessageResponse'] }>(
    '/promoters/:id',
    async (request) => {
      const result = await service.deletePromoter(request.params.id);
      return { message: localize(result.message, request.language) };
    },
  );

  app.post<{ Body: Schemas['CreatePromoterRequest']; Reply: Schemas['PromoterResponse'] }>(
    '/promoters',
    { config: { bodyChecks: accountFormErrors } },
    async (request, reply) => {
      const result = await service.createPromoter(request.body);
      return reply
        .code(201)
        .send({ ...result, message: localize(result.message, request.language) });
    },
  );

  app.post<{
    Params: { promoterId: number };
    Body: Schemas['PromoCodeRequest'];
    Reply: Schemas['PromoCodeResponse'];
  }>('/promoters/:promoterId/promo-codes', async (request, reply) => {
    const result = await service.createPromoCode(Number(request.params.promoterId), request.body);
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  app.put<{
    Params: { id: number };
    Body: Schemas['PromoCodeRequest'];
    Reply: Schemas['PromoCodeResponse'];
  }>('/promoters/promo-codes/:id', async (request) => {
    const result = await service.updatePromoCode(Number(request.params.id), request.body);
    return { ...result, message: localize(result.message, request.language) };
  });
};
