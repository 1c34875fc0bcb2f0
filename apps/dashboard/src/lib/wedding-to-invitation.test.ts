import { describe, expect, it } from 'vitest';
import { makeEvent, makePlan, makeWedding } from '../test/make-wedding.ts';
import { weddingToInvitation } from './wedding-to-invitation.ts';

describe('weddingToInvitation', () => {
  it("carries the couple's content and leaves the account fields behind", () => {
    const wedding = makeWedding({
      invitationPlan: makePlan([{ slug: 'aiThemeCreation' }]),
      events: [makeEvent({ name: 'Ceremonia', place: 'Parroquia' })],
      dressCode: 'Formal',
      giftRegistryMessage: 'Gracias',
      showEventsSectionTitle: false,
      rsvpDeadline: '2026-10-31',
      lateAnswers: 'closed',
      contactPhone: '+525512345678',
    });
    const model = weddingToInvitation(wedding);
    expect(model).toMatchObject({
      id: 5,
      name: 'Ana y Luis',
      slug: 'ana-y-luis',
      date: '2026-11-14T23:30:00.000Z',
      design: { slug: 'etiqueta' },
      dressCode: 'Formal',
      giftRegistryMessage: 'Gracias',
      showEventsSectionTitle: false,
      invitation: wedding.invitation,
      rsvpDeadline: '2026-10-31',
      lateAnswers: 'closed',
      contactPhone: '+525512345678',
    });
    expect(model.events.map((event) => event.place)).toEqual(['Parroquia']);
    for (const field of ['invitationPlan', 'payments', 'trialEndsAt', 'clientId', 'link', 'active'])
      expect(model).not.toHaveProperty(field);
  });

  it('keeps at most one cover image, as the invitation shows', () => {
    const image = {
      id: 1,
      src: 'https://example.com/a.webp',
      srcSet: null,
      aspectRatio: 1.5,
      type: 'coverImage' as const,
      weddingId: 5,
      eventId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const model = weddingToInvitation(makeWedding({ coverImages: [image, { ...image, id: 2 }] }));
    expect(model.coverImages.map((cover) => cover.id)).toEqual([1]);
  });
});
