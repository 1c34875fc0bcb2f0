import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  detailFields,
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
          ],
          page: 1,
          totalPages: 2,
        },
      },
    });
    const app = renderAdmin('/admin/pagos');
    expect(tableText(await screen.findByRole('table'))).toEqual([
      ['ID', 'Monto', 'Boda', 'Cliente', 'Creado'],
      ['9', '$1,490', 'Ana & Luis', 'Ana Ruiz', '01/03/2026 12:05:09'],
      ['10', '$990', '-', '-', '01/03/2026 12:05:09'],
    ]);
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
      ['ID', 'Monto', 'Porcentaje', 'Promotor', 'Creada'],
      ['21', '$149', '10%', 'Paco Promotor', '01/03/2026 12:05:09'],
    ]);

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

  it('on a load failure shows the error and returns to the payments', async () => {
    mockApi({ 'GET /payments/{id}': { status: 404, body: { message: 'Pago no encontrado.' } } });
    const app = renderAdmin('/admin/pagos/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pago no encontrado.');
    await waitFor(() => expect(app.pathname()).toBe('/admin/pagos'));
  });
});
