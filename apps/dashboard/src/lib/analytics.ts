import type { components } from '@convite/api/schema';
import type { CaptureResult, PostHog } from 'posthog-js';

// Analytics (ARCHITECTURE.md): PostHog when the deployment gives a key in GET /public/site, nothing
// otherwise. posthog-js is imported only then, so screens without a key never download it.

export type AnalyticsEvent = 'demo_click' | 'start_click' | 'trial_click' | 'buy_click';
export type AnalyticsSettings = components['schemas']['SiteAnalytics'] | null;

type Action = (posthog: PostHog) => void;

// Calls made before the settings answer (or before posthog-js arrives) wait here; a visitor who
// clicks in the first second still counts. Bounded, in case the settings never come.
const MAX_QUEUED = 50;
let queue: Action[] | null = [];
let client: PostHog | null = null;
let started = false;

function run(action: Action) {
  if (client) action(client);
  else if (queue && queue.length < MAX_QUEUED) queue.push(action);
}

/** A guest's personal code never leaves the browser: drop `code` from a URL (or a bare path). */
export function withoutGuestCode(url: string): string {
  const parsed = new URL(url, window.location.origin);
  if (!parsed.searchParams.has('code')) return url;
  parsed.searchParams.delete('code');
  return url.startsWith('/') ? parsed.pathname + parsed.search + parsed.hash : parsed.href;
}

// PostHog adds URLs of its own (current, referrer, the first URL of the visit): clean them all.
function stripGuestCodes(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  for (const [name, value] of Object.entries(event.properties)) {
    if (typeof value === 'string' && value.includes('code=') && /url|referrer|pathname/i.test(name))
      event.properties[name] = withoutGuestCode(value);
  }
  if (event.$set_once) stripPersonUrls(event.$set_once);
  if (event.$set) stripPersonUrls(event.$set);
  return event;
}

function stripPersonUrls(properties: Record<string, unknown>) {
  for (const [name, value] of Object.entries(properties)) {
    if (typeof value === 'string' && value.includes('code='))
      properties[name] = withoutGuestCode(value);
  }
}

/**
 * Starts analytics once the site settings are known (null: no key, or the settings failed to load).
 * Without a key the queue is dropped and every later call does nothing.
 */
export async function startAnalytics(settings: AnalyticsSettings): Promise<void> {
  if (started) return;
  started = true;
  if (!settings) {
    queue = null;
    return;
  }
  const { default: posthog } = await import('posthog-js');
  posthog.init(settings.posthogKey, {
    api_host: settings.posthogHost,
    // Page views are sent by <PageViews /> on each router navigation, not on document loads.
    capture_pageview: false,
    capture_pageleave: false,
    // PostHog's recommendation for a single-page app: survives reloads and subdomains.
    persistence: 'localStorage+cookie',
    respect_dnt: true,
    // Only the events the specification names: no click autocapture or recordings of screens that
    // show guests' names and phones.
    autocapture: false,
    disable_session_recording: true,
    // No scripts from PostHog's hosts (surveys, toolbar, …): the pages' policy allows none.
    disable_external_dependency_loading: true,
    before_send: stripGuestCodes,
  });
  client = posthog;
  const pending = queue ?? [];
  queue = null;
  for (const action of pending) action(posthog);
}

/** A click on one of the landing's or the plan tab's calls to action. */
export function trackEvent(name: AnalyticsEvent, properties?: Record<string, string>): void {
  run((posthog) => posthog.capture(name, properties));
}

/** A page view for a router location (path and query, without a guest's code). */
export function capturePageView(path: string): void {
  const url = withoutGuestCode(new URL(path, window.location.origin).href);
  run((posthog) => posthog.capture('$pageview', { $current_url: url }));
}

/** Tests only: back to the state of a fresh page. */
export function resetAnalyticsForTests(): void {
  queue = [];
  client = null;
  started = false;
}
