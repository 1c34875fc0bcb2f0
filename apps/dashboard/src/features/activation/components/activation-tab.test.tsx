import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../../lib/analytics.ts';
import { i18n } from '../../../lib/i18n.ts';
import { makePayment, makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';
import { BASIC, PREMIUM } from '../../../test/plans.ts';

const INACTIVE = makeWedding({ active: false, trialEndsAt: null });
const TRIAL_ENDS_AT = '2026-11-17T18:00:00.000Z';
const ON_TRIAL = makeWedding({ active: true, trialEndsAt: TRIAL_ENDS_AT });
const ME = { body: makeClient({ weddings: [{ id: 5 }] }) };
// The server answers cheapest first; the tab must not depend on it.
const PLANS = { body: [PREMIUM, BASIC] };

vi.mock('../../../lib/analytics.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  trackEvent: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(trackEvent).mockClear();
});

describe('activation tab', () => {
  it('starts the 72-hour test mode after a confirmation and reloads the wedding', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-14T18:00:00.000Z'));
    const api = mockApi({
      'GET /clients/me': ME,
      'GET /invitation-plans': PLANS,
      'GET /weddings/{id}': (_call, count) => ({ body: count === 1 ? INACTIVE : ON_TRIAL }),
      'GET /weddings/{id}/start-trial': {
        body: {
          message: 'Modo de prueba activado por 72 horas',
          trialEndsAt: TRIAL_ENDS_AT,
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
    expect(api.callsTo('GET /weddings/{id}/start-trial', { id: 5 })).toHaveLength(0);

    await app.user.click(
      screen.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }),
    );
    await app.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, iniciar' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Modo de prueba activado por 72 horas',
    );
    expect(api.callsTo('GET /weddings/{id}/start-trial', { id: 5 })).toHaveLength(1);
    expect(
      await screen.findByText(/Tu modo de prueba termina el 17 nov 2026, 12:00/),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('72horas00minutos00segundos');
    expect(screen.getByText('Tu invitación está activa.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET /weddings/{id}', { id: 5 }).length).toBeGreaterThanOrEqual(2);
  });

  it('reloads the wedding when the countdown reaches zero and says the trial ended', async () => {
    const ended = '2026-01-04T00:00:00.000Z';
    // The cached wedding still says active; the clock is already past its trial's end.
    const api = mockApi({
      'GET /clients/me': ME,
      'GET /invitation-plans': PLANS,
      'GET /weddings/{id}': (_call, count) => ({
        body: makeWedding({ active: count === 1, trialEndsAt: ended }),
      }),
    });
    renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    expect(
      await screen.findByText(/Tu modo de prueba terminó el 3 ene 2026, 18:00/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tu invitación aún no está activa.')).toBeInTheDocument();
    expect(api.callsTo('GET /weddings/{id}', { id: 5 })).toHaveLength(2);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /modo de prueba/ })).not.toBeInTheDocument();
  });

  it('lists the plans cheapest first, with the old price struck, MXN prices and AI themes first as New', async () => {
    mockApi({
      'GET /clients/me': ME,
      'GET /invitation-plans': PLANS,
      'GET /weddings/{id}': { body: INACTIVE },
    });
    renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Plan Básico',
      'Plan Premium',
    ]);
    const [basic, premium] = cards as [HTMLElement, HTMLElement];
    expect(within(basic).getByText('$990 MXN')).toBeInTheDocument();
    expect(basic.querySelector('s')).toBeNull();
    expect(within(premium).getByText('$1,490 MXN')).toBeInTheDocument();
    expect(within(premium).getByText('$1,990').tagName).toBe('S');
    expect(within(premium).getByText('IVA incluido')).toBeInTheDocument();
    const features = within(premium).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([
      'Temas con IANuevo',
      'Confirmaciones',
      'Galería de fotos',
    ]);
    expect(within(basic).queryByText('Nuevo')).not.toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Comprar Plan Premium' })).toBeEnabled();
  });

  it('names plans and features in English, prices still in MXN', async () => {
    mockApi({
      'GET /clients/me': ME,
      'GET /invitation-plans': PLANS,
      'GET /weddings/{id}': { body: INACTIVE },
    });
    await i18n.changeLanguage('en');
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    const premium = await screen.findByRole('article', { name: 'Premium plan' });
    expect(within(premium).getByText('$1,490 MXN')).toBeInTheDocument();
    expect(within(premium).getByText('VAT included')).toBeInTheDocument();
    expect(within(premium).getAllByRole('listitem')[0]).toHaveTextContent('AI themesNew');
    await app.user.click(within(premium).getByRole('button', { name: 'Buy Premium plan' }));
    // One plan name in the reports whatever the language: the Spanish one.
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('buy_click', { plan: 'Plan Premium' });
  });

  it('shows a wedding with a plan its plan, the upgrades at the difference and its payments', async () => {
    const plan = makePlan([{ slug: 'rsvpAdmin' }]);
    const api = mockApi({
      'GET /clients/me': ME,
      'GET /weddings/{id}': {
        body: makeWedding({
          invitationPlan: plan,
          invitationPlanId: plan.id,
          trialEndsAt: null,
        }),
      },
      'GET /weddings/{id}/payments': {
        body: {
          payments: [
            makePayment({
              id: 72,
              amount: 500,
              createdAt: '2026-03-10T18:00:00.000Z',
              card: { brand: 'mastercard', last4: '4444' },
              installments: 6,
            }),
            makePayment({
              id: 71,
              amount: 700,
              createdAt: '2026-02-20T18:00:00.000Z',
              method: 'oxxo',
              card: null,
            }),
            makePayment({ id: 70, amount: 1275, createdAt: '2026-02-01T03:30:00.000Z' }),
          ],
        },
      },
      'POST /invitation-plans/upgrade-options': {
        body: [{ ...PREMIUM, upgradePriceMxn: 1490 - 1500 + 510 }],
      },
      'GET /weddings/{id}/invoice-requests': { body: { invoiceRequests: [] } },
    });
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    expect(await screen.findByText('Tu plan: Plan Esencial')).toBeInTheDocument();
    const upgrade = await screen.findByRole('article', { name: 'Plan Premium' });
    expect(within(upgrade).getByText('Diferencia: $500 MXN')).toBeInTheDocument();
    expect(api.callsTo('POST /invitation-plans/upgrade-options')[0]?.body).toEqual({
      weddingId: 5,
    });
    expect(api.callsTo('GET /invitation-plans')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /modo de prueba/ })).not.toBeInTheDocument();

    // Each payment, then its invoice: both months (in Mexico City) are over.
    await screen.findAllByText(/El plazo terminó/);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const closed = (day: string) =>
      `El plazo terminó el ${day}: la factura se solicita dentro del mes de la compra.`;
    expect(rows.map((row) => row.textContent)).toEqual([
      '10 mar 2026, 12:00Mastercard •••• 44446 meses sin intereses$500 MXN',
      closed('31 mar 2026'),
      '20 feb 2026, 12:00Efectivo en OXXO$700 MXN',
      closed('28 feb 2026'),
      '31 ene 2026, 21:30Visa •••• 4242$1,275 MXN',
      closed('31 ene 2026'),
    ]);

    expect(trackEvent).not.toHaveBeenCalled();
    await app.user.click(within(upgrade).getByRole('button', { name: 'Mejorar a Plan Premium' }));
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('buy_click', { plan: 'Plan Premium' });
    const dialog = screen.getByRole('dialog', { name: 'Pagar Plan Premium' });
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('$500 MXN');
  });
});
