import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { localize } from '../../http/language.ts';
import { createPromotersRepository } from './promoters.repository.ts';
import { createPromotersService } from './promoters.service.ts';

type Schemas = components['schemas'];

/** POST /promoters, POST /promoters/{promoterId}/promo-codes, PUT /promoters/promo-codes/{id} (admin). */
export const promotersRoutes: FastifyPluginAsync = async (app) => {
  const service = createPromotersService({ promoters: createPromotersRepository(app.db) });

  app.post<{ Body: Schemas['CreatePromoterRequest']; Reply: Schemas['PromoterResponse'] }>(
    '/promoters',
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
