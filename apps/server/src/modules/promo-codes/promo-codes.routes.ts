import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createPromoCodesRepository } from './promo-codes.repository.ts';
import { createPromoCodesService } from './promo-codes.service.ts';

type Schemas = components['schemas'];

/** POST /promo-codes/get-by-code: a couple checks a code before checkout. */
export const promoCodesRoutes: FastifyPluginAsync = async (app) => {
  const service = createPromoCodesService({ promoCodes: createPromoCodesRepository(app.db) });

  app.post<{ Body: Schemas['GetPromoCodeByCodeRequest']; Reply: Schemas['PromoCodeDiscount'] }>(
    '/promo-codes/get-by-code',
    async (request) => {
      requireClient(request);
      return service.getByCode(request.body.code);
    },
  );
};
