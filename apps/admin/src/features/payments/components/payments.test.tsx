import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  detailFields,
  makeCommission,
  makePayment,
  makePromoter,
  renderAdmin,
  tableText,
} from '../../../test/admin.ts';

/** A pending OXXO voucher as the admin API answers it. */
const oxxoVoucher = (voucherUrl: string | null) =>
  makePayment({
    method: 'oxxo',
    card: null,
    nextAction: {
      kind: 'oxxo_voucher',
      number: '93000012345678901234',
      amount: 1490,
      expiresAt: '2026-03-04T05:59:00.000Z',
      voucherUrl,
    },
  });

describe('payments list', () => {
  it('shows the columns of the specification, money as pesos, and has no search', async () => {
    mockApi({
      'GET /payments': {
        body: {
          payments: [
            makePayment(),
            makePayment({
              id: 10,
              amount: 990,
              wedding: null,
              client: null,
              method: 'oxxo',
              card: null,
            }),
            makePayment({ id: 11, status: 'refunded' }),
            makePayment({ id: 12, status: 'disputed' }),
          ],
          page: 1,
          totalPages: 2,
        },
      },
    });
    const app = renderAdmin('/admin/pagos');
    expect(tableText(await screen.findByRole('table'))).toEqual([
      ['ID', 'Monto', 'Estatus', 'Forma de pago', 'Boda', 'Cliente', 'Creado'],
      [
        '9',
        '$1,490',
        'Pagado',
        'Tarjeta Visa •••• 4242',
        'Ana & Luis',
        'Ana Ruiz',
        '01/03/2026 12:05:09',
      ],
      ['10', '$990', 'Pagado', 'OXXO', '-', '-', '01/03/2026 12:05:09'],
      [
        '11',
        '$1,490',
        'Reembolsado',
        'Tarjeta Visa •••• 4242',
        'Ana & Luis',
        'Ana Ruiz',
        '01/03/2026 12:05:09',
      ],
      [
        '12',
        '$1,490',
        'En disputa',
        'Tarjeta Visa •••• 4242',
        'Ana & Luis',
        'Ana Ruiz',
        '01/03/2026 12:05:09',
      ],
    ]);
    // A badge whose colour says whether the money stayed.
    expect(screen.getByText('Reembolsado')).toHaveClass('status-badge--bad');
    expect(screen.getByText('En disputa')).toHaveClass('status-badge--warn');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
  });
});

describe('late charges', () => {
  it('shows staff money that came after a payment failed, beside its status, in the list and the detail', async () => {
    mockApi({
      'GET /payments': {
        body: {
          payments: [
            makePayment({ id: 20, status: 'failed', lateCharge: 'refund_due' }),
            makePayment({ id: 21, status: 'refunded', lateCharge: 'refunded' }),
            makePayment({ id: 22, status: 'succeeded', lateCharge: 'applied' }),
          ],
          page: 1,
          totalPages: 1,
        },
      },
      'GET /payments/{id}': {
        body: makePayment({ id: 20, status: 'failed', lateCharge: 'refund_due' }),
      },
    });
    const app = renderAdmin('/admin/pagos');
    const rows = tableText(await screen.findByRole('table')).slice(1);
    expect(rows.map((row) => row[2])).toEqual([
      'Fallido Cobro tardío: reembolso pendiente',
      'Reembolsado Cobro tardío reembolsado',
      'Pagado Cobro tardío aplicado',
    ]);
    expect(screen.getByText('Cobro tardío: reembolso pendiente')).toHaveClass('status-badge--bad');
    expect(screen.getByText('Cobro tardío aplicado')).toHaveClass('status-badge--warn');

    await app.router.navigate('/admin/pagos/20');
    expect(await screen.findByRole('heading', { name: 'Pago 20' })).toBeInTheDocument();
    expect(detailFields()).toMatchObject({
      Estatus: 'Fallido Cobro tardío: reembolso pendiente',
    });
  });
});

