// Every admin and promoter screen in English: no text may be a Spanish resource (a key missing in en
// falls back to es silently). The guard against texts written into the JSX is convite/no-literal-text.
import { mockApi } from '@convite/api/testing/mock-api';
import { findSpanishTexts } from '@convite/i18n/testing/spanish-leaks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import {
  makeAdminWedding,
  makeClientRow,
  makeCommission,
  makePayment,
  makePromoter,
  makePromoterRow,
  makeWeddingDetail,
  renderAdmin,
} from '../test/admin.ts';
import { renderApp } from '../test/render-app.tsx';

const PROMOTER = makePromoter();
const REVERSED_PAYMENT = makePayment({
  status: 'dispute_lost',
  refund: { amountCentavos: 10_000, refundedAt: '2026-03-06T16:00:00.000Z' },
  dispute: { status: 'lost', openedAt: '2026-03-04T12:00:00.000Z', closedAt: null },
  commission: {
    ...makeCommission({
      reversal: { amount: 149, reason: 'dispute_lost', reversedAt: '2026-04-01T09:30:00.000Z' },
    }),
    promoter: { id: 4, name: 'Paco Promotor' },
  },
});

function mockServer() {
  mockApi({
    'GET /clients': { body: { clients: [makeClientRow()], page: 1, totalPages: 1 } },
    'GET /clients/{id}': { body: makeClientRow() },
    'GET /weddings': { body: { weddings: [makeAdminWedding()], page: 1, totalPages: 1 } },
    'GET /weddings/{id}': { body: makeWeddingDetail() },
    'GET /payments': {
      body: {
        payments: [makePayment(), makePayment({ id: 10, status: 'partially_refunded' })],
        page: 1,
        totalPages: 1,
      },
    },
    'GET /payments/{id}': { body: REVERSED_PAYMENT },
    'GET /promoters': {
      body: { promoters: [makePromoterRow()], page: 1, totalPages: 1 },
    },
    'GET /promoters/{id}': { body: PROMOTER },
    'GET /jobs/failed': {
      body: {
        jobs: [
          {
            id: '2f1c7a52-1f43-4d2b-9a55-0c1f6c1e0b11',
            name: 'verification-email',
            attempts: 9,
            lastError: null,
            createdAt: '2026-03-01T18:05:09Z',
            failedAt: '2026-03-01T20:10:00Z',
          },
        ],
        page: 1,
        totalPages: 1,
      },
    },
    'POST /auth/promoter-login': {
      body: { message: 'Welcome', promoter: PROMOTER, token: 'promoter-jwt' },
    },
  });
}

/** Settled: the page's own text is in, and no list or detail is still loading. */
async function settled(text: string | RegExp) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  expect(document.documentElement.lang).toBe('en');
}

describe('the admin in English', () => {
  it.each([
    { path: '/admin-login', text: 'Sign in to your account' },
    { path: '/promoter-login', text: 'Promoters' },
    { path: '/no-existe', text: 'Sorry, page not found.' },
  ])('$path has no Spanish text', async ({ path, text }) => {
    mockServer();
    await i18n.changeLanguage('en');
    renderApp(path);
    await settled(text);
    expect(findSpanishTexts()).toEqual([]);
  });

  it.each([
    { path: '/admin/clientes', text: 'ana@example.com' },
    { path: '/admin/clientes/7', text: 'ana@example.com' },
    { path: '/admin/bodas', text: /ana-y-luis/ },
    { path: '/admin/bodas/5', text: /Ana & Luis/ },
    { path: '/admin/pagos', text: 'Partially refunded' },
    { path: '/admin/pagos/9', text: 'Dispute lost' },
    { path: '/admin/promotores', text: 'Paco Promotor' },
    { path: '/admin/promotores/4', text: 'PACO10' },
    { path: '/admin/tareas', text: 'Verification email' },
  ])('$path has no Spanish text', async ({ path, text }) => {
    mockServer();
    await i18n.changeLanguage('en');
    renderAdmin(path);
    await settled(text);
    expect(document.title).toMatch(/^(Clients|Weddings|Payments|Promoters|Failed jobs) · Convite$/);
    expect(findSpanishTexts()).toEqual([]);
  });

  it('the promoter view has no Spanish text', async () => {
    mockServer();
    await i18n.changeLanguage('en');
    const app = renderApp('/promoter-login');
    await app.user.type(await screen.findByLabelText('Email'), 'paco@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'Secreta.2026');
    await app.user.click(screen.getByRole('button', { name: 'Log In' }));
    await settled('Your promoter account');
    expect(findSpanishTexts()).toEqual([]);
  });
});

describe('switching language', () => {
  it('keeps what was typed and renames the tab', async () => {
    mockServer();
    const app = renderApp('/admin-login');
    await app.user.type(screen.getByLabelText('Correo electrónico'), 'admin@convite.mx');
    expect(document.title).toBe('Convite · Administración');
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@convite.mx');
    expect(document.title).toBe('Convite · Administration');
  });
});
