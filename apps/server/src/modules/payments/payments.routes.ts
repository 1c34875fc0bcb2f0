import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import type { PaymentGateway } from '../../payment-gateway/payment-gateway.ts';
import { createPaymentReceipts } from './payment-receipts.service.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createAdminPaymentsRepository } from './admin-payments.repository.ts';
import { createAdminPaymentsService } from './admin-payments.service.ts';
import { createPaymentsService, type PaymentAnswer } from './payments.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * POST /payments/checkout, the steps of a pending payment (refresh, installments, cancel, the
 * embedded gateway's test controls) and the couple's list of a wedding's payments, through
 * `options.gateway` (tests) or the app's configured driver (app.paymentGateway: Stripe with
 * STRIPE_SECRET_KEY, else the embedded one).
 */
export function createPaymentsRoutes(options: { gateway?: PaymentGateway } = {}) {
  const plugin: FastifyPluginAsync = async (app) => {
    const service = createPaymentsService({
      payments: createPaymentsRepository(app.db),
      gateway: () => options.gateway ?? app.paymentGateway,
      jobs: app.jobs,
      receipts: createPaymentReceipts(app.jobs, app.log),
      log: app.log,
    });

    const adminPayments = createAdminPaymentsService({
      payments: createAdminPaymentsRepository(app.db),
    });
    const answer = (result: PaymentAnswer, language: 'es' | 'en') => ({
      ...result,
      message: localize(result.message, language),
    });

    serve(app, 'checkout', async (request, reply) => {
      const result = await service.checkout(requireClient(request), request.body);
      // 201: paid; 202: recorded, with a step left for the couple (see the contract).
      return reply
        .code(result.payment.status === 'succeeded' ? 201 : 202)
        .send(answer(result, request.language));
    });

    serve(app, 'refreshPayment', async (request) =>
      answer(await service.refresh(requireClient(request), request.params.id), request.language),
    );

    serve(app, 'chooseInstallments', async (request) =>
      answer(
        await service.chooseInstallments(
          requireClient(request),
          request.params.id,
          request.body.months,
        ),
        request.language,
      ),
    );

    serve(app, 'cancelPayment', async (request) =>
      answer(await service.cancel(requireClient(request), request.params.id), request.language),
    );

    serve(app, 'answerTestAuthentication', async (request) =>
      answer(
        await service.answerTestAuthentication(
          requireClient(request),
          request.params.id,
          request.body.approve,
        ),
        request.language,
      ),
    );

    serve(app, 'listWeddingPayments', async (request) => ({
      payments: await service.weddingPayments(
        requireClient(request),
        request.params.id,
        request.language,
      ),
    }));

    serve(app, 'settleTestPayment', async (request) => {
      await service.settleTestPayment(request.params.id, request.body.outcome);
      return adminPayments.get(request.params.id);
    });
  };
  return plugin;
}

export const paymentsRoutes = createPaymentsRoutes();
