import { mockApi } from '@convite/api/testing/mock-api';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

// The real component (the shared test set-up replaces it for the screen tests).
vi.unmock('./page-views.tsx');

const posthog = vi.hoisted(() => ({ imported: vi.fn(), init: vi.fn(), capture: vi.fn() }));
vi.mock('posthog-js', () => {
  posthog.imported();
  return { default: { init: posthog.init, capture: posthog.capture } };
});

const KEY = { posthogKey: 'phc_test', posthogHost: 'https://eu.i.posthog.com' };

const pageViews = () =>
  posthog.capture.mock.calls.filter(([name]) => name === '$pageview').map(([, props]) => props);

beforeEach(() => {
  posthog.init.mockClear();
  posthog.capture.mockClear();
});

describe('admin page views', () => {
  it('without a key never loads posthog-js', async () => {
    const api = mockApi({
      'GET /public/site': {
        body: { demoInvitationUrl: null, analytics: null, whatsAppCloudApi: false },
      },
    });
    const app = renderApp('/admin-login');
    await waitFor(() => expect(api.callsTo('GET /public/site')).toHaveLength(1));
    await act(() => app.router.navigate('/promoter-login'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posthog.imported).not.toHaveBeenCalled();
  });

  it('with a key sends the path of every navigation, without its query', async () => {
    mockApi({
      'GET /public/site': {
        body: { demoInvitationUrl: null, analytics: KEY, whatsAppCloudApi: false },
      },
    });
    const app = renderApp('/admin-login');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        capture_pageview: false,
        persistence: 'localStorage+cookie',
        respect_dnt: true,
      }),
    );
    await act(() => app.router.navigate('/promoter-login?email=ana%40example.com'));
    expect(pageViews()).toEqual([
      { $current_url: `${window.location.origin}/admin-login` },
      { $current_url: `${window.location.origin}/promoter-login` },
    ]);

    const beforeSend = posthog.init.mock.calls[0]?.[1].before_send;
    const event = beforeSend({
      event: '$pageview',
      properties: {
        $current_url: 'https://admin.convite.mx/admin/clientes?search=ana',
        $pathname: '/x',
      },
      $set_once: { $initial_referrer: 'https://admin.convite.mx/admin/pagos?search=luis' },
    });
    expect(event.properties.$current_url).toBe('https://admin.convite.mx/admin/clientes');
    expect(event.$set_once.$initial_referrer).toBe('https://admin.convite.mx/admin/pagos');
  });
});
