// The API process (main.ts, as production runs it, with the Stripe driver at the local
// Stripe-speaking server) is killed with SIGKILL while the provider holds its checkout's request:
// before Stripe handled it, or after Stripe charged. The pending payment was committed before the
// call, so reconciliation finds it and settles it from Stripe: one charge, one paid payment, the
// plan. On PostgreSQL (the test seeds the couple beside the API; PGlite is the API's own).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createStripeGateway } from '../../payment-gateway/stripe-gateway.ts';
import { insertPricedPlan, reconcilerOn } from '../../test/payments-test-kit.ts';
import { freePort } from '../../test/smtp-test-kit.ts';
import { startStripeFakeServer, type StripeFakeServer } from '../../test/stripe-fake-server.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createTestDatabase, createTestToken } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';

const WAIT = { timeout: 120_000, interval: 100 };

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'a checkout whose process is killed while the provider works',
  () => {
    // Made in beforeAll: a skipped suite (on PGlite) still runs this body, but no hook.
    let dataDir: string;
    let fake: StripeFakeServer;
    let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
    let apiPort: number;
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-checkout-kill-'));
      fake = await startStripeFakeServer();
      scratch = await createTestDatabase();
      apiPort = await freePort();
    });
    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await fake?.close();
      await scratch?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    function startApi(): ChildProcess {
      const started = startServerProcess(
        'main.ts',
        { port: apiPort, dataDir, databaseUrl: scratch.config.databaseUrl },
        { STRIPE_SECRET_KEY: 'sk_test_kill', STRIPE_API_URL: fake.url },
      );
      children.push(started);
      return started;
    }

    for (const failure of ['hang-before', 'hang-after'] as const) {
      const step =
        failure === 'hang-before' ? 'before Stripe handled the request' : 'after Stripe charged';
      it(
        `SIGKILL ${step}: reconciliation leaves one charge, one payment, the plan`,
        { timeout: 300_000 },
        async () => {
          const db = scratch.database.db;
          const couple = await insertCouple(db);
          const planId = await insertPricedPlan(db, 1500);
          const charges = fake.chargeCount();
          const api = startApi();
          await vi.waitFor(async () => {
            expect((await fetch(`http://127.0.0.1:${apiPort}/health`)).status).toBe(200);
          }, WAIT);

          // A card is charged when its intent is confirmed (created first, to read its meses sin
          // intereses): that is the request Stripe holds.
          const confirm = 'POST /v1/payment_intents/*/confirm' as const;
          fake.failNext(1, failure, confirm);
          const sent = fake.calls.filter((call) => call.route === confirm).length;
          const token = await createTestToken({ role: 'client', id: couple.clientId });
          void fetch(`http://127.0.0.1:${apiPort}/v1/payments/checkout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              weddingId: couple.weddingId,
              invitationPlanId: planId,
              paymentMethodId: 'pm_card_visa',
            }),
          }).catch(() => {});
          await vi.waitFor(
            () =>
              expect(fake.calls.filter((call) => call.route === confirm).length).toBeGreaterThan(
                sent,
              ),
            WAIT,
          );
          const exited = new Promise((resolve) => api.once('exit', resolve));
          api.kill('SIGKILL');
          await exited;

          const killed = await db
            .select()
            .from(payments)
            .where(eq(payments.weddingId, couple.weddingId));
          expect(killed.map((payment) => payment.status)).toEqual(['pending']);
          expect(fake.chargeCount() - charges).toBe(failure === 'hang-after' ? 1 : 0);

          const outcomes = await reconcilerOn(
            db,
            createStripeGateway({ secretKey: 'sk_test_kill', api: fake.address }),
            { send: async () => {} },
          ).reconcilePending(0);

          expect(outcomes).toEqual(['succeeded']);
          expect(fake.chargeCount() - charges).toBe(1);
          const settled = await db
            .select()
            .from(payments)
            .where(eq(payments.weddingId, couple.weddingId));
          expect(settled.map((payment) => payment.status)).toEqual(['succeeded']);
          const [wedding] = await db
            .select({ planId: weddings.invitationPlanId })
            .from(weddings)
            .where(eq(weddings.id, couple.weddingId));
          expect(wedding?.planId).toBe(planId);
          process.stdout.write(
            `checkout SIGKILL ${step} (PostgreSQL): after the kill ${killed.length} pending payment, ` +
              `${failure === 'hang-after' ? 1 : 0} charge, no plan; after reconciliation 1 charge, 1 paid payment, the plan\n`,
          );
        },
      );
    }
  },
);
