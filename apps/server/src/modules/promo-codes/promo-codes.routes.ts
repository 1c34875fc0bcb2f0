import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createPromoCodesRepository } from './promo-codes.repository.ts';
import { createPromoCodesService } from './promo-codes.service.ts';
import { serve } from '../../http/operations.ts';

/** POST /promo-codes/get-by-code: a couple checks a code before checkout. */
export const promoCodesRoutes: FastifyPluginAsync = async (app) => {
  const service = createPromoCodesService({ promoCodes: createPromoCodesRepository(app.db) });

  serve(app, 'getPromoCodeByCode', async (request) => {
    requireClient(request);
    return service.getByCode(request.body.code);
  });
};
