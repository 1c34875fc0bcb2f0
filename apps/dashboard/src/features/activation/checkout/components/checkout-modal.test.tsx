import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayment, makePlan, makeWedding } from '../../../../test/make-wedding.ts';
import { renderPlanTab } from '../../../../test/checkout.ts';
import { screen } from '../../../../test/render-app.tsx';
import { PREMIUM } from '../../../../test/plans.ts';

const INACTIVE = makeWedding({ active: false, trialEndsAt: null });

const setUp = renderPlanTab;

const totals = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.checkout__totals > div')].map((row) => row.textContent);

async function fillCard(
  app: ReturnType<typeof setUp>['app'],
  dialog: HTMLElement,
  card = '4242 4242 4242 4242',
) {
  await app.user.type(
    within(dialog).getByLabelText('Nombre del titular de la tarjeta'),
    'Ana Ruiz',
  );
  await app.user.type(within(dialog).getByLabelText('Número de tarjeta'), card);
  await app.user.click(within(dialog).getByRole('checkbox'));
}

describe('checkout modal', () => {
  it('asks for every field with the fillAllFields snack and links the terms in a new tab', async () => {
    const { api, app, openPremium } = setUp();
    const dialog = await openPremium();
    expect(within(dialog).getByText(/Modo de prueba: no se hace ningún cargo/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'términos, condiciones y aviso de privacidad' }),
    ).toHaveAttribute('href', '/terminos-condiciones-aviso-privacidad');
    expect(
      within(dialog).getByRole('link', { name: 'términos, condiciones y aviso de privacidad' }),
    ).toHaveAttribute('target', '_blank');

    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Favor de llenar todos los campos correctamente.',
    );

    // Everything but the terms.
    await app.user.type(within(dialog).getByLabelText('Nombre del titular de la tarjeta'), 'Ana');
    await app.user.type(within(dialog).getByLabelText('Número de tarjeta'), '4242 4242 4242 4242');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Favor de llenar todos los campos');
    expect(api.callsTo('POST /payments/checkout')).toHaveLength(0);
  });

  it('applies a percentage code to the peso, cancels it, and applies an amount code', async () => {
    const { api, app, openPremium } = setUp({
      'POST /promo-codes/get-by-code': (call) =>
        call.body.code === 'boda15'
          ? { body: { id: 8, type: 'percentage', value: 15 } }
          : { body: { id: 9, type: 'amount', value: 300 } },
    });
    const dialog = await openPremium();
    const apply = within(dialog).getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    expect(totals(dialog)).toEqual(['Subtotal$1,490 MXN', 'Total$1,490 MXN']);

    await app.user.type(within(dialog).getByLabelText('Código promocional (opcional)'), '  ');
    expect(apply).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Código promocional (opcional)'), 'boda15');
    await app.user.click(apply);
    expect(await within(dialog).findByText('Código boda15 aplicado')).toBeInTheDocument();
    expect(api.callsTo('POST /promo-codes/get-by-code')[0]?.body).toEqual({ code: 'boda15' });
    // round(1490 × 15 / 100) = round(223.5) = 224
    expect(totals(dialog)).toEqual(['Subtotal$1,490 MXN', 'Descuento−$224 MXN', 'Total$1,266 MXN']);

    await app.user.click(within(dialog).getByRole('button', { name: 'Quitar código' }));
    expect(totals(dialog)).toEqual(['Subtotal$1,490 MXN', 'Total$1,490 MXN']);
    expect(within(dialog).getByLabelText('Código promocional (opcional)')).toHaveValue('');

    await app.user.type(within(dialog).getByLabelText('Código promocional (opcional)'), 'FIJO300');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Código FIJO300 aplicado')).toBeInTheDocument();
    expect(totals(dialog)).toEqual(['Subtotal$1,490 MXN', 'Descuento−$300 MXN', 'Total$1,190 MXN']);
    expect(within(dialog).getByRole('button', { name: 'Pagar $1,190 MXN' })).toBeInTheDocument();
  });

  it("shows the server's message for an unknown code and applies nothing", async () => {
    const { app, openPremium } = setUp({
      'POST /promo-codes/get-by-code': {
        status: 404,
        body: { code: 'not_found', message: 'El código promocional no existe o ya no es válido.' },
      },
    });
    const dialog = await openPremium();
    const field = within(dialog).getByLabelText('Código promocional (opcional)');
    await app.user.type(field, 'NOEXISTE');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText(/ya no es válido/)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/ya no es válido/);
    expect(totals(dialog)).toEqual(['Subtotal$1,490 MXN', 'Total$1,490 MXN']);
  });

  it('refuses a card that is not a test card, and shows a declined card under the card field', async () => {
    const { api, app, openPremium } = setUp({
      'POST /payments/checkout': {
        status: 402,
        body: { code: 'payment_failed', message: 'Tu tarjeta fue rechazada.' },
      },
    });
    const dialog = await openPremium();
    await fillCard(app, dialog, '4111 1111 1111 1111');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    const card = within(dialog).getByLabelText('Número de tarjeta');
    expect(card).toHaveAccessibleDescription(/Usa una tarjeta de prueba: 4242 4242 4242 4242/);
    expect(api.callsTo('POST /payments/checkout')).toHaveLength(0);

    await app.user.clear(card);
    await app.user.type(card, '4000 0000 0000 0002');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await within(dialog).findByText('Tu tarjeta fue rechazada.')).toBeInTheDocument();
    expect(card).toHaveAccessibleDescription(/Tu tarjeta fue rechazada\./);
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a code used up since it was applied under the code field, back at full price', async () => {
    const usedUp = 'Este código de promoción ya se agotó: alcanzó su límite de usos.';
    const { api, app, openPremium } = setUp({
      'POST /promo-codes/get-by-code': { body: { id: 8, type: 'percentage', value: 15 } },
      'POST /payments/checkout': {
        status: 422,
        body: { code: 'validation_failed', message: usedUp, errors: { promoCodeId: [usedUp] } },
      },
    });
    const dialog = await openPremium();
    const field = within(dialog).getByLabelText('Código promocional (opcional)');
    await app.user.type(field, 'BODA15');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await within(dialog).findByText('Código BODA15 aplicado');
    await fillCard(app, dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,266 MXN' }));

    expect(await within(dialog).findByText(usedUp)).toBeInTheDocument();
    expect(
      within(dialog).getByLabelText('Código promocional (opcional)'),
    ).toHaveAccessibleDescription(usedUp);
    expect(totals(dialog)).toEqual(['Subtotal$1,490 MXN', 'Total$1,490 MXN']);
    expect(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' })).toBeEnabled();
    expect(api.callsTo('POST /payments/checkout')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot be closed while paying; on success it closes and reloads the wedding and upgrades', async () => {
    let release: () => void = () => undefined;
    const paid = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, app, openPremium } = setUp({
      'GET /weddings/{id}': (_call, count) => ({
        body:
          count === 1
            ? INACTIVE
            : makeWedding({ invitationPlan: { ...PREMIUM }, invitationPlanId: PREMIUM.id }),
      }),
      'POST /promo-codes/get-by-code': { body: { id: 8, type: 'percentage', value: 15 } },
      'POST /payments/checkout': async () => {
        await paid;
        return {
          status: 201,
          body: {
            message: 'Pago realizado con éxito',
            payment: makePayment({ amount: 1266 }),
          },
        };
      },
      'POST /invitation-plans/upgrade-options': { body: [] },
    });
    const dialog = await openPremium();
    await app.user.type(within(dialog).getByLabelText('Código promocional (opcional)'), 'BODA15');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await within(dialog).findByText('Código BODA15 aplicado');
    await fillCard(app, dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,266 MXN' }));

    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Pagar/ })).toBeDisabled();

    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toEqual({
      invitationPlanId: 3,
      paymentMethodId: 'pm_card_visa',
      planId: 3,
      weddingId: 5,
      currentPlanId: null,
      promoCodeId: 8,
    });
    expect(await screen.findByText('Tu plan: Plan Premium')).toBeInTheDocument();
    expect(api.callsTo('GET /weddings/{id}', { id: 5 })).toHaveLength(2);
    expect(await screen.findByText('Ya tienes el plan más completo.')).toBeInTheDocument();
  });

  it('sends the current plan for an upgrade and refetches the upgrade options after it', async () => {
    const plan = makePlan([{ slug: 'rsvpAdmin' }]);
    const withPlan = makeWedding({ invitationPlan: plan, invitationPlanId: plan.id });
    const { api, app } = setUp({
      'GET /weddings/{id}': { body: withPlan },
      'POST /invitation-plans/upgrade-options': { body: [{ ...PREMIUM, upgradePriceMxn: 500 }] },
      'POST /payments/checkout': {
        status: 201,
        body: {
          message: 'Pago realizado con éxito',
          payment: makePayment({ id: 71, amount: 500 }),
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Mejorar a Plan Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar Plan Premium' });
    await fillCard(app, dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $500 MXN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      invitationPlanId: 3,
      currentPlanId: 2,
      promoCodeId: null,
    });
    await waitFor(() =>
      expect(api.callsTo('POST /invitation-plans/upgrade-options')).toHaveLength(2),
    );
  });
});
