import type { MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayment } from '../../../../test/make-wedding.ts';
import { renderPlanTab } from '../../../../test/checkout.ts';
import { screen } from '../../../../test/render-app.tsx';

// The embedded gateway (no Stripe key): the test payment field and the server's next steps.

const PAID = { body: { message: 'Pago realizado con éxito', payment: makePayment() } };
const pendingWith = (nextAction: NonNullable<ReturnType<typeof makePayment>['nextAction']>) =>
  makePayment({
    status: 'pending',
    method:
      nextAction.kind === 'oxxo_voucher'
        ? 'oxxo'
        : nextAction.kind === 'spei_transfer'
          ? 'spei'
          : 'card',
    card: null,
    nextAction,
  });
/** Checkout's 202: recorded, with a step left. */
const accepted = (payment: ReturnType<typeof makePayment>) =>
  ({ status: 202, body: { message: 'Pendiente', payment } }) as const;
const OXXO = pendingWith({
  kind: 'oxxo_voucher',
  number: '93000012345678901234',
  amount: 1490,
  expiresAt: '2026-11-28T05:59:00.000Z',
  voucherUrl: 'https://payments.example/oxxo/voucher_1',
});
const SPEI = pendingWith({
  kind: 'spei_transfer',
  clabe: '646180111812345678',
  bankName: 'STP',
  reference: 'CONVITE70',
  amount: 1490,
  instructionsUrl: null,
});

