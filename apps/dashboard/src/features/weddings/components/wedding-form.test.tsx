import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

describe('wedding form', () => {
  it('suggests the address from the names, transliterated, and sends the Mexico City date-time as UTC', async () => {
    const api = mockApi({
      'GET /clients/me': { body: makeClient() },
      'POST /weddings': {
        status: 409,
        body: { code: 'wedding_exists', message: 'Ya tienes una boda con ese identificador.' },
      },
    });
    const app = renderApp('/dashboard/crear-boda', { token: 'jwt' });
    const name = await screen.findByLabelText('Nombre de la boda');
    await app.user.type(name, 'Sofía Y Diego 2027!');
    expect(screen.getByLabelText('Identificador')).toHaveValue('sofia-y-diego-2027');
    // Written by the couple, it no longer follows the names; the dangling hyphen is not sent.
    await app.user.clear(screen.getByLabelText('Identificador'));
    await app.user.type(screen.getByLabelText('Identificador'), 'Ana Y Luis_');
    expect(screen.getByLabelText('Identificador')).toHaveValue('ana-y-luis-');
    await app.user.clear(name);
    await app.user.type(name, 'Ana y Luis');
    expect(screen.getByLabelText('Identificador')).toHaveValue('ana-y-luis-');
    await app.user.type(screen.getByLabelText('Fecha y hora'), '2026-11-14T17:30');
    await app.user.click(screen.getByRole('button', { name: 'Crear boda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya tienes una boda con ese identificador.',
    );
    expect(api.callsTo('POST /weddings')[0]?.body).toEqual({
      name: 'Ana y Luis',
      slug: 'ana-y-luis',
      date: '2026-11-14T23:30:00.000Z',
    });
  });

  it('creates the wedding and opens it', async () => {
    mockApi({
      'GET /clients/me': (_call, count) => ({
        body: makeClient({ weddings: count > 1 ? [{ id: 5 }] : [] }),
      }),
      'POST /weddings': { status: 201, body: { message: 'Boda creada.', wedding: makeWedding() } },
      'GET /weddings/{id}': { body: makeWedding({ active: false, trialEndsAt: null }) },
    });
    const app = renderApp('/dashboard/crear-boda', { token: 'jwt' });
    await app.user.type(await screen.findByLabelText('Nombre de la boda'), 'Ana y Luis');
    expect(screen.getByLabelText('Identificador')).toHaveValue('ana-y-luis');
    await app.user.type(screen.getByLabelText('Fecha y hora'), '2026-11-14T17:30');
    await app.user.click(screen.getByRole('button', { name: 'Crear boda' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/activacion'));
    expect(await screen.findByRole('status')).toHaveTextContent('Boda creada.');
  });

  it('shows the server’s refusals under the fields', async () => {
    mockApi({
      'GET /clients/me': { body: makeClient() },
      'POST /weddings': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Los datos no son válidos.',
          errors: { slug: ['Este enlace ya está en uso. Elige otro.'] },
        },
      },
    });
    const app = renderApp('/dashboard/crear-boda', { token: 'jwt' });
    await app.user.type(await screen.findByLabelText('Nombre de la boda'), 'Ana y Luis');
    expect(screen.getByLabelText('Identificador')).toHaveValue('ana-y-luis');
    await app.user.type(screen.getByLabelText('Fecha y hora'), '2026-11-14T17:30');
    await app.user.click(screen.getByRole('button', { name: 'Crear boda' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Identificador')).toHaveAccessibleDescription(
        /Este enlace ya está en uso. Elige otro./,
      ),
    );
    expect(app.pathname()).toBe('/dashboard/crear-boda');
  });

  it('says whether the address is free as it is typed, and which one is taken', async () => {
    const api = mockApi({
      'GET /clients/me': { body: makeClient() },
      'GET /weddings/slug-availability': (call) => {
        const { slug } = call.params.query;
        return { body: { slug, available: slug !== 'ana-y-luis' } };
      },
    });
    const app = renderApp('/dashboard/crear-boda', { token: 'jwt' });
    await app.user.type(await screen.findByLabelText('Nombre de la boda'), 'Ana y Luis');
    const address = screen.getByLabelText('Identificador');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(/Esta dirección ya es de otra boda/),
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await app.user.type(address, '-2027');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        'Disponible: ninguna otra boda usa esta dirección.',
      ),
    );
    // Only whole, valid addresses are asked about, never one with a dangling hyphen.
    const asked = api
      .callsTo('GET /weddings/slug-availability')
      .map((call) => call.params.query.slug);
    expect(asked.at(-1)).toBe('ana-y-luis-2027');
    expect(asked.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
  });

  it('asks for every field', async () => {
    const api = mockApi({ 'GET /clients/me': { body: makeClient() } });
    const app = renderApp('/dashboard/crear-boda', { token: 'jwt' });
    await app.user.type(await screen.findByLabelText('Identificador'), 'ab');
    await app.user.click(screen.getByRole('button', { name: 'Crear boda' }));
    expect(screen.getByLabelText('Nombre de la boda')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByLabelText('Identificador')).toHaveAccessibleDescription(
      /Usa de 3 a 60 caracteres/,
    );
    expect(screen.getByLabelText('Fecha y hora')).toHaveAccessibleDescription(
      /Este campo es obligatorio./,
    );
    expect(api.callsTo('POST /weddings')).toHaveLength(0);
  });
});
