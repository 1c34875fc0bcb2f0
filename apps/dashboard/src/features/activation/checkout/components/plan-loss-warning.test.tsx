import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import {
  makeEvent,
  makeGuestSummary,
  makePlan,
  makeWedding,
} from '../../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../../test/render-app.tsx';

// As seeded: Básico lacks the guest list, Clásico has it, Premium adds exclusive events.
const BASICO = makePlan([{ slug: 'Song' }, { slug: 'GalleryImages', max: 4 }], {
  id: 1,
  name: 'Básico',
  nameEng: 'Basic',
  priceMxn: 890,
});
const CLASICO = makePlan([{ slug: 'Song' }, { slug: 'rsvpAdmin' }], {
  id: 2,
  name: 'Clásico',
  nameEng: 'Classic',
  priceMxn: 1490,
});
const PREMIUM = makePlan([{ slug: 'Song' }, { slug: 'rsvpAdmin' }, { slug: 'exclusiveEvents' }], {
  id: 3,
  name: 'Premium',
  nameEng: 'Premium',
  priceMxn: 2290,
});
const ON_TRIAL = makeWedding({
  active: true,
  invitationPlan: null,
  trialEndsAt: '2099-01-01T00:00:00.000Z',
});

function openPlanTab(wedding: Wedding, handlers: MockHandlers = {}, tab = 'activacion') {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /invitation-plans': { body: [PREMIUM, BASICO, CLASICO] },
    'GET /weddings/{id}': { body: wedding },
    'GET /weddings/{id}/payments': { body: { payments: [] } },
    'POST /guests/get-summary': { body: makeGuestSummary({ totalInvitations: 19 }) },
    ...handlers,
  });
  const app = renderApp(`/dashboard/boda/5/${tab}`, { token: 'jwt' });
  return { api, app };
}

async function buy(
  app: ReturnType<typeof openPlanTab>['app'],
  name: string,
  [buyLabel, payLabel] = ['Comprar', 'Pagar'],
) {
  await app.user.click(await screen.findByRole('button', { name: `${buyLabel} ${name}` }));
  return screen.getByRole('dialog', { name: `${payLabel} ${name}` });
}

const lines = (warning: HTMLElement) =>
  within(warning)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('the checkout warns of what the chosen plan lacks', () => {
  it('names the guest list a trial wedding uses before Básico is paid, and offers Clásico', async () => {
    const { app } = openPlanTab(ON_TRIAL);
    const dialog = await buy(app, 'Básico');
    const warning = await within(dialog).findByRole('region', {
      name: 'Básico no incluye algo que ya usas',
    });
    expect(lines(warning)).toEqual([
      'Gestión de invitados: tu lista (19) y sus confirmaciones dejarán de verse en tu panel.',
    ]);
    expect(warning).toHaveTextContent('No se borra nada: todo queda guardado');
    expect(warning).toHaveTextContent('Clásico incluye todo lo que usas.');

    // One tap to the plan that keeps the guest list: its checkout, without a warning.
    await app.user.click(within(warning).getByRole('button', { name: 'Elegir Clásico' }));
    const classic = screen.getByRole('dialog', { name: 'Pagar Clásico' });
    expect(within(classic).queryByRole('region')).not.toBeInTheDocument();
    expect(within(classic).getByRole('button', { name: 'Pagar $1,490 MXN' })).toBeInTheDocument();
  });

  it('lists exclusive events by name and offers Premium, which keeps both, in English', async () => {
    await i18n.changeLanguage('en');
    const { app } = openPlanTab({
      ...ON_TRIAL,
      events: [
        makeEvent({ id: 1, name: 'Ceremony' }),
        makeEvent({ id: 2, name: 'Family dinner', isExclusive: true }),
      ],
    });
    const dialog = await buy(app, 'Basic', ['Buy', 'Pay for']);
    const warning = await within(dialog).findByRole('region', {
      name: 'Basic does not include something you already use',
    });
    expect(lines(warning)).toEqual([
      'Guest management: your list (19) and its replies will no longer show in your dashboard.',
      'Exclusive events: you will no longer choose who sees “Family dinner”.',
    ]);
    expect(warning).toHaveTextContent('Premium includes everything you use.');
  });

  it('says nothing when the plan keeps all the wedding uses, or the wedding has no guests', async () => {
    const { app } = openPlanTab(ON_TRIAL, {
      'POST /guests/get-summary': { body: makeGuestSummary({ totalInvitations: 0 }) },
    });
    const classic = await buy(app, 'Clásico');
    expect(within(classic).queryByRole('region')).not.toBeInTheDocument();
    await app.user.click(within(classic).getByRole('button', { name: 'Cerrar' }));
    const basic = await buy(app, 'Básico');
    expect(within(basic).getByRole('button', { name: 'Pagar $890 MXN' })).toBeInTheDocument();
    expect(within(basic).queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('"No incluido" offers the upgrade that includes it', () => {
  it('names Clásico on the guests tab of a Básico wedding and opens its upgrade checkout in one tap', async () => {
    const basic = makeWedding({ invitationPlan: BASICO, invitationPlanId: BASICO.id });
    const { api, app } = openPlanTab(
      basic,
      {
        'POST /invitation-plans/upgrade-options': {
          body: [
            { ...CLASICO, upgradePriceMxn: 600 },
            { ...PREMIUM, upgradePriceMxn: 1400 },
          ],
        },
      },
      'invitados',
    );
    expect(await screen.findByText('No incluido en tu plan')).toBeInTheDocument();
    expect(
      await screen.findByText(/Incluido en Clásico\. Lo que ya tenías sigue guardado/),
    ).toBeVisible();
    await app.user.click(screen.getByRole('link', { name: 'Mejorar a Clásico' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pagar Clásico' });
    expect(within(dialog).getByRole('button', { name: 'Pagar $600 MXN' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/dashboard/boda/5/activacion');
    expect(app.router.state.location.search).toBe('');
    expect(api.callsTo('POST /guests/get-by-wedding')).toHaveLength(0);

    // Closed, it stays closed: the request was forgotten.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the cheapest plan with the feature in the editor, dearer than the current one', async () => {
    const classic = makeWedding({
      invitationPlan: CLASICO,
      invitationPlanId: CLASICO.id,
      events: [makeEvent()],
    });
    openPlanTab(classic, {}, 'edicion');
    // Clásico lacks exclusive events: Premium has them.
    expect(await screen.findByRole('link', { name: 'Mejorar a Premium' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/activacion?plan=3',
    );
  });
});
