import type { MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Config from '../../../../config.ts';
import { makePayment } from '../../../../test/make-wedding.ts';
import { renderPlanTab } from '../../../../test/checkout.ts';
import { screen } from '../../../../test/render-app.tsx';

// A build with a publishable key.
vi.mock('../../../../config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Config>()),
  STRIPE_PUBLISHABLE_KEY: 'pk_test_convite',
}));

const stripe = vi.hoisted(() => ({
  instance: { createConfirmationToken: vi.fn(), handleNextAction: vi.fn() },
  elements: { submit: vi.fn() },
  elementsOptions: vi.fn(),
  loadStripe: vi.fn(),
}));

type ElementChange = { complete: boolean; value: { type: string } };

// Stripe.js cannot load offline: its loader is watched, and the Payment Element stands in as a card
// input and an OXXO tab that report what Stripe's would.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    stripe.elementsOptions(options);
    return children;
  },
  useStripe: () => stripe.instance,
  useElements: () => stripe.elements,
  PaymentElement: ({ onChange }: { onChange: (event: ElementChange) => void }) => (
    <div>
      <label>
        Stripe card
        <input
          onChange={(event) =>
            onChange({ complete: event.target.value.length > 0, value: { type: 'card' } })
          }
        />
      </label>
      <button type="button" onClick={() => onChange({ complete: true, value: { type: 'oxxo' } })}>
        Stripe OXXO
      </button>
    </div>
  ),
}));

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue(stripe.instance);
  stripe.elements.submit.mockReset().mockResolvedValue({});
  stripe.instance.createConfirmationToken
    .mockReset()
    .mockResolvedValue({ confirmationToken: { id: 'ctoken_1' } });
  stripe.instance.handleNextAction.mockReset();
  stripe.elementsOptions.mockReset();
});

function setUp(handlers: MockHandlers = {}) {
  const { api, app, openPremium } = renderPlanTab({
    'POST /payments/checkout': {
      status: 201,
      body: { message: 'Pago realizado con éxito', payment: makePayment() },
    },
    ...handlers,
  });
  const payByCard = async (dialog: HTMLElement) => {
    await app.user.type(await within(dialog).findByLabelText('Stripe card'), '4242');
    await app.user.type(within(dialog).getByLabelText('Nombre del titular de la tarjeta'), 'Ana');
    await app.user.click(within(dialog).getByRole('checkbox'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
  };
  return { api, app, openPremium, payByCard };
}

describe("Stripe's Payment Element (a publishable key configured)", () => {
  // First in the file: Stripe.js is loaded once per page, so later checkouts reuse it.
  it('loads Stripe.js only when a checkout opens, in Latin-American Spanish, for the total in centavos', async () => {
    const { openPremium } = setUp();
    await screen.findByRole('button', { name: 'Comprar Plan Premium' });
    expect(stripe.loadStripe).not.toHaveBeenCalled();

    const dialog = await openPremium();
    expect(await within(dialog).findByLabelText('Stripe card')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_convite', {
      locale: 'es-419',
    });
    expect(stripe.elementsOptions).toHaveBeenLastCalledWith(
      expect.objectContaining({
        mode: 'payment',
        amount: 149000,
        currency: 'mxn',
        locale: 'es-419',
      }),
    );
    expect(within(dialog).queryByText(/Modo de prueba/)).not.toBeInTheDocument();
  });

  it("submits the element, makes a ConfirmationToken with the payer's name and email, and pays with it", async () => {
    const { api, app, openPremium, payByCard } = setUp();
    const dialog = await openPremium();
    // An incomplete element is a missing field.
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Favor de llenar todos los campos');

    await payByCard(dialog);
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(stripe.elements.submit).toHaveBeenCalledTimes(1);
    expect(stripe.instance.createConfirmationToken).toHaveBeenCalledWith({
      elements: stripe.elements,
      params: {
        payment_method_data: { billing_details: { name: 'Ana', email: 'ana@example.com' } },
      },
    });
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'ctoken_1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows Stripe's own errors under the element and does not call the server", async () => {
    stripe.elements.submit.mockResolvedValue({ error: { message: 'Tu tarjeta ha expirado.' } });
    const { api, openPremium, payByCard } = setUp();
    const dialog = await openPremium();
    await payByCard(dialog);
    expect(await within(dialog).findByText('Tu tarjeta ha expirado.')).toBeInTheDocument();
    expect(stripe.instance.createConfirmationToken).not.toHaveBeenCalled();
    expect(api.callsTo('POST /payments/checkout')).toHaveLength(0);
  });

  it("passes a card's 3-D Secure to Stripe.js, then asks the server how it went", async () => {
    stripe.instance.handleNextAction.mockResolvedValue({ paymentIntent: { id: 'pi_1' } });
    const pending = makePayment({
      status: 'pending',
      nextAction: { kind: 'authenticate', clientSecret: 'pi_1_secret_2' },
    });
    const { api, openPremium, payByCard } = setUp({
      'POST /payments/checkout': { status: 202, body: { message: 'Pendiente', payment: pending } },
      'POST /payments/{id}/refresh': {
        body: { message: 'Pago realizado con éxito', payment: makePayment() },
      },
    });
    const dialog = await openPremium();
    await payByCard(dialog);
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(stripe.instance.handleNextAction).toHaveBeenCalledExactlyOnceWith({
      clientSecret: 'pi_1_secret_2',
    });
    expect(api.callsTo('POST /payments/{id}/refresh')).toHaveLength(1);
    expect(api.callsTo('POST /payments/{id}/refresh')[0]?.params.path).toEqual({ id: 70 });
    expect(api.callsTo('POST /payments/{id}/test-authentication')).toHaveLength(0);
  });

  it("brings a failed 3-D Secure back to the form with Stripe's message", async () => {
    stripe.instance.handleNextAction.mockResolvedValue({
      error: { message: 'No pudimos autenticar tu método de pago.' },
    });
    const { api, openPremium, payByCard } = setUp({
      'POST /payments/checkout': {
        status: 202,
        body: {
          message: 'Pendiente',
          payment: makePayment({
            status: 'pending',
            nextAction: { kind: 'authenticate', clientSecret: 'pi_1_secret_2' },
          }),
        },
      },
      'POST /payments/{id}/refresh': {
        status: 402,
        body: { code: 'payment_failed', message: 'Pago rechazado.' },
      },
    });
    const dialog = await openPremium();
    await payByCard(dialog);
    expect(
      await within(dialog).findByText('No pudimos autenticar tu método de pago.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /payments/{id}/refresh')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Nombre del titular de la tarjeta')).toHaveValue('Ana');
    expect(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' })).toBeEnabled();
  });

  it("pays at OXXO in the account holder's name, without asking for a cardholder", async () => {
    const { app, openPremium } = setUp();
    const dialog = await openPremium();
    await app.user.click(await within(dialog).findByRole('button', { name: 'Stripe OXXO' }));
    expect(
      within(dialog).queryByLabelText('Nombre del titular de la tarjeta'),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText(/A nombre de Ana López/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox'));
    await app.user.click(within(dialog).getByRole('button', { name: /Generar referencia OXXO/ }));
    await waitFor(() =>
      expect(stripe.instance.createConfirmationToken).toHaveBeenCalledWith(
        expect.objectContaining({
          params: {
            payment_method_data: {
              billing_details: { name: 'Ana López', email: 'ana@example.com' },
            },
          },
        }),
      ),
    );
  });
});
