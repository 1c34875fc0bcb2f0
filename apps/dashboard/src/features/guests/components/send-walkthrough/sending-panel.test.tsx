import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { makeGuestSummary, makePlan, makeWedding } from '../../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../../test/render-app.tsx';
import { isPassSendingOffered } from './sending-panel.tsx';

const DAY = 86_400_000;
const NOW = new Date('2026-11-01T18:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

describe('isPassSendingOffered', () => {
  it('offers the passes two weeks before the wedding, or once a household has one', () => {
    expect(isPassSendingOffered(inDays(30), 0, NOW)).toBe(false);
    expect(isPassSendingOffered(inDays(14), 0, NOW)).toBe(true);
    expect(isPassSendingOffered(inDays(7), 0, NOW)).toBe(true);
    expect(isPassSendingOffered(inDays(30), 1, NOW)).toBe(true);
  });

  it('stops offering them the day after the wedding', () => {
    expect(isPassSendingOffered(inDays(-0.5), 3, NOW)).toBe(true);
    expect(isPassSendingOffered(inDays(-2), 3, NOW)).toBe(false);
  });
});

describe('the guest list’s WhatsApp panel', () => {
  function openGuests(date: string, attending: number) {
    const wedding = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]), date });
    mockApi({
      'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
      'GET /weddings/{id}': { body: wedding },
      'POST /guests/get-summary': {
        body: makeGuestSummary({
          statuses: { unsent: 0, sent: 0, opened: 0, attending, declined: 0 },
        }),
      },
      'POST /guests/get-by-wedding': { body: { guests: [], page: 1, totalPages: 1 } },
    });
    renderApp('/dashboard/boda/5/invitados', { token: 'jwt' });
  }

  it('offers "Enviar pases" once a household answered that someone is attending', async () => {
    openGuests(new Date(Date.now() + 60 * DAY).toISOString(), 1);
    expect(await screen.findByRole('link', { name: 'Enviar pases' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/enviar/pase',
    );
  });

  it('does not offer it months ahead with nobody attending yet', async () => {
    openGuests(new Date(Date.now() + 60 * DAY).toISOString(), 0);
    expect(
      await screen.findByRole('link', { name: 'Enviar a los pendientes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enviar pases' })).not.toBeInTheDocument();
  });
});
