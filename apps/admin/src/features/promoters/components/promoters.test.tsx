import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  detailFields,
  makeCommission,
  makePayment,
  makePromoCode,
  makePromoter,
  makePromoterRow,
  queriesTo,
  renderAdmin,
  tableText,
} from '../../../test/admin.ts';

const PROMOTER = makePromoter();
const ROW = makePromoterRow();

describe('promoters list', () => {
  it('shows the columns, searches and creates a promoter with the modal', async () => {
    const api = mockApi({
      'GET /promoters': { body: { promoters: [ROW], page: 1, totalPages: 1 } },
      'POST /promoters': (call) =>
        call.body.email === 'usado@example.com'
          ? {
              status: 422,
              body: {
                code: 'validation_failed',
                message: 'Datos inválidos',
                errors: { email: ['El correo ya existe.'] },
              },
            }
          : { status: 201, body: { message: 'Promotor creado.', promoter: ROW } },
    });
    const app = renderAdmin('/admin/promotores');
    expect(tableText(await screen.findByRole('table'))).toEqual([
      ['ID', 'Nombre', 'Correo', 'Creado'],
      ['4', 'Paco Promotor', 'paco@example.com', '01/03/2026 12:05:09'],
    ]);
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'paco');
    await app.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(queriesTo('/promoters').at(-1)).toBe('?page=1&search=paco'));

    await app.user.click(screen.getByRole('button', { name: 'Crear Promotor' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Promotor' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const label of ['Nombre', 'Correo electrónico', 'Contraseña'])
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('Campo requerido');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Favor de llenar todos los campos correctamente.',
    );
    expect(api.callsTo('POST /promoters')).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText('Nombre'), 'Paco Promotor');
    await app.user.type(within(dialog).getByLabelText('Correo electrónico'), 'usado@example.com');
    await app.user.type(within(dialog).getByLabelText('Contraseña'), 'Promotor.2026!');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'El correo ya existe.',
      ),
    );

    await app.user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await app.user.type(within(dialog).getByLabelText('Correo electrónico'), 'paco@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promotor creado.');
    expect(api.callsTo('POST /promoters').at(-1)?.body).toEqual({
      name: 'Paco Promotor',
      email: 'paco@example.com',
      password: 'Promotor.2026!',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function setUpDetail(path = '/admin/promotores/4', promoter = PROMOTER) {
  const api = mockApi({
    'GET /promoters/{id}': { body: promoter },
    'GET /promoters': { body: { promoters: [ROW], page: 1, totalPages: 1 } },
    'GET /payments/{id}': { body: makePayment() },
    'POST /promoters/{promoterId}/promo-codes': (call) =>
      call.body.code === 'REPETIDO'
        ? {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'Datos inválidos',
              errors: { code: ['El código ya existe.'] },
            },
          }
        : { status: 201, body: { message: 'Código creado.', promoCode: makePromoCode() } },
    'PUT /promoters/promo-codes/{id}': {
      body: { message: 'Código actualizado.', promoCode: makePromoCode() },
    },
    'PUT /promoters/{id}': { body: { message: 'Promotor actualizado.', promoter: ROW } },
    'DELETE /promoters/{id}': { body: { message: 'Promotor eliminado.' } },
  });
  return { api, app: renderAdmin(path) };
}

describe('promoter detail', () => {
  it('shows the promoter, the promo codes and the commissions per code', async () => {
    setUpDetail();
    expect(await screen.findByRole('heading', { name: 'Paco Promotor' })).toBeInTheDocument();
    expect(detailFields()).toEqual({
      ID: '4',
      Nombre: 'Paco Promotor',
      Correo: 'paco@example.com',
      Creado: '01/03/2026 12:05:09',
      Actualizado: '02/03/2026 12:00:00',
    });
    expect(tableText(screen.getByRole('region', { name: 'Códigos de Promoción' }))).toEqual([
      [
        'Código',
        'Tipo',
        'Valor',
        'Comisión',
        'Estatus',
        'Límite',
        'Usos',
        'Expiración',
        'Acciones',
      ],
      ['PACO10', 'Porcentaje', '10%', '-', 'Activo', '-', '1', '-', 'Editar'],
      ['BODA200', 'Monto', '$200', '5%', 'Inactivo', '3', '0', '31/12/2026 23:30:00', 'Editar'],
    ]);
    expect(tableText(screen.getByRole('region', { name: 'Comisiones del código PACO10' }))).toEqual(
      [
        ['ID', 'Comisión', 'Porcentaje', 'Reversión', 'ID de Pago', 'Creada'],
        ['21', '$149', '10%', '-', '9', '01/03/2026 12:05:09'],
      ],
    );
    expect(screen.getByText('Sin comisiones.')).toBeInTheDocument();
  });

  it('shows what a refund took back of a commission as a debit beside what it earned', async () => {
    const reversed = makeCommission({
      reversal: {
        amount: 74,
        reason: 'partially_refunded',
        reversedAt: '2026-03-06T16:00:00.000Z',
      },
    });
    setUpDetail('/admin/promotores/4', {
      ...PROMOTER,
      promoCodes: [makePromoCode({ commissions: [reversed] })],
    });
    const table = await screen.findByRole('region', { name: 'Comisiones del código PACO10' });
    expect(tableText(table)[1]).toEqual([
      '21',
      '$149',
      '10%',
      '−$74 Reembolso parcial · 06/03/2026 10:00:00',
      '9',
      '01/03/2026 12:05:09',
    ]);
  });

  it('says there are no codes, and shows no empty "Comisiones" heading', async () => {
    setUpDetail('/admin/promotores/4', { ...PROMOTER, promoCodes: [] });
    expect(await screen.findByText('Sin códigos de promoción.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Comisiones' })).not.toBeInTheDocument();
  });

  it('opens the payment of a commission with the promoter pushed onto the breadcrumbs', async () => {
    const { app } = setUpDetail();
    await app.user.click(await screen.findByRole('link', { name: '9' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/pagos/9'));
    await screen.findByRole('heading', { name: 'Pago 9' });
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // The promoter was opened from its address: its list still leads the way.
    ).toEqual(['Promotores', 'Paco Promotor', 'Pago 9']);
  });

  it('deletes after the confirmation, shows the server message and returns to the list it came from', async () => {
    const { api, app } = setUpDetail('/admin/promotores');
    await app.user.click(await screen.findByRole('link', { name: 'Paco Promotor' }));
    await app.user.click(await screen.findByRole('button', { name: 'Eliminar Promotor' }));
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro que deseas eliminar al promotor?',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promotor eliminado.');
    expect(api.callsTo('DELETE /promoters/{id}', { id: 4 })).toHaveLength(1);
    await waitFor(() => expect(app.pathname()).toBe('/admin/promotores'));
  });

  it('edits the promoter; an empty password is not sent', async () => {
    const { api, app } = setUpDetail();
    await app.user.click(await screen.findByRole('button', { name: 'Editar Promotor' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Promotor' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Paco Promotor');
    await app.user.clear(within(dialog).getByLabelText('Nombre'));
    await app.user.type(within(dialog).getByLabelText('Nombre'), 'Francisco');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promotor actualizado.');
    expect(api.callsTo('PUT /promoters/{id}', { id: 4 })[0]?.body).toEqual({
      name: 'Francisco',
      email: 'paco@example.com',
    });
  });

  it('on a load failure shows the error and returns to the promoters', async () => {
    mockApi({
      'GET /promoters/{id}': {
        status: 404,
        body: { code: 'not_found', message: 'Promotor no encontrado.' },
      },
    });
    const app = renderAdmin('/admin/promotores/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Promotor no encontrado.');
    await waitFor(() => expect(app.pathname()).toBe('/admin/promotores'));
  });
});

describe('promo code modal', () => {
  it('asks for code, type, value and Activo with "Campo requerido"', async () => {
    const { api, app } = setUpDetail();
    await app.user.click(await screen.findByRole('button', { name: 'Crear Código de Promoción' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Código de Promoción' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const label of ['Código', 'Tipo', 'Valor', 'Activo'])
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('Campo requerido');
    for (const label of ['Comisión (%)', 'Límite de usos'])
      expect(within(dialog).getByLabelText(label)).not.toHaveAccessibleDescription(
        /Campo requerido/,
      );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Favor de llenar todos los campos correctamente.',
    );
    expect(api.callsTo('POST /promoters/{promoterId}/promo-codes', { promoterId: 4 })).toHaveLength(
      0,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue(
      'Seleccionar',
    );
  });

  it('saves an inactive code: "No" is an answer; the expiration goes from Mexico City to UTC', async () => {
    const { api, app } = setUpDetail();
    await app.user.click(await screen.findByRole('button', { name: 'Crear Código de Promoción' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Código de Promoción' });
    await app.user.type(within(dialog).getByLabelText('Código'), 'VERANO');
    await app.user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Monto');
    await app.user.type(within(dialog).getByLabelText('Valor'), '150.5');
    await app.user.selectOptions(within(dialog).getByLabelText('Activo'), 'No');
    await app.user.type(within(dialog).getByLabelText('Límite de usos'), '5');
    await app.user.type(within(dialog).getByLabelText('Expiración'), '2026-12-31T23:30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Código creado.');
    expect(
      api.callsTo('POST /promoters/{promoterId}/promo-codes', { promoterId: 4 })[0]?.body,
    ).toEqual({
      code: 'VERANO',
      type: 'amount',
      value: 150.5,
      commission: null,
      isActive: false,
      usageLimit: 5,
      expiresAt: '2027-01-01T05:30:00.000Z',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects a limit that is not a whole number and a percentage over 100', async () => {
    const { api, app } = setUpDetail();
    await app.user.click(await screen.findByRole('button', { name: 'Crear Código de Promoción' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Código de Promoción' });
    await app.user.type(within(dialog).getByLabelText('Código'), 'X');
    await app.user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Porcentaje');
    await app.user.type(within(dialog).getByLabelText('Valor'), '120');
    await app.user.selectOptions(within(dialog).getByLabelText('Activo'), 'Sí');
    await app.user.type(within(dialog).getByLabelText('Límite de usos'), '2.5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Valor')).toHaveAccessibleDescription(
      'Ingresa un porcentaje entre 0 y 100.',
    );
    expect(within(dialog).getByLabelText('Límite de usos')).toHaveAccessibleDescription(
      /Ingresa un número entero mayor a 0\./,
    );
    expect(api.callsTo('POST /promoters/{promoterId}/promo-codes', { promoterId: 4 })).toHaveLength(
      0,
    );
  });

  it('shows a 422 under the field and in the snack', async () => {
    const { app } = setUpDetail();
    await app.user.click(await screen.findByRole('button', { name: 'Crear Código de Promoción' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Código de Promoción' });
    await app.user.type(within(dialog).getByLabelText('Código'), 'REPETIDO');
    await app.user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Porcentaje');
    await app.user.type(within(dialog).getByLabelText('Valor'), '10');
    await app.user.selectOptions(within(dialog).getByLabelText('Activo'), 'Sí');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Código')).toHaveAccessibleDescription(
        'El código ya existe.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El código ya existe.');
    // The focus stays in the dialog, on the field to fix.
    await waitFor(() => expect(within(dialog).getByLabelText('Código')).toHaveFocus());
  });

  it('edits a code pre-filled (expiration in Mexico City time); a cleared expiration is sent as null', async () => {
    const { api, app } = setUpDetail();
    await app.user.click(await screen.findByRole('button', { name: 'Editar código BODA200' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Código de Promoción' });
    expect(within(dialog).getByLabelText('Código')).toHaveValue('BODA200');
    expect(within(dialog).getByLabelText('Tipo')).toHaveValue('amount');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue(200);
    expect(within(dialog).getByLabelText('Comisión (%)')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Activo')).toHaveDisplayValue('No');
    expect(within(dialog).getByLabelText('Límite de usos')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Expiración')).toHaveValue('2026-12-31T23:30');

    await app.user.clear(within(dialog).getByLabelText('Expiración'));
    await app.user.selectOptions(within(dialog).getByLabelText('Activo'), 'Sí');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Código actualizado.');
    expect(api.callsTo('PUT /promoters/promo-codes/{id}', { id: 12 })[0]?.body).toEqual({
      code: 'BODA200',
      type: 'amount',
      value: 200,
      commission: 5,
      isActive: true,
      usageLimit: 3,
      expiresAt: null,
    });
  });
});
