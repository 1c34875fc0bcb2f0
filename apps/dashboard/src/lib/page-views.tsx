import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { capturePageView, startAnalytics } from './analytics.ts';
import { useSiteSettings } from './site-settings.ts';

/**
 * Mounted once in the root layout: starts analytics when GET /public/site answers (a failed answer
 * counts as no key) and sends a page view for every router navigation. Anchor jumps (a hash change,
 * as in the terms' table of contents) are not new pages.
 */
export function PageViews() {
  const settings = useSiteSettings();
  const { pathname, search } = useLocation();

  const analytics = settings.data?.analytics;
  const failed = settings.isError;
  useEffect(() => {
    if (analytics !== undefined) void startAnalytics(analytics);
    else if (failed) void startAnalytics(null);
  }, [analytics, failed]);

  useEffect(() => {
    capturePageView(pathname + search);
  }, [pathname, search]);

  return null;
}
