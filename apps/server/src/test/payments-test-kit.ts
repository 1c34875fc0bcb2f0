// Plans with chosen prices and a look at what a checkout left behind, for the checkout tests.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { commissions, payments, promoCodes } from '../db/schema/payments.ts';
import { invitationPlans } from '../db/schema/plans.ts';
import { weddings } from '../db/schema/weddings.ts';
import type { JobQueue } from '../jobs/job-definitions.ts';
import { createPaymentReceipts } from '../modules/payments/payment-receipts.service.ts';
import { createPaymentsRepository } from '../modules/payments/payments.repository.ts';
import { createPaymentsService, type PaymentsLog } from '../modules/payments/payments.service.ts';
import {
  PaymentGatewayUnavailableError,
  type ChargeRequest,
  type PaymentGateway,
} from '../payment-gateway/payment-gateway.ts';

/** A plan on sale at `priceMxn` (no features); returns its id. */
export async function insertPricedPlan(db: Db, priceMxn: number): Promise<number> {
  const [plan] = await db
    .insert(invitationPlans)
    .values({
      name: `Plan ${priceMxn} ${randomBytes(4).toString('hex')}`,
      nameEng: `Plan ${priceMxn}`,
      description: 'Plan de prueba',
      descriptionEng: 'Test plan',
      priceMxn,
    })
    .returning({ id: invitationPlans.id });
  if (plan === undefined) throw new Error('could not insert a plan');
  return plan.id;
}

export async function setWeddingPlan(db: Db, weddingId: number, planId: number | null) {
  await db.update(weddings).set({ invitationPlanId: planId }).where(eq(weddings.id, weddingId));
}

/** The wedding's plan, its payments (with their commissions) as stored. */
export async function checkoutState(db: Db, weddingId: number) {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  const rows = await db
    .select()
    .from(payments)
    .leftJoin(commissions, eq(commissions.paymentId, payments.id))
    .where(eq(payments.weddingId, weddingId))
    .orderBy(payments.id);
  return {
    planId: wedding?.invitationPlanId ?? null,
    payments: rows.map((row) => ({ ...row.payments, commission: row.commissions })),
  };
}

export async function promoUsedCount(db: Db, promoCodeId: number): Promise<number> {
  const [row] = await db
    .select({ usedCount: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  return row?.usedCount ?? -1;
}

/**
 * A gateway that records every charge it is asked for and passes it on to `inner` after `delayMs`
 * (a slow provider keeps concurrent checkouts overlapping).
 */
export function recordingGateway(
  inner: PaymentGateway,
  delayMs = 0,
): PaymentGateway & { requests: ChargeRequest[] } {
  const requests: ChargeRequest[] = [];
  return {
    ...inner,
    requests,
    async charge(request) {
      requests.push(request);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return inner.charge(request);
    },
  };
}

/** A provider that cannot be reached, whatever is asked of it. */
export function unreachableGateway(): PaymentGateway {
  const away = () => Promise.reject(new PaymentGatewayUnavailableError('offline'));
  return {
    kind: 'stripe',
    charge: away,
    retrieve: away,
    confirmInstallments: away,
    cancel: away,
    find: away,
    refund: away,
  };
}

/**
 * The payments service as the reconciliation jobs run it, over `db`, asking `gateway`; `options.now`
 * is its process's clock (a replica whose clock is wrong), `options.log` where it logs.
 */
export function reconcilerOn(
  db: Db,
  gateway: PaymentGateway,
  jobs: JobQueue,
  options: { now?: () => Date; log?: PaymentsLog } = {},
) {
  return createPaymentsService({
    payments: createPaymentsRepository(db),
    gateway: () => gateway,
    jobs,
    log: options.log ?? { info: () => {}, warn: () => {}, error: () => {} },
    ...(options.now === undefined ? {} : { now: options.now }),
    receipts: createPaymentReceipts(jobs, {
      error: (details) => {
        throw (details as { err: unknown }).err;
      },
    }),
  });
}
