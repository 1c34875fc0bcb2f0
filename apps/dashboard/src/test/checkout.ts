import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { makeWedding } from './make-wedding.ts';
import { BASIC, PREMIUM } from './plans.ts';
import { renderApp, screen } from './render-app.tsx';

/**
 * The plan tab of a wedding without a plan nor payments, on the fake API with `handlers` added; and
 * how to open the Premium plan's checkout there.
 */
export function renderPlanTab(handlers: MockHandlers = {}) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /invitation-plans': { body: [BASIC, PREMIUM] },
    'GET /weddings/{id}': { body: makeWedding({ active: false, trialEndsAt: null }) },
    'GET /weddings/{id}/payments': { body: { payments: [] } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
  const openPremium = async () => {
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Plan Premium' }));
    return screen.getByRole('dialog', { name: 'Pagar Plan Premium' });
  };
  return { api, app, openPremium };
}
