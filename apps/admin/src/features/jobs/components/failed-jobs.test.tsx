import { mockApi, type MockCall } from '@convite/api/testing/mock-api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, tableText } from '../../../test/admin.ts';
import type { FailedJob } from '../api/jobs.ts';

const failedJob = (overrides: Partial<FailedJob> = {}): FailedJob => ({
  id: '2f1c7a52-1f43-4d2b-9a55-0c1f6c1e0b11',
  name: 'reset-link-email',
  attempts: 9,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  createdAt: '2026-03-01T18:05:09Z',
  failedAt: '2026-03-01T20:10:00Z',
  ...overrides,
});

describe('failed jobs', () => {
  it('lists each failed job with its label and retries one, which leaves the list', async () => {
    const retried: MockCall<'POST /jobs/{id}/retry'>[] = [];
    mockApi({
      'GET /jobs/failed': () => ({
        body: {
          jobs:
            retried.length === 0
              ? [
                  failedJob(),
                  failedJob({
                    id: 'c0ffee00-0000-4000-8000-000000000001',
                    name: 'new-job',
                    lastError: null,
                    attempts: 3,
                  }),
                ]
              : [
                  failedJob({
                    id: 'c0ffee00-0000-4000-8000-000000000001',
                    name: 'new-job',
                    lastError: null,
                    attempts: 3,
                  }),
                ],
          page: 1,
          totalPages: 1,
        },
      }),
      'POST /jobs/{id}/retry': (call) => {
        retried.push(call);
        return { body: { message: 'La tarea se volverá a intentar en unos segundos.' } };
      },
    });
    const app = renderAdmin('/admin/tareas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tareas fallidas' })).toBeVisible();
    expect(tableText(await screen.findByRole('table'))).toEqual([
      ['Tarea', 'Acción', 'Intentos', 'Último error', 'Falló', 'Creada'],
      [
        'Correo para restablecer contraseña',
        'Reintentar',
        '9',
        'connect ECONNREFUSED 127.0.0.1:587',
        '01/03/2026 14:10:00',
        '01/03/2026 12:05:09',
      ],
      // A job without a label yet shows its technical name.
      ['new-job', 'Reintentar', '3', 'Sin detalle', '01/03/2026 14:10:00', '01/03/2026 12:05:09'],
    ]);

    await app.user.click(
      screen.getByRole('button', { name: 'Reintentar: Correo para restablecer contraseña' }),
    );
    await waitFor(() =>
      expect(retried.map((call) => call.path)).toEqual([`/jobs/${failedJob().id}/retry`]),
    );
    expect(
      await screen.findByText('La tarea se volverá a intentar en unos segundos.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('Correo para restablecer contraseña')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('new-job')).toBeVisible();
  });

  it('says so when no job failed', async () => {
    mockApi({ 'GET /jobs/failed': { body: { jobs: [], page: 1, totalPages: 0 } } });
    renderAdmin('/admin/tareas');
    expect(
      await screen.findByText('No hay tareas fallidas: todos los correos salieron.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
