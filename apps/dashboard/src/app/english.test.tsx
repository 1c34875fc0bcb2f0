// Every main screen in English: no text may be a Spanish resource (a key missing in en falls back to
// es silently) and each shows its English heading. The guard against texts written into the JSX is
// the convite/no-literal-text lint rule.
import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { resources } from '@convite/i18n/resources';
import { findSpanishTexts } from '@convite/i18n/testing/spanish-leaks';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { makeGuest, makeGuestSummary, makePlan, makeWedding } from '../test/make-wedding.ts';
import { BASIC, PREMIUM } from '../test/plans.ts';
import { renderApp, screen } from '../test/render-app.tsx';

const WEDDING = makeWedding({ id: 5, invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });

function mockServer(client = makeClient({ weddings: [{ id: 5 }] })) {
  mockApi({
    'GET /clients/me': { body: client },
    'GET /weddings/{id}': { body: WEDDING },
    'GET /invitation-plans': { body: [BASIC, PREMIUM] },
    'GET /public/site': {
      body: { demoInvitationUrl: null, analytics: null, whatsAppCloudApi: false },
    },
    'POST /guests/get-summary': { body: makeGuestSummary() },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': { body: { questions: [] } },
    'GET /themes/by-wedding-id/{id}': { body: [] },
    'GET /themes/public': { body: [] },
    'POST /guests/get-by-wedding': {
      body: { guests: [makeGuest({ id: 41, name: 'Carmen' })], page: 1, totalPages: 1 },
    },
  });
}

const SCREENS: { path: string; heading: string; token?: boolean; client?: object }[] = [
  { path: '/inicio', heading: resources.en.dashboard.landing.title },
  { path: '/login', heading: 'Log in' },
  { path: '/registro', heading: 'Create your account' },
  { path: '/olvido-password', heading: 'Recover your password' },
  { path: '/restablecer-password/abc', heading: 'New password' },
  { path: '/no-existe', heading: 'Sorry, page not found.' },
  { path: '/verificacion', heading: 'Verify your email', token: true, client: { verified: false } },
  {
    path: '/completar-datos',
    heading: 'Complete your details',
    token: true,
    client: { lastName: null },
  },
  {
    path: '/dashboard/crear-boda',
    heading: 'Create your wedding',
    token: true,
    client: { weddings: [] },
  },
  { path: '/dashboard/boda/5/activacion', heading: 'Plan', token: true },
  { path: '/dashboard/boda/5/edicion', heading: 'Your invitation content', token: true },
  { path: '/dashboard/boda/5/invitados', heading: 'Guests', token: true },
  { path: '/dashboard/boda/5/agregar-invitado', heading: 'Add guest', token: true },
  { path: '/dashboard/boda/5/agregar-archivo', heading: 'Add guests from a file', token: true },
  { path: '/dashboard/boda/5/mensajes', heading: 'WhatsApp messages', token: true },
  { path: '/dashboard/boda/5/enviar/invitacion', heading: 'Send to the pending', token: true },
  { path: '/dashboard/boda/5/temas', heading: 'Themes', token: true },
  { path: '/dashboard/boda/5/cuenta', heading: 'Support', token: true },
];

describe('the dashboard in English', () => {
  it.each(SCREENS)('$path has no Spanish text', async ({ path, heading, token, client }) => {
    mockServer(makeClient({ weddings: [{ id: 5 }], ...client }));
    await i18n.changeLanguage('en');
    renderApp(path, token ? { token: 'jwt' } : {});
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en');
    expect(findSpanishTexts()).toEqual([]);
  });
});

describe('switching language', () => {
  it('keeps what was typed and renames the tab', async () => {
    mockServer();
    const app = renderApp('/registro');
    await app.user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    expect(document.title).toBe('Crea tu cuenta · Convite');
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(document.title).toBe('Create your account · Convite');
    expect(findSpanishTexts()).toEqual([]);
  });
});
