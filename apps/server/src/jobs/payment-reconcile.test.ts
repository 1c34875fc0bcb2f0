// The reconciliation jobs: a checkout queues its own, five minutes later, before the provider is
// called; run after the process died between the charge and the grant, it grants the plan from the
// intent the provider holds for the payment (found by its metadata: no second charge); while the provider is away
// it fails the attempt, to be retried. The sweep runs every five minutes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedGateway } from '../payment-gateway/embedded-gateway.ts';
import type { PaymentGateway } from '../payment-gateway/payment-gateway.ts';
import { modules } from '../modules/modules.ts';
import { createPaymentsRoutes, paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { RECONCILE_AFTER_SECONDS } from '../modules/payments/payments.service.ts';
import {
  checkoutState,
  insertPricedPlan,
  recordingGateway,
  unreachableGateway,
} from '../test/payments-test-kit.ts';
import { createTestApp, injectAsClient, type TestApp } from '../test/test-app.ts';
import { insertCouple } from '../test/wedding-fixtures.ts';
import { createJobDependencies, jobDefinitions, type JobDefinition } from './job-definitions.ts';

describe('the payment reconciliation jobs', () => {
  const provider = recordingGateway(createEmbeddedGateway());
  let t: TestApp;
  beforeAll(async () => {
    // The process "dies" once the provider has answered: nothing after the charge runs.
    const dying: PaymentGateway = {
      ...provider,
      async charge(request) {
        await provider.charge(request);
        throw new Error('killed after the charge');
      },
    };
    t = await createTestApp({
      modules: modules.map((m) =>
        m === paymentsRoutes ? createPaymentsRoutes({ gateway: dying }) : m,
      ),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  function definition(name: string, paymentGateway: PaymentGateway): JobDefinition<never> {
    const dependencies = { ...createJobDependencies(t.config, t.app.log), paymentGateway };
    const found = jobDefinitions(t.config, t.database, dependencies, t.app.jobs).find(
      (candidate) => candidate.name === name,
    );
    dependencies.close();
    if (found === undefined) throw new Error(`no job ${name}`);
    return found;
  }

  async function crashedCheckout() {
    const couple = await insertCouple(t.app.db);
    const planId = await insertPricedPlan(t.app.db, 900);
    const response = await injectAsClient(t.app, couple.clientId, {
      method: 'POST',
      url: '/v1/payments/checkout',
      payload: {
        weddingId: couple.weddingId,
        invitationPlanId: planId,
        paymentMethodId: 'pm_card_visa',
      },
    });
    expect(response.statusCode).toBe(500);
    const [payment] = (await checkoutState(t.app.db, couple.weddingId)).payments;
    if (payment === undefined) throw new Error('no pending payment');
    expect(payment.status).toBe('pending');
    return { couple, planId, payment };
  }

  it('is queued by the checkout, five minutes ahead, and grants the charged plan once', async () => {
    const { couple, planId, payment } = await crashedCheckout();
    const queued = await t.app.db.execute(
      sql`select data, extract(epoch from (start_after - created_on)) as delay
          from pgboss.job where name = 'payment-reconcile'`,
    );
    const rows = (queued as unknown as { rows: { data: unknown; delay: string | number }[] }).rows;
    expect(rows.map((row) => row.data)).toContainEqual({ paymentId: payment.id });
    const delay = Number(
      rows.find((row) => (row.data as { paymentId: number }).paymentId === payment.id)?.delay,
    );
    expect(delay).toBeGreaterThanOrEqual(RECONCILE_AFTER_SECONDS - 5);

    const reconcile = definition('payment-reconcile', provider);
    await reconcile.handle({ paymentId: payment.id } as never, { id: 'reconcile-test' });
    await reconcile.handle({ paymentId: payment.id } as never, { id: 'reconcile-test' });

    const settled = await checkoutState(t.app.db, couple.weddingId);
    expect(settled.planId).toBe(planId);
    expect(settled.payments.map((row) => row.status)).toEqual(['succeeded']);
    const keys = provider.requests
      .filter((request) => request.metadata.paymentId === String(payment.id))
      .map((request) => request.idempotencyKey);
    // Only the checkout's request: reconciliation found its intent at the provider by the
    // payment's metadata and asked for nothing again.
    expect(keys).toHaveLength(1);
  });

  it('fails its attempt (to be retried) while the provider cannot be asked', async () => {
    const { couple, payment } = await crashedCheckout();
    const away = unreachableGateway();
    await expect(
      definition('payment-reconcile', away).handle({ paymentId: payment.id } as never, {
        id: 'reconcile-away',
      }),
    ).rejects.toThrow(/still pending/);
    expect((await checkoutState(t.app.db, couple.weddingId)).payments[0]?.status).toBe('pending');
  });

  it('sweeps every five minutes', () => {
    expect(definition('payments-reconcile-sweep', provider).schedule).toBe('*/5 * * * *');
  });
});
