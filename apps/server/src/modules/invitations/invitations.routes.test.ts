import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../test/content-item-suite.ts';
import { call, endTrial, insertCouple } from '../../test/wedding-fixtures.ts';

describe('the invitation messages', () => {
  const given = useCoupleApp();

  it.each([
    ['first-message', 'firstMessage'],
    ['second-message', 'secondMessage'],
  ])('PATCH %s sets the message, and a blank one clears it', async (suffix, key) => {
    const url = `/invitations/${given.owner.invitationId}/${suffix}`;
    const set = await call(
      given.t,
      given.owner.token,
      'PATCH',
      url,
      { [key]: ' Con la bendición de Dios ' },
      'en',
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Invitation updated successfully',
      invitation: {
        id: given.owner.invitationId,
        [key]: 'Con la bendición de Dios',
        weddingId: given.owner.weddingId,
      },
    });
    const cleared = await call(given.t, given.owner.token, 'PATCH', url, { [key]: '' });
    expect(cleared.json().invitation[key]).toBeNull();
  });

  it("answers 404 to another client's invitation and leaves it alone", async () => {
    const url = `/invitations/${given.owner.invitationId}/first-message`;
    await call(given.t, given.owner.token, 'PATCH', url, { firstMessage: 'Nuestro mensaje' });
    expect(
      (await call(given.t, given.other.token, 'PATCH', url, { firstMessage: 'X' })).statusCode,
    ).toBe(404);
    const wedding = (
      await call(given.t, given.owner.token, 'GET', `/weddings/${given.owner.weddingId}`)
    ).json();
    expect(wedding.invitation.firstMessage).toBe('Nuestro mensaje');
  });

  it('answers 409 while the wedding is inactive', async () => {
    const couple = await insertCouple(given.t.app.db);
    await endTrial(given.t.app.db, couple.weddingId);
    const response = await call(
      given.t,
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
