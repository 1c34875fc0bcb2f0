import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  detailFields,
  makeCommission,
  makePayment,
  makePromoter,
  renderAdmin,
  tableText,
} from '../../../test/admin.ts';

describe('payments list', () => {
  it('shows the columns of the specification, money as pesos, and has no search', async () => {
    mockApi({
      'GET /payments': {
        body: {
          payments: [
            makePayment(),
            makePayment({ id: 10, amount: 990, wedding: null, client: null }),
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
      ['ID', 'Monto', 'Estatus', 'Boda', 'Cliente', 'Creado'],
      ['9', '$1,490', 'Pagado', 'Ana & Luis', 'Ana Ruiz', '01/03/2026 12:05:09'],
      ['10', '$990', 'Pagado', '-', '-', '01/03/2026 12:05:09'],
      ['11', '$1,490', 'Reembolsado', 'Ana & Luis', 'Ana Ruiz', '01/03/2026 12:05:09'],
      ['12', '$1,490', 'En disputa', 'Ana & Luis', 'Ana Ruiz', '01/03/2026 12:05:09'],
    ]);
    // A badge whose colour says whether the money stayed.
    expect(screen.getByText('Reembolsado')).toHaveClass('status-badge--bad');
    expect(screen.getByText('En disputa')).toHaveClass('status-badge--warn');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
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
    });
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
    expect(app.pathname()).toBe('/admin/promotores/4');
    const crumbs = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    await screen.findByRole('heading', { name: 'Paco Promotor' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pago 9', 'Paco Promotor']);
    await app.user.click(within(crumbs).getByRole('link', { name: 'Pago 9' }));
    expect(app.pathname()).toBe('/admin/pagos/9');
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

  it('on a load failure shows the error and returns to the payments', async () => {
    mockApi({ 'GET /payments/{id}': { status: 404, body: { message: 'Pago no encontrado.' } } });
    const app = renderAdmin('/admin/pagos/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pago no encontrado.');
    await waitFor(() => expect(app.pathname()).toBe('/admin/pagos'));
  });
});