describe('payment detail', () => {
  it('shows every field and the commission with its promoter link', async () => {
    mockApi({
      'GET /payments/{id}': { body: makePayment() },
      'GET /promoters/{id}': { body: makePromoter() },
    });
    const app = renderAdmin('/admin/pagos/9');
    expect(await screen.findByRole('heading', { name: 'Pago 9' })).toBeInTheDocument();
    expect(detailFields()).toEqual({
      ID: '9',
      Monto: '$1,490',
      Estatus: 'Pagado',
      Boda: 'Ana & Luis',
      Cliente: 'Ana Ruiz',
      Plan: 'Premium',
      Creado: '01/03/2026 12:05:09',
      Actualizado: '02/03/2026 12:00:00',
      'ID de intento de pago': 'pi_123',
      'Forma de pago': 'Tarjeta Visa •••• 4242',
    });
    expect(screen.queryByRole('region', { name: 'Pasarela de prueba' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana & Luis' })).toHaveAttribute(
      'href',
      '/admin/bodas/5',
    );
    expect(screen.getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute(
      'href',
      '/admin/clientes/7',
    );
    expect(tableText(screen.getByRole('table'))).toEqual([
      ['ID', 'Monto', 'Porcentaje', 'Reversión', 'Promotor', 'Creada'],
      ['21', '$149', '10%', '-', 'Paco Promotor', '01/03/2026 12:05:09'],
    ]);
    // Nothing was taken back: no word about the plan rule.
    expect(screen.queryByText(/Un reembolso total/)).not.toBeInTheDocument();

    // Payment → promoter: the payment is pushed onto the breadcrumbs first.
    await app.user.click(screen.getByRole('link', { name: 'Paco Promotor' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/promotores/4'));
    await screen.findByRole('heading', { name: 'Paco Promotor' });
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // The payment was opened from its address: its list still leads the way.
    ).toEqual(['Pagos', 'Pago 9', 'Paco Promotor']);
    await app.user.click(within(crumbs).getByRole('link', { name: 'Pago 9' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/pagos/9'));
  });

  it('shows a partial refund and a lost dispute, the reversed commission and the plan rule', async () => {
    mockApi({
      'GET /payments/{id}': {
        body: makePayment({
          status: 'dispute_lost',
          refund: { amountCentavos: 74_550, refundedAt: '2026-03-06T16:00:00.000Z' },
          dispute: {
            status: 'lost',
            openedAt: '2026-03-04T12:00:00.000Z',
            closedAt: '2026-04-01T09:30:00.000Z',
          },
          commission: {
            ...makeCommission({
              reversal: {
                amount: 149,
                reason: 'dispute_lost',
                reversedAt: '2026-04-01T09:30:00.000Z',
              },
            }),
            promoter: { id: 4, name: 'Paco Promotor' },
          },
        }),
      },
    });
    renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    expect(detailFields()).toMatchObject({
      Estatus: 'Disputa perdida',
      'Monto reembolsado': '$745.5',
      'Reembolsado el': '06/03/2026 10:00:00',
      Disputa: 'Perdida',
      'Disputa abierta el': '04/03/2026 06:00:00',
      'Disputa cerrada el': '01/04/2026 03:30:00',
    });
    expect(tableText(screen.getByRole('table'))[1]).toEqual([
      '21',
      '$149',
      '10%',
      '−$149 Disputa perdida · 01/04/2026 03:30:00',
      'Paco Promotor',
      '01/03/2026 12:05:09',
    ]);
    expect(
      screen.getByText(/Un reembolso total o una disputa perdida regresan la boda/),
    ).toBeInTheDocument();
  });

  it('shows an open dispute not yet closed', async () => {
    mockApi({
      'GET /payments/{id}': {
        body: makePayment({
          status: 'disputed',
          dispute: { status: 'open', openedAt: '2026-03-04T12:00:00.000Z', closedAt: null },
        }),
      },
    });
    renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    const fields = detailFields();
    expect(fields).toMatchObject({
      Estatus: 'En disputa',
      Disputa: 'Abierta',
      'Disputa cerrada el': '-',
    });
    expect(fields).not.toHaveProperty('Monto reembolsado');
  });

  it('shows the couple’s invoice request with the SAT codes named, or that there is none (es/en)', async () => {
    const invoiceRequest = {
      id: 31,
      paymentId: 9,
      rfc: 'GODE561231GR8',
      name: 'Ana Ruiz Luna',
      taxRegime: '612',
      postalCode: '06600',
      cfdiUse: 'G03',
      email: 'ana@example.com',
      createdAt: '2026-03-01T18:05:09.000Z',
    };
    mockApi({ 'GET /payments/{id}': { body: makePayment({ invoiceRequest }) } });
    renderAdmin('/admin/pagos/9');
    const heading = await screen.findByRole('heading', { name: 'Solicitud de factura' });
    const fields = (list: Element | null) =>
      [...(list?.querySelectorAll('div') ?? [])].map((item) => item.textContent);
    const list = heading.nextElementSibling;
    expect(fields(list)).toEqual([
      'RFCGODE561231GR8',
      'Nombre o razón socialAna Ruiz Luna',
      'Régimen fiscal612 · Personas Físicas con Actividades Empresariales y Profesionales',
      'Código postal06600',
      'Uso del CFDIG03 · Gastos en general',
      'Enviar aana@example.com',
      'Solicitada01/03/2026 12:05:09',
    ]);
    await i18n.changeLanguage('en');
    expect(
      await screen.findByText(
        '612 · Individuals with business and professional activities (Actividades Empresariales y Profesionales)',
      ),
    ).toBeInTheDocument();
  });

  it('says when the couple has not requested an invoice', async () => {
    mockApi({ 'GET /payments/{id}': { body: makePayment() } });
    renderAdmin('/admin/pagos/9');
    expect(await screen.findByText('La pareja no ha solicitado factura.')).toBeInTheDocument();
  });

  it('has no commission table without a commission', async () => {
    mockApi({
      'GET /payments/{id}': {
        body: makePayment({ commission: null, stripePaymentIntentId: null }),
      },
    });
    renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(detailFields()['ID de intento de pago']).toBe('-');
  });

  it('shows the meses sin intereses of a card payment', async () => {
    mockApi({ 'GET /payments/{id}': { body: makePayment({ installments: 6 }) } });
    renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    expect(detailFields()['Meses sin intereses']).toBe('6');
  });

  it('shows a pending SPEI transfer and a card waiting for its 3-D Secure', async () => {
    mockApi({
      'GET /payments/{id}': (call) => ({
        body:
          call.params.path.id === 9
            ? makePayment({
                method: 'spei',
                card: null,
                nextAction: {
                  kind: 'spei_transfer',
                  clabe: '646180111812345678',
                  bankName: 'STP',
                  reference: 'CONVITE9',
                  amount: 1490,
                  instructionsUrl: null,
                },
              })
            : makePayment({ id: 10, nextAction: { kind: 'authenticate', clientSecret: null } }),
      }),
    });
    const app = renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    expect(detailFields()).toMatchObject({
      'Forma de pago': 'Transferencia SPEI',
      CLABE: '646180111812345678',
      Banco: 'STP',
      'Referencia SPEI': 'CONVITE9',
    });
    expect(screen.getByRole('region', { name: 'Pasarela de prueba' })).toBeInTheDocument();

    await app.router.navigate('/admin/pagos/10');
    await screen.findByRole('heading', { name: 'Pago 10' });
    expect(detailFields()['Pendiente de']).toBe('3-D Secure de la pareja');
    expect(screen.queryByRole('region', { name: 'Pasarela de prueba' })).not.toBeInTheDocument();
  });

  it.each([
    { button: 'Marcar pagado', outcome: 'paid' },
    { button: 'Marcar vencido', outcome: 'expired' },
  ] as const)(
    'settles a pending OXXO voucher with the embedded gateway: $button',
    async ({ button, outcome }) => {
      const voucher = oxxoVoucher(null);
      const api = mockApi({
        'GET /payments/{id}': { body: voucher },
        'POST /payments/{id}/test-settlement': { body: { ...voucher, nextAction: null } },
      });
      const app = renderAdmin('/admin/pagos/9');
      await screen.findByRole('heading', { name: 'Pago 9' });
      expect(detailFields()).toMatchObject({
        'Referencia OXXO': '93000012345678901234',
        Vence: '03/03/2026 23:59:00',
        Ficha: '-',
      });
      const controls = screen.getByRole('region', { name: 'Pasarela de prueba' });
      await app.user.click(within(controls).getByRole('button', { name: button }));
      expect(await screen.findByRole('status')).toHaveTextContent('Pago actualizado.');
      expect(api.callsTo('POST /payments/{id}/test-settlement')[0]).toMatchObject({
        params: { path: { id: 9 } },
        body: { outcome },
      });
      // Settled: no voucher left, no controls.
      await waitFor(() =>
        expect(
          screen.queryByRole('region', { name: 'Pasarela de prueba' }),
        ).not.toBeInTheDocument(),
      );
      expect(detailFields()['Referencia OXXO']).toBeUndefined();
    },
  );

  it('hides the test controls for good when the API runs Stripe (test_gateway_only)', async () => {
    mockApi({
      'GET /payments/{id}': {
        body: oxxoVoucher('https://payments.example/voucher'),
      },
      'POST /payments/{id}/test-settlement': {
        status: 404,
        body: { code: 'test_gateway_only', message: 'Solo con la pasarela integrada.' },
      },
    });
    const app = renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    expect(
      screen.getByRole('link', { name: 'https://payments.example/voucher' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Marcar pagado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo con la pasarela integrada.');
    expect(screen.queryByRole('region', { name: 'Pasarela de prueba' })).not.toBeInTheDocument();
  });

  it('keeps the test controls when the payment itself is not found (another 404)', async () => {
    mockApi({
      'GET /payments/{id}': {
        body: oxxoVoucher('https://payments.example/voucher'),
      },
      'POST /payments/{id}/test-settlement': {
        status: 404,
        body: { code: 'not_found', message: 'Pago no encontrado.' },
      },
    });
    const app = renderAdmin('/admin/pagos/9');
    await screen.findByRole('heading', { name: 'Pago 9' });
    await app.user.click(screen.getByRole('button', { name: 'Marcar pagado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pago no encontrado.');
    expect(screen.getByRole('region', { name: 'Pasarela de prueba' })).toBeInTheDocument();
  });

  it('on a load failure shows the error and returns to the payments', async () => {
    mockApi({
      'GET /payments/{id}': {
        status: 404,
        body: { code: 'not_found', message: 'Pago no encontrado.' },
      },
    });
    const app = renderAdmin('/admin/pagos/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pago no encontrado.');
    await waitFor(() => expect(app.pathname()).toBe('/admin/pagos'));
  });
});