function setUp(handlers: MockHandlers = {}) {
  const { api, app, openPremium } = renderPlanTab(handlers);
  const payWithCard = async (dialog: HTMLElement, card: string) => {
    await app.user.type(within(dialog).getByLabelText('Número de tarjeta'), card);
    await app.user.type(within(dialog).getByLabelText('Nombre del titular de la tarjeta'), 'Ana');
    await app.user.click(within(dialog).getByRole('checkbox'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
  };
  const payWith = async (dialog: HTMLElement, method: 'OXXO' | 'Transferencia SPEI') => {
    await app.user.click(within(dialog).getByRole('radio', { name: method }));
    await app.user.click(within(dialog).getByRole('checkbox'));
    await app.user.click(
      within(dialog).getByRole('button', { name: /Generar referencia OXXO|Obtener la CLABE/ }),
    );
  };
  return { api, app, openPremium, payWithCard, payWith };
}

describe('paying with the embedded gateway', () => {
  it('pays a plain test card at once', async () => {
    const { api, openPremium, payWithCard } = setUp({ 'POST /payments/checkout': PAID });
    await payWithCard(await openPremium(), '4242 4242 4242 4242');
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'pm_card_visa',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("authorizes the test bank's 3-D Secure and is paid", async () => {
    const { api, app, openPremium, payWithCard } = setUp({
      'POST /payments/checkout': accepted(
        pendingWith({ kind: 'authenticate', clientSecret: null }),
      ),
      'POST /payments/{id}/test-authentication': PAID,
    });
    const dialog = await openPremium();
    await payWithCard(dialog, '4000 0027 6000 3184');
    const bank = await within(dialog).findByRole('region', {
      name: 'Autenticación de prueba del banco',
    });
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'pm_card_threeDSecure2Required',
    });
    await app.user.click(within(bank).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(api.callsTo('POST /payments/{id}/test-authentication')[0]).toMatchObject({
      params: { path: { id: 70 } },
      body: { approve: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('brings a refused 3-D Secure back to the form with the reason, what was typed kept', async () => {
    const { api, app, openPremium, payWithCard } = setUp({
      'POST /payments/checkout': accepted(
        pendingWith({ kind: 'authenticate', clientSecret: null }),
      ),
      'POST /payments/{id}/test-authentication': {
        status: 402,
        body: { code: 'payment_failed', message: 'Tu banco no autorizó el pago.' },
      },
    });
    const dialog = await openPremium();
    await payWithCard(dialog, '4000 0027 6000 3184');
    await app.user.click(await within(dialog).findByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Tu banco no autorizó el pago.')).toBeInTheDocument();
    expect(api.callsTo('POST /payments/{id}/test-authentication')[0]?.body).toEqual({
      approve: false,
    });
    expect(within(dialog).getByLabelText('Número de tarjeta')).toHaveValue('4000 0027 6000 3184');
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  });

  it.each([
    { choice: '6 meses sin intereses de $248.33', months: 6 },
    { choice: 'Un solo pago de $1,490', months: null },
  ])('offers meses sin intereses and sends $choice as $months', async ({ choice, months }) => {
    const { api, app, openPremium, payWithCard } = setUp({
      'POST /payments/checkout': accepted(
        pendingWith({ kind: 'choose_installments', months: [3, 6, 9, 12] }),
      ),
      'POST /payments/{id}/installments': PAID,
    });
    const dialog = await openPremium();
    await payWithCard(dialog, '4000 0048 4000 8001');
    const picker = await within(dialog).findByRole('group', { name: /¿Cómo quieres pagar\?/ });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Un solo pago de $1,490',
      '3 meses sin intereses de $496.67',
      '6 meses sin intereses de $248.33',
      '9 meses sin intereses de $165.56',
      '12 meses sin intereses de $124.17',
    ]);
    await app.user.click(within(picker).getByRole('radio', { name: choice }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pagar $1,490 MXN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pago realizado con éxito');
    expect(api.callsTo('POST /payments/{id}/installments')[0]?.body).toEqual({ months });
  });

  it('shows the OXXO voucher: amount, reference to copy, expiry in Mexico City, steps and printable link', async () => {
    const { api, app, openPremium, payWith } = setUp({
      'POST /payments/checkout': accepted(OXXO),
      'POST /payments/{id}/refresh': { body: { message: 'Pendiente', payment: OXXO } },
    });
    const dialog = await openPremium();
    await app.user.click(within(dialog).getByRole('radio', { name: 'OXXO' }));
    expect(within(dialog).queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /A nombre de Ana López; te enviamos las instrucciones a ana@example.com/,
      ),
    ).toBeInTheDocument();
    await payWith(dialog, 'OXXO');
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'pm_oxxo',
    });

    expect(
      await within(dialog).findByRole('heading', { name: 'Paga en efectivo en OXXO' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Monto a pagar').nextSibling).toHaveTextContent('$1,490 MXN');
    expect(within(dialog).getByText('9300 0012 3456 7890 1234')).toBeInTheDocument();
    // 05:59 UTC on the 28th is 23:59 on the 27th in Mexico City.
    expect(within(dialog).getByText('Paga antes del').nextSibling).toHaveTextContent(
      'viernes 27 de noviembre a las 23:59 (hora del centro de México)',
    );
    expect(
      within(dialog).getByText(/di en caja que quieres hacer un pago de OXXO Pay/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver o imprimir la ficha' })).toHaveAttribute(
      'href',
      'https://payments.example/oxxo/voucher_1',
    );
    expect(
      within(dialog).getByText(/te enviamos estas instrucciones por correo/),
    ).toBeInTheDocument();

    await app.user.click(
      within(dialog).getByRole('button', { name: 'Copiar Número de referencia' }),
    );
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('93000012345678901234');
    expect(within(dialog).getByRole('button', { name: 'Copiado' })).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Ya pagué, revisar' }));
    expect(await within(dialog).findByText(/Aún no recibimos tu pago/)).toBeInTheDocument();
    expect(api.callsTo('POST /payments/{id}/refresh')).toHaveLength(1);
    await app.user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the SPEI transfer: exact amount, CLABE to copy, bank and reference', async () => {
    const { api, openPremium, payWith } = setUp({
      'POST /payments/checkout': accepted(SPEI),
    });
    const dialog = await openPremium();
    await payWith(dialog, 'Transferencia SPEI');
    expect(api.callsTo('POST /payments/checkout')[0]?.body).toMatchObject({
      paymentMethodId: 'pm_spei',
    });
    expect(
      await within(dialog).findByRole('heading', { name: 'Paga por transferencia SPEI' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Monto exacto').nextSibling).toHaveTextContent('$1,490 MXN');
    expect(within(dialog).getByText('6461 8011 1812 3456 78')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar CLABE' })).toBeInTheDocument();
    expect(within(dialog).getByText('STP')).toBeInTheDocument();
    expect(within(dialog).getByText('CONVITE70')).toBeInTheDocument();
    expect(within(dialog).getByText(/normalmente en minutos/)).toBeInTheDocument();
  });
});

describe('a pending payment on the plan tab', () => {
  it('replaces the buy buttons with the pending OXXO card, its instructions, and a confirmed cancel', async () => {
    const { api, app } = setUp({
      'GET /weddings/{id}/payments': (_call, count) => ({
        body: { payments: count === 1 ? [OXXO] : [] },
      }),
      'POST /payments/{id}/cancel': {
        body: { message: 'Cancelado', payment: { ...OXXO, status: 'failed', nextAction: null } },
      },
    });
    const card = await screen.findByRole('region', { name: 'Pago pendiente' });
    expect(within(card).getByRole('heading')).toHaveTextContent('Pago pendiente: Plan Premium');
    expect(card).toHaveTextContent(
      'Efectivo en OXXO: $1,490 MXN, vence el viernes 27 de noviembre a las 23:59 (hora del centro de México).',
    );
    expect(screen.getByRole('article', { name: 'Plan Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar Plan Premium' })).not.toBeInTheDocument();

    await app.user.click(within(card).getByRole('button', { name: 'Ver instrucciones' }));
    const dialog = screen.getByRole('dialog', { name: 'Pago pendiente' });
    expect(within(dialog).getByText('9300 0012 3456 7890 1234')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Listo' }));

    await app.user.click(within(card).getByRole('button', { name: 'Pagar de otra forma' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent(/Si ya pagaste, no lo canceles/);
    await app.user.click(within(confirm).getByRole('button', { name: 'Sí, cancelar este pago' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelamos el pago pendiente');
    expect(api.callsTo('POST /payments/{id}/cancel')[0]?.params.path).toEqual({ id: 70 });
    expect(await screen.findByRole('button', { name: 'Comprar Plan Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pago pendiente' })).not.toBeInTheDocument();
  });

  it('shows a pending SPEI transfer without a due date', async () => {
    setUp({ 'GET /weddings/{id}/payments': { body: { payments: [SPEI] } } });
    expect(await screen.findByRole('region', { name: 'Pago pendiente' })).toHaveTextContent(
      'Transferencia SPEI: $1,490 MXN. Tu plan se activa en cuanto llegue.',
    );
  });
});
