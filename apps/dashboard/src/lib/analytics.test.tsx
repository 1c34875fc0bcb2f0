import { mockApi } from '@convite/api/testing/mock-api';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import {
  resetAnalyticsForTests,
  startAnalytics,
  trackEvent,
  withoutGuestCode,
} from './analytics.ts';

// The real page-view component (the shared test set-up replaces it for the screen tests).
vi.unmock('./page-views.tsx');

const posthog = vi.hoisted(() => ({
  imported: vi.fn(),
  init: vi.fn(),
  capture: vi.fn(),
}));
vi.mock('posthog-js', () => {
  posthog.imported();
  return { default: { init: posthog.init, capture: posthog.capture } };
});

const KEY = { posthogKey: 'phc_test', posthogHost: 'https://eu.i.posthog.com' };
const TERMS = '/terminos-condiciones-aviso-privacidad';

function site(analytics: typeof KEY | null) {
  return mockApi({
    'GET /public/site': { body: { demoInvitationUrl: null, analytics, whatsAppCloudApi: false } },
    'GET /invitation-plans': { body: [] },
  });
}

const pageViews = () =>
  posthog.capture.mock.calls.filter(([name]) => name === '$pageview').map(([, props]) => props);

beforeEach(() => {
  resetAnalyticsForTests();
  posthog.init.mockClear();
  posthog.capture.mockClear();
});

describe('analytics', () => {
  it('without a key never loads posthog-js, and clicks and navigations do nothing', async () => {
    const api = site(null);
    const app = renderApp(TERMS);
    await waitFor(() => expect(api.callsTo('GET /public/site')).toHaveLength(1));
    trackEvent('buy_click', { plan: 'Premium' });
    await act(() => app.router.navigate('/login'));
    // Give a dynamic import every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posthog.imported).not.toHaveBeenCalled();
    expect(posthog.init).not.toHaveBeenCalled();
  });

  it('with a key starts PostHog on the configured host, with DNT respected and its own page views off', async () => {
    site(KEY);
    renderApp(TERMS);
    await waitFor(() => expect(posthog.init).toHaveBeenCalledTimes(1));
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        capture_pageview: false,
        persistence: 'localStorage+cookie',
        respect_dnt: true,
      }),
    );
  });

  it('sends a page view on every navigation, without the guest code, and not for anchor jumps', async () => {
    site(KEY);
    const app = renderApp(TERMS);
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toEqual({ $current_url: `${window.location.origin}${TERMS}` });

    await act(() => app.router.navigate('/login?code=X7K2M9QP&next=boda'));
    await act(() => app.router.navigate('/login?code=X7K2M9QP&next=boda#form'));
    expect(pageViews()).toEqual([
      { $current_url: `${window.location.origin}${TERMS}` },
      { $current_url: `${window.location.origin}/login?next=boda` },
    ]);
    expect(JSON.stringify(posthog.capture.mock.calls)).not.toContain('X7K2M9QP');
  });

  it('queues clicks made before posthog-js arrives and sends them, with their properties, once loaded', async () => {
    trackEvent('demo_click');
    trackEvent('buy_click', { plan: 'Premium' });
    expect(posthog.capture).not.toHaveBeenCalled();
    await startAnalytics(KEY);
    expect(posthog.capture.mock.calls).toEqual([
      ['demo_click', undefined],
      ['buy_click', { plan: 'Premium' }],
    ]);
    trackEvent('start_click');
    expect(posthog.capture).toHaveBeenLastCalledWith('start_click', undefined);
  });

  it('strips the guest code from every URL PostHog adds itself', async () => {
    await startAnalytics(KEY);
    const beforeSend = posthog.init.mock.calls[0]?.[1].before_send;
    const event = beforeSend({
      event: '$pageview',
      properties: {
        $current_url: 'https://app.convite.mx/login?code=X7K2M9QP',
        $referrer: 'https://invitacion.convite.mx/ana-y-luis?code=X7K2M9QP&lang=en',
        $pathname: '/login',
        title: 'code=kept as text',
      },
      $set_once: { $initial_current_url: 'https://app.convite.mx/?code=X7K2M9QP' },
    });
    expect(event.properties).toEqual({
      $current_url: 'https://app.convite.mx/login',
      $referrer: 'https://invitacion.convite.mx/ana-y-luis?lang=en',
      $pathname: '/login',
      title: 'code=kept as text',
    });
    expect(event.$set_once).toEqual({ $initial_current_url: 'https://app.convite.mx/' });
  });

  it('leaves a URL without a code untouched', () => {
    expect(withoutGuestCode('/dashboard?tab=plan')).toBe('/dashboard?tab=plan');
    expect(withoutGuestCode('/x?code=A&b=1')).toBe('/x?b=1');
  });
});
