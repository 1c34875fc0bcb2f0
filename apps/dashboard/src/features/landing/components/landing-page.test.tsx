import type { components } from '@convite/api/schema';
import { mockApi } from '@convite/api/testing/mock-api';
import { mexicanWedding } from '@convite/invitation-renderer/fixtures/mexican-wedding';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../../lib/analytics.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';
import { BASIC, PREMIUM } from '../../../test/plans.ts';

vi.mock('../../../lib/analytics.ts', () => ({ trackEvent: vi.fn() }));

const DEMO_URL = 'http://localhost:5175/ana-y-luis';

// The renderer's model mirrors the contract by hand (optional fields where the contract has nulls).
const DEMO_ANSWER = {
  wedding: mexicanWedding,
  guest: null,
  theme: null,
} as unknown as components['schemas']['PublicInvitation'];

/** The landing against a mock API; the server lists the dearer plan first, the page must not care. */
function renderLanding({
  demoInvitationUrl = DEMO_URL as string | null,
  plans = true,
  demoInvitation = false,
} = {}) {
  vi.mocked(trackEvent).mockClear();
  const api = mockApi({
    ...(demoInvitation && {
      'GET /public/invitations/{slug}': { body: DEMO_ANSWER },
    }),
    'GET /public/site': { body: { demoInvitationUrl, analytics: null, whatsAppCloudApi: false } },
    'GET /invitation-plans': plans
      ? { body: [PREMIUM, BASIC] }
      : { status: 500, body: { code: 'internal_error', message: 'boom' } },
  });
  return { ...renderApp('/inicio'), api };
}

