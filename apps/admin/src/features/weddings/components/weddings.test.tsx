import { mockApi } from '@convite/api/testing/mock-api';
import { makePlan } from '@convite/api/testing/make-wedding';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  detailFields,
  makeAdminWedding,
  makeClientRow,
  makeWeddingDetail,
  queriesTo,
  renderAdmin,
  tableText,
} from '../../../test/admin.ts';

const PLANS = [makePlan([], { id: 2, name: 'Básico' }), makePlan([], { id: 3, name: 'Premium' })];

describe('weddings list', () => {
  it('shows the columns of the specification and searches', async () => {
    mockApi({
      'GET /weddings': {
        body: {
          weddings: [
            makeAdminWedding(),
            makeAdminWedding({ id: 6, slug: 'eva-y-tom', active: false, invitationPlan: null }),
          ],
          page: 1,
          totalPages: 1,
        },
      },
    });
    const app = renderAdmin('/admin/bodas');
    expect(tableText(await screen.findByRole('table'))).toEqual([
      ['ID', 'Identificador', 'Cliente', 'Fecha', 'Estatus', 'Plan', 'Creada'],
      [
        '5',
        'ana-y-luis',
        'Ana Ruiz',
        '14/11/2026 19:30:00',
        'Activa',
        'Premium',
        '01/03/2026 12:05:09',
      ],
      [
        '6',
        'eva-y-tom',
        'Ana Ruiz',
        '14/11/2026 19:30:00',
        'Inactiva',
        'Sin plan',
        '01/03/2026 12:05:09',
      ],
    ]);
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'eva{Enter}');
    await waitFor(() => expect(queriesTo('/weddings').at(-1)).toBe('?page=1&search=eva'));
    expect(screen.getByRole('link', { name: 'eva-y-tom' })).toHaveAttribute(
      'href',
      '/admin/bodas/6',
    );
  });
});

describe('wedding detail', () => {
  function setUp(wedding = makeWeddingDetail()) {
    const api = mockApi({
      'GET /weddings/{id}': (_call, count) => ({
        body: count === 1 ? wedding : { ...wedding, active: !wedding.active },
      }),
      'GET /clients/{id}': { body: makeClientRow() },
      'GET /invitation-plans': { body: PLANS },
      'POST /admins/update-weddings-active': {
        body: { message: 'Boda actualizada.', weddings: [] },
      },
      'POST /admins/update-weddings-invitation-plan': {
        body: { message: 'Plan actualizado.', weddings: [] },
      },
    });
    return { api, app: renderAdmin('/admin/bodas/5') };
  }

  it('shows every field with the client and the public invitation links', async () => {
    setUp(makeWeddingDetail({ rsvpDeadline: '2026-10-31' }));
    await screen.findByRole('heading', { name: 'Ana & Luis' });
    await screen.findByRole('link', { name: 'Ana Ruiz' });
    expect(detailFields()).toEqual({
      ID: '5',
      Identificador: 'ana-y-luis',
      Cliente: 'Ana Ruiz',
      Nombre: 'Ana & Luis',
      Fecha: '14/11/2026 19:30:00',
      'Fecha límite para confirmar': '31/10/2026',
      Enlace: 'https://convite.mx/ana-y-luis',
      Estatus: 'Activa',
      Plan: 'Premium',
      'Fin de prueba': '04/03/2026 12:05:09',
      Creada: '01/03/2026 12:05:09',
      Actualizada: '02/03/2026 12:00:00',
    });
    expect(screen.getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute(
      'href',
      '/admin/clientes/7',
    );
    const invitation = screen.getByRole('link', { name: 'https://convite.mx/ana-y-luis' });
    expect(invitation).toHaveAttribute('href', 'https://convite.mx/ana-y-luis');
    expect(invitation).toHaveAttribute('target', '_blank');
  });

  it('deactivates after the confirmation, then offers to activate', async () => {
    const { api, app } = setUp();
    await app.user.click(await screen.findByRole('button', { name: 'Inactivar Boda' }));
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro que deseas inactivar la boda?',
    });
    // Deactivating takes the invitation away from guests: the destructive colour.
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toHaveClass(
      'cv-button--danger',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Boda actualizada.');
    expect(api.callsTo('POST /admins/update-weddings-active')[0]?.body).toEqual({
      weddingId: [5],
      active: false,
    });
    expect(await screen.findByRole('button', { name: 'Activar Boda' })).toBeInTheDocument();
    expect(detailFields().Estatus).toBe('Inactiva');
  });

  it('activates an inactive wedding after its own confirmation', async () => {
    const { api, app } = setUp(makeWeddingDetail({ active: false }));
    await app.user.click(await screen.findByRole('button', { name: 'Activar Boda' }));
    const confirmButton = within(
      screen.getByRole('dialog', { name: '¿Estás seguro que deseas activar la boda?' }),
    ).getByRole('button', { name: 'Confirmar' });
    // Activating is a positive confirmation, never in the destructive red.
    expect(confirmButton).toHaveClass('cv-button--primary');
    await app.user.click(confirmButton);
    await waitFor(() =>
      expect(api.callsTo('POST /admins/update-weddings-active')[0]?.body).toEqual({
        weddingId: [5],
        active: true,
      }),
    );
  });

  it('changes the plan: the select needs a plan, then the confirmation', async () => {
    const { api, app } = setUp();
    await app.user.click(await screen.findByRole('button', { name: 'Actualizar Plan' }));
    const select = await screen.findByRole('combobox', { name: 'Plan' });
    await screen.findByRole('option', { name: 'Básico' });
    await app.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(select).toHaveAccessibleDescription('Campo requerido');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.selectOptions(select, 'Básico');
    expect(select).not.toHaveAccessibleDescription('Campo requerido');
    await app.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro que deseas actualizar el plan?',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Plan actualizado.');
    expect(api.callsTo('POST /admins/update-weddings-invitation-plan')[0]?.body).toEqual({
      weddingId: [5],
      invitationPlanId: 2,
    });
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Plan' })).not.toBeInTheDocument(),
    );
  });

  it('on a load failure shows the error and returns to the weddings', async () => {
    mockApi({
      'GET /weddings/{id}': {
        status: 404,
        body: { code: 'not_found', message: 'Boda no encontrada.' },
      },
    });
    const app = renderAdmin('/admin/bodas/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Boda no encontrada.');
    await waitFor(() => expect(app.pathname()).toBe('/admin/bodas'));
  });
});
