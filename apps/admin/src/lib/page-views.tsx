import { useQuery } from '@tanstack/react-query';
import type { CaptureResult, PostHog } from 'posthog-js';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { $api } from './api.ts';

// Analytics for the staff and promoter screens (ARCHITECTURE.md): page views through PostHog when
// GET /public/site gives a key, nothing otherwise; posthog-js is imported only then. Only the path
// is sent: the lists keep searches (names, emails) in the query string.

function pathOnly(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin + parsed.pathname;
}

// PostHog adds URLs of its own (current, referrer, the first URL of the visit): cut their queries.
function stripQueries(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  for (const properties of [event.properties, event.$set_once ?? {}, event.$set ?? {}]) {
    for (const [name, value] of Object.entries(properties)) {
      if (typeof value === 'string' && /url|referrer/i.test(name) && /^https?:/.test(value))
        properties[name] = pathOnly(value);
    }
  }
  return event;
}

/** Mounted once in the root layout: a page view for every router navigation, when configured. */
export function PageViews() {
  const settings = useQuery({ ...$api.queryOptions('get', '/public/site'), staleTime: 5 * 60_000 });
  const analytics = settings.data?.analytics;
  const [posthog, setPosthog] = useState<PostHog | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!analytics) return;
    let cancelled = false;
    void import('posthog-js').then(({ default: client }) => {
      if (cancelled) return;
      client.init(analytics.posthogKey, {
        api_host: analytics.posthogHost,
        capture_pageview: false,
        capture_pageleave: false,
        persistence: 'localStorage+cookie',
        respect_dnt: true,
        // Staff screens show clients' data: no click autocapture, no recordings.
        autocapture: false,
        disable_session_recording: true,
        // No scripts from PostHog's hosts (surveys, toolbar, …): the pages' policy allows none.
        disable_external_dependency_loading: true,
        before_send: stripQueries,
      });
      setPosthog(client);
    });
    return () => {
      cancelled = true;
    };
  }, [analytics]);

  // Runs again once posthog-js arrives, so the page the visit started on is counted too.
  useEffect(() => {
    posthog?.capture('$pageview', { $current_url: pathOnly(pathname) });
  }, [posthog, pathname]);

  return null;
}
