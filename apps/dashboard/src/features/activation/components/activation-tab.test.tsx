import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const INACTIVE = makeWedding({ active: false, trialEndsAt: null });
const ON_TRIAL = makeWedding({ active: true, trialEndsAt: '2026-11-17T18:00:00.000Z' });

describe('activation tab', () => {
  it('starts the 72-hour test mode after a confirmation and reloads the wedding', async () => {
    const api = mockApi({
      'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
      'GET /weddings/5': (_call, count) => ({ body: count === 1 ? INACTIVE : ON_TRIAL }),
      'GET /weddings/5/start-trial': {
        body: {
          message: 'Modo de prueba activado por 72 horas',
          trialEndsAt: ON_TRIAL.trialEndsAt,
          wedding: ON_TRIAL,
        },
      },
    });
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    expect(await screen.findByText('Tu invitación aún no está activa.')).toBeInTheDocument();

    await app.user.click(
      screen.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }),
    );
    const dialog = screen.getByRole('dialog', { name: /solo puede usarse una vez/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('GET /weddings/5/start-trial')).toHaveLength(0);

    await app.user.click(
      screen.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }),
    );
    await app.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, iniciar' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Modo de prueba activado por 72 horas',
    );
    expect(api.callsTo('GET /weddings/5/start-trial')).toHaveLength(1);
    expect(
      await screen.findByText(/Tu modo de prueba termina el 17 nov 2026, 12:00/),
    ).toBeInTheDocument();
    expect(screen.getByText('Tu invitación está activa.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET /weddings/5').length).toBeGreaterThanOrEqual(2);
  });

  it('says when an ended trial ended, with no button to start another', async () => {
    mockApi({
      'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
      'GET /weddings/5': {
        body: makeWedding({ active: false, trialEndsAt: '2026-01-04T00:00:00.000Z' }),
      },
    });
    renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    expect(
      await screen.findByText(/Tu modo de prueba terminó el 3 ene 2026, 18:00/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /modo de prueba/ })).not.toBeInTheDocument();
  });

  it('names the plan of a wedding that has one', async () => {
    const plan = makePlan([]);
    mockApi({
      'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
      'GET /weddings/5': {
        body: makeWedding({ invitationPlan: plan, invitationPlanId: plan.id, trialEndsAt: null }),
      },
    });
    renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    expect(await screen.findByText('Tu plan: Plan Esencial')).toBeInTheDocument();
  });
});
