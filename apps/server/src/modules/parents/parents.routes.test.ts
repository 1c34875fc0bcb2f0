import { describe, expect, it } from 'vitest';
import { describeContentItems, useCoupleApp } from '../../test/content-item-suite.ts';
import { call } from '../../test/wedding-fixtures.ts';

describeContentItems({
  resource: 'parents',
  responseKey: 'parent',
  createBody: (couple) => ({ name: 'Rosa', parentOf: 'bride', invitationId: couple.invitationId }),
  fields: [
    { suffix: 'name', body: { name: 'Rosa María' } },
    { suffix: 'show-if-past-away', body: { showIfPastAway: true } },
  ],
});

describe('parents in the invitation', () => {
  const given = useCoupleApp();

  it("are listed under the bride's or the groom's side", async () => {
    const add = (name: string, parentOf: string) =>
      call(given.t, given.owner.token, 'POST', '/parents', {
        name,
        parentOf,
        invitationId: given.owner.invitationId,
      });
    expect((await add('Rosa', 'bride')).json().parent).toMatchObject({
      parentOf: 'bride',
      showIfPastAway: false,
    });
    await add('Jorge', 'groom');
    const wedding = (
      await call(given.t, given.owner.token, 'GET', `/weddings/${given.owner.weddingId}`)
    ).json();
    expect(wedding.invitation.bridesParents.map((p: { name: string }) => p.name)).toEqual(['Rosa']);
    expect(wedding.invitation.groomsParents.map((p: { name: string }) => p.name)).toEqual([
      'Jorge',
    ]);
  });

  it('answers 404 for an invitation that does not exist', async () => {
    const response = await call(given.t, given.owner.token, 'POST', '/parents', {
      name: 'Rosa',
      parentOf: 'bride',
      invitationId: 987654,
    });
    expect(response.statusCode).toBe(404);
  });
});
