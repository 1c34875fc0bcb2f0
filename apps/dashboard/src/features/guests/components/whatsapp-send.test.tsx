import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { makeGuest, makeGuestSummary, makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const CARMEN = makeGuest({ id: 41, name: 'Carmen', lastName: 'Ruiz', phone: '+525512345678' });

describe('the guest row’s WhatsApp button', () => {
  it('sends the couple’s own invitation message, in the language they wrote it', async () => {
    const wedding = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });
    mockApi({
      'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
      'GET /weddings/{id}': { body: wedding },
      'POST /guests/get-summary': { body: makeGuestSummary() },
      'POST /guests/get-by-wedding': { body: { guests: [CARMEN], page: 1, totalPages: 1 } },
      'GET /weddings/{id}/message-templates': {
        body: {
          invitation: {
            language: 'en',
            text: 'Dear {nombre}, {couple} on {date}: {link}',
            updatedAt: '2026-01-01T00:00:00Z',
          },
          reminder: null,
          pass: null,
        },
      },
    });
    renderApp('/dashboard/boda/5/invitados', { token: 'jwt' });
    const send = await screen.findByRole('link', {
      name: 'Enviar por WhatsApp la invitación de Carmen Ruiz',
    });
    expect(new URL(send.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `Dear Carmen, Ana y Luis on Saturday, November 14, 2026: ${CARMEN.link}`,
    );
    expect(screen.getByRole('link', { name: 'Enviar a los pendientes' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/enviar/invitacion',
    );
    expect(
      screen.getByRole('link', { name: 'Recordar a quienes no han respondido' }),
    ).toHaveAttribute('href', '/dashboard/boda/5/enviar/recordatorio');
  });
});
