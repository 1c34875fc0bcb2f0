import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

describe('the invitation messages', () => {
  let t: TestApp;
  let owner: Couple;
  let other: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['first-message', 'firstMessage'],
    ['second-message', 'secondMessage'],
  ])('PATCH %s sets the message, and a blank one clears it', async (suffix, key) => {
    const url = `/invitations/${owner.invitationId}/${suffix}`;
    const set = await call(
      t,
      owner.token,
      'PATCH',
      url,
      { [key]: ' Con la bendición de Dios ' },
      'en',
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Invitation updated successfully',
      invitation: {
        id: owner.invitationId,
        [key]: 'Con la bendición de Dios',
        weddingId: owner.weddingId,
      },
    });
    const cleared = await call(t, owner.token, 'PATCH', url, { [key]: '' });
    expect(cleared.json().invitation[key]).toBeNull();
  });

  it("answers 404 to another client's invitation and leaves it alone", async () => {
    const url = `/invitations/${owner.invitationId}/first-message`;
    await call(t, owner.token, 'PATCH', url, { firstMessage: 'Nuestro mensaje' });
    expect((await call(t, other.token, 'PATCH', url, { firstMessage: 'X' })).statusCode).toBe(404);
    const wedding = (await call(t, owner.token, 'GET', `/weddings/${owner.weddingId}`)).json();
    expect(wedding.invitation.firstMessage).toBe('Nuestro mensaje');
  });

  it('answers 409 while the wedding is inactive', async () => {
    const couple = await insertCouple(t.app.db);
    await endTrial(t.app.db, couple.weddingId);
    const response = await call(
      t,
      couple.token,
      'PATCH',
      `/invitations/${couple.invitationId}/first-message`,
      {
        firstMessage: 'Hola',
      },
    );
    expect(response.statusCode).toBe(409);
  });
});
