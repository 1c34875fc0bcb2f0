import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/accounts.ts';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { insertPromoter } from '../../test/promo-codes-test-kit.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { endTrial, insertClient, insertCouple } from '../../test/wedding-fixtures.ts';

const ADMIN = { role: 'admin', id: 1 } as const;

describe('admin actions on clients and weddings', () => {
  let t: TestApp;
  let classicPlanId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [classic] = await t.app.db
      .select({ id: invitationPlans.id })
      .from(invitationPlans)
      .where(eq(invitationPlans.name, 'Clásico'));
    if (classic === undefined) throw new Error('the Clásico plan is not seeded');
    classicPlanId = classic.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, principal: Parameters<typeof injectAs>[1] = ADMIN) =>
    injectAs(t.app, principal, { method: 'POST', url: `/v1/admins/${url}`, payload });

  const weddingRow = async (id: number) => {
    const [row] = await t.app.db.select().from(weddings).where(eq(weddings.id, id));
    if (row === undefined) throw new Error(`no wedding ${id}`);
    return row;
  };

  it('verifies a client', async () => {
    const client = await insertClient(t.app.db, { isVerified: false });
    const response = await post('verify-client', { clientId: client.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Cliente verificado exitosamente.',
      client: { id: client.id, verified: true },
    });
    const [row] = await t.app.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.verified).toBe(true);
    expect((await post('verify-client', { clientId: 999_999 })).statusCode).toBe(404);
  });

  it('gives several weddings a seeded plan at once, and they become active', async () => {
    const first = await insertCouple(t.app.db, { isActive: false });
    const second = await insertCouple(t.app.db, { isActive: false });
    const response = await post('update-weddings-invitation-plan', {
      weddingId: [first.weddingId, second.weddingId],
      invitationPlanId: classicPlanId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Plan actualizado exitosamente.');
    expect(body.weddings).toHaveLength(2);
    for (const wedding of body.weddings) {
      expect(wedding).toMatchObject({
        active: true,
        invitationPlan: { id: classicPlanId, name: 'Clásico' },
        client: { name: 'Ana', lastName: 'Luna' },
      });
      expect(wedding.link).toMatch(/\/boda-/);
    }
  });

  it('changes nothing when one wedding or the plan does not exist', async () => {
    const couple = await insertCouple(t.app.db, { isActive: false });
    const missingWedding = await post('update-weddings-invitation-plan', {
      weddingId: [couple.weddingId, 999_999],
      invitationPlanId: classicPlanId,
    });
    expect(missingWedding.statusCode).toBe(404);
    expect((await weddingRow(couple.weddingId)).invitationPlanId).toBeNull();

    const missingPlan = await post('update-weddings-invitation-plan', {
      weddingId: [couple.weddingId],
      invitationPlanId: 999_999,
    });
    expect(missingPlan.statusCode).toBe(404);
    expect(missingPlan.json().message).toBe('El plan no existe.');
  });

  it('deactivates a wedding even during its trial, and activates it again', async () => {
    const couple = await insertCouple(t.app.db);
    const off = await post('update-weddings-active', {
      weddingId: [couple.weddingId],
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().weddings[0].active).toBe(false);
    expect((await weddingRow(couple.weddingId)).deactivatedAt).not.toBeNull();

    const on = await post('update-weddings-active', {
      weddingId: [couple.weddingId],
      active: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Boda activada exitosamente.',
      weddings: [{ id: couple.weddingId, active: true }],
    });
  });

  it('refuses to activate a wedding with neither plan nor trial, and changes none', async () => {
    const withPlan = await insertCouple(t.app.db);
    const expired = await insertCouple(t.app.db);
    await endTrial(t.app.db, expired.weddingId);
    await post('update-weddings-invitation-plan', {
      weddingId: [withPlan.weddingId],
      invitationPlanId: classicPlanId,
    });
    await post('update-weddings-active', {
      weddingId: [withPlan.weddingId, expired.weddingId],
      active: false,
    });

    const response = await injectAs(t.app, ADMIN, {
      method: 'POST',
      url: '/v1/admins/update-weddings-active',
      headers: { 'accept-language': 'en' },
      payload: { weddingId: [withPlan.weddingId, expired.weddingId], active: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has no plan and no running test mode/);
    expect((await weddingRow(withPlan.weddingId)).deactivatedAt).not.toBeNull();
  });

  it('refuses clients and promoters', async () => {
    const couple = await insertCouple(t.app.db);
    for (const principal of [
      { role: 'client', id: couple.clientId },
      { role: 'promoter', id: await insertPromoter(t.app.db) },
    ] as const) {
      const response = await post(
        'update-weddings-active',
        { weddingId: [couple.weddingId], active: false },
        principal,
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await weddingRow(couple.weddingId)).deactivatedAt).toBeNull();
  });
});
