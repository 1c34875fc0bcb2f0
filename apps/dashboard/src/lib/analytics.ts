// PLACEHOLDER written by the landing helper so the landing can call trackEvent; the
// legal-analytics helper replaces it with the PostHog module (ARCHITECTURE.md: analytics).
export type AnalyticsEvent = 'demo_click' | 'start_click' | 'trial_click' | 'buy_click';

/** Sends a click to analytics; without a configured key, nothing. */
export function trackEvent(name: AnalyticsEvent, properties?: Record<string, string>): void {
  void name;
  void properties;
}
