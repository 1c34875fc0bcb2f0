import { z } from 'zod';
import { documented, got, httpUrl, type SettingsOf } from './settings-schema.ts';

/** Product analytics (PostHog), handed to the apps by GET /v1/public/site. */
export type PosthogConfig = Readonly<{ key: string; host: string }>;

/** What GET /v1/public/site hands the apps: the demo wedding, and the analytics key and host. */
export const siteSettings = {
  DEMO_WEDDING_SLUG: documented(
    // The format weddings_slug_format allows: any other value could never name a wedding.
    z
      .string()
      .regex(/^[a-z0-9-]{3,60}$/, got('a wedding slug (a-z, 0-9 and -, 3 to 60)'))
      .default('ana-y-luis'),
    "the wedding the landing's demo link opens (`seed-demo` creates `ana-y-luis`); the link is hidden while that wedding is missing or inactive",
  ),
  POSTHOG_KEY: documented(
    z.string().optional(),
    'the PostHog project key (`phc_…`) the apps send page views and clicks with (`GET /v1/public/site` hands it to them)',
    'none: no analytics',
  ),
  POSTHOG_HOST: documented(
    httpUrl.default('https://us.i.posthog.com'),
    'the PostHog ingestion host (e.g. `https://eu.i.posthog.com`)',
  ),
};

export function posthogConfig(s: SettingsOf<typeof siteSettings>): PosthogConfig | null {
  return s.POSTHOG_KEY === undefined ? null : { key: s.POSTHOG_KEY, host: s.POSTHOG_HOST };
}