/** Keeps jsdom from trying to navigate to another site; React's handlers still run. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
}

describe('landing', () => {
  it('shows the plans cheapest first: old price struck through, price with VAT, the AI feature first and new', async () => {
    renderLanding();
    const basic = await screen.findByRole('article', { name: 'Plan Básico' });
    const premium = screen.getByRole('article', { name: 'Plan Premium' });
    expect(basic.compareDocumentPosition(premium) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(premium).getByText('$1,990').tagName).toBe('S');
    expect(within(premium).getByText('$1,490 MXN')).toBeInTheDocument();
    expect(within(premium).getByText('IVA incluido')).toBeInTheDocument();
    expect(within(premium).getByText('Todo incluido')).toBeInTheDocument();
    const features = within(premium).getAllByRole('listitem');
    expect(features[0]).toHaveTextContent('Temas con IANuevo');
    expect(features.map((item) => item.textContent)).toEqual([
      'Temas con IANuevo',
      'Confirmaciones',
      'Galería de fotos',
    ]);
    expect(within(basic).getByText('$990 MXN')).toBeInTheDocument();
    expect(within(basic).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(basic).queryByText('Nuevo')).not.toBeInTheDocument();
  });

  it('in English: plan names, descriptions and features in English, tagged New; buy still names the plan in Spanish', async () => {
    await i18n.changeLanguage('en');
    const { user, pathname } = renderLanding();
    const premium = await screen.findByRole('article', { name: 'Premium plan' });
    expect(within(premium).getByText('Everything included')).toBeInTheDocument();
    expect(within(premium).getAllByRole('listitem')[0]).toHaveTextContent('AI themesNew');
    expect(within(premium).getByText('$1,490 MXN')).toBeInTheDocument();
    expect(within(premium).getByText('VAT included')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your wedding invitation, digital and smart',
    );

    await user.click(within(premium).getByRole('link', { name: 'Buy Premium plan' }));
    expect(trackEvent).toHaveBeenCalledWith('buy_click', { plan: 'Plan Premium' });
    expect(pathname()).toBe('/login');
  });

  it('Comprar leads to login and reports the plan bought', async () => {
    const { user, pathname } = renderLanding();
    const buy = await screen.findByRole('link', { name: 'Comprar Plan Básico' });
    expect(buy).toHaveTextContent('Comprar');
    await user.click(buy);
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('buy_click', { plan: 'Plan Básico' });
    expect(pathname()).toBe('/login');
  });

  it('opens the demo invitation in a new tab and reports the click', async () => {
    const { user } = renderLanding();
    const demo = await screen.findByRole('link', { name: /Ver invitación de ejemplo/ });
    expect(demo).toHaveAttribute('href', DEMO_URL);
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo.getAttribute('rel')).toContain('noopener');
    expect(demo).toHaveAccessibleName('Ver invitación de ejemplo (se abre en una pestaña nueva)');
    await user.click(stayOnPage(demo));
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('demo_click');
  });

  it("shows the demo wedding's own invitation in the phone, as guests see it, out of reach of the keyboard", async () => {
    const { api } = renderLanding({ demoInvitation: true });
    const names = await screen.findByText('Mariana & Alejandro', {}, { timeout: 20_000 });
    const screenOfPhone = names.closest('.landing-preview__screen');
    expect(screenOfPhone).toHaveAttribute('inert');
    expect(screenOfPhone?.closest('[aria-hidden="true"]')).not.toBeNull();
    // The demo named by the site settings' link, read without a guest's code.
    expect(api.callsTo('GET /public/invitations/{slug}', { slug: 'ana-y-luis' })).toHaveLength(1);
  });

  it('keeps the drawn phone when the demo invitation cannot be loaded', async () => {
    const { api } = renderLanding();
    await screen.findByRole('link', { name: /Ver invitación de ejemplo/ });
    await vi.waitFor(() =>
      expect(api.callsTo('GET /public/invitations/{slug}', { slug: 'ana-y-luis' })).toHaveLength(1),
    );
    expect(document.querySelector('.landing-preview__names')).toHaveTextContent('Ana & Luis');
    expect(document.querySelector('.landing-preview__screen--real')).toBeNull();
  });

  it('hides the demo link when the deployment has no demo wedding', async () => {
    const { api } = renderLanding({ demoInvitationUrl: null });
    await screen.findByRole('article', { name: 'Plan Básico' });
    expect(api.callsTo('GET /public/site')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /invitación de ejemplo/ })).not.toBeInTheDocument();
  });

  it.each([
    ['the header start button', 0],
    ['the how-it-works start button', 1],
  ])('%s leads to registration and reports start', async (_name, index) => {
    const { user, pathname } = renderLanding();
    const starts = screen.getAllByRole('link', { name: 'Comenzar' });
    expect(starts).toHaveLength(2);
    await user.click(starts[index] as HTMLElement);
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('start_click');
    expect(pathname()).toBe('/registro');
  });

  it('lists the five steps and offers the 72-hour trial without a card, leading to login', async () => {
    const { user, pathname } = renderLanding();
    const steps = screen.getByRole('region', { name: 'Cómo funciona' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('72 horas gratis')).toBeInTheDocument();
    expect(screen.getByText('Sin tarjeta')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Iniciar prueba gratis' }));
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('trial_click');
    expect(pathname()).toBe('/login');
  });

  it('the top bar leads to login, without reporting anything', async () => {
    const { user, pathname } = renderLanding();
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(pathname()).toBe('/login');
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('gives the contact ways, the legal links, the card brands and the floating links', async () => {
    renderLanding();
    expect(screen.getByRole('link', { name: /Teléfono y WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    expect(screen.getByText('+52 55 1234 5678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /soporte@convite\.mx/ })).toHaveAttribute(
      'href',
      'mailto:soporte@convite.mx',
    );
    expect(screen.getByRole('link', { name: /Instagram.*@convite\.mx/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/convite.mx/',
    );
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-condiciones-aviso-privacidad',
    );
    // The privacy notice is the second part of the same page.
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/terminos-condiciones-aviso-privacidad#aviso-privacidad',
    );
    for (const brand of ['Visa', 'Mastercard', 'American Express'])
      expect(screen.getByRole('img', { name: brand })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    expect(screen.getByRole('link', { name: 'Síguenos en Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/convite.mx/',
    );
  });

  it('says so when the plans cannot be loaded', async () => {
    renderLanding({ plans: false });
    expect(await screen.findByText(/No pudimos cargar los planes/)).toBeInTheDocument();
  });
});
