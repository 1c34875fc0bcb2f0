import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Config from '../../../config.ts';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';
import { BASIC, PREMIUM } from '../../../test/plans.ts';

// A build with a publishable key.
vi.mock('../../../config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Config>()),
  STRIPE_PUBLISHABLE_KEY: 'pk_test_convite',
}));

const stripe = vi.hoisted(() => {
  const card = { kind: 'card-element' };
  return {
    card,
    createPaymentMethod: vi.fn(),
    loadStripe: vi.fn(),
  };
});

// Stripe.js cannot load offline: its loader is watched, and Elements stands in as a plain input.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  useStripe: () => ({ createPaymentMethod: stripe.createPaymentMethod }),
  useElements: () => ({ getElement: () => stripe.card }),
  CardElement: ({
    id,
    onChange,
  }: {
    id: string;
    onChange: (event: { complete: boolean; error?: { message: string } }) => void;
  }) => (
    <input
      id={id}
      onChange={(event) =>
        onChange(
          event.target.value === 'bad'
            ? { complete: false, error: { message: 'El número de tarjeta no es válido.' } }
            : { complete: event.target.value.length > 0 },
        )
      }
    />
  ),
}));

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.createPaymentMethod.mockReset();
});

function setUp() {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /invitation-plans': { body: [BASIC, PREMIUM] },
    'GET /weddings/{id}': { body: makeWedding({ active: false, trialEndsAt: null }) },
    'POST /payments/checkout': {
      status: 201,
      body: {
        message: 'Pago realizado con éxito',
        payment: { id: 70, amount: 1490, createdAt: '2026-11-24T15:00:00.000Z' },
      },
    },
  });
  return { api, app: renderApp('/dashboard/boda/5/activacion', { token: 'jwt' }) };
}

describe('the Stripe card field (a publishable key configured)', () => {
  // First in the file: Stripe.js is loaded once per page, so later checkouts reuse it.
  it('loads Stripe.js only when a checkout opens, in Latin-American Spanish', async () => {
    const { app } = setUp();
    const buy = await screen.findByRole('button', { name: 'Comprar Plan Premium' });
    expect(stripe.loadStripe).not.toHaveBeenCalled();

    await app.user.click(buy);
    const dialog = screen.getByRole('dialog', { name: 'Pagar Plan Premium' });
    expect(await within(dialog).findByLabelText('Tarjeta')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledTimes(1);
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_convite', { locale: 'es-419' });
    expect(within(dialog).queryByText(/Modo de prueba/)).not.toBeInTheDocument();
  });

  it("creates the payment method with the cardholder's name and pays with it", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Real' } });
    const { api, app } = setUp();
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Plan Premium' }));
    const dialog = screen.getByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Nombre del titular de la tarjeta'), 'Ana');
    await app.user.click(within(dialog).getByRole('checkbox'));
    // An incomplete card is a missing field.
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Favor de llenar todos los campos');

    await app.user.type(await within(dialog).findByLabelText('Tarjeta'), '4242');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.card,
      billing_details: { name: 'Ana' },
    });
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'pm_1Real',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows Stripe's own errors under the card field and does not call the server", async () => {
    stripe.createPaymentMethod.mockResolvedValue({
      error: { message: 'Tu tarjeta ha expirado.' },
    });
    const { api, app } = setUp();
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Plan Premium' }));
    const dialog = screen.getByRole('dialog');
    const card = await within(dialog).findByLabelText('Tarjeta');
    await app.user.type(card, 'bad');
    expect(within(dialog).getByText('El número de tarjeta no es válido.')).toBeInTheDocument();

    await app.user.clear(card);
    await app.user.type(card, '4000');
    await app.user.type(within(dialog).getByLabelText('Nombre del titular de la tarjeta'), 'Ana');
    await app.user.click(within(dialog).getByRole('checkbox'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await within(dialog).findByText('Tu tarjeta ha expirado.')).toBeInTheDocument();
    expect(api.callsTo('POST /payments/checkout')).toHaveLength(0);
  });
});
