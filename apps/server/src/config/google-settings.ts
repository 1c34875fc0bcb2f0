import { z } from 'zod';
import { documented, httpUrl, type SettingsOf } from './settings-schema.ts';

export type GoogleConfig = Readonly<{
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
}>;

/** Google sign-in (OpenID Connect): off until both the client id and secret are set. */
export const googleSettings = {
  GOOGLE_CLIENT_ID: documented(
    z.string().optional(),
    'the OAuth client id of Google sign-in (with `GOOGLE_CLIENT_SECRET`)',
    'none: Google sign-in off',
  ),
  GOOGLE_CLIENT_SECRET: documented(
    z.string().optional(),
    'the OAuth client secret of Google sign-in (with `GOOGLE_CLIENT_ID`)',
    'none',
  ),
  GOOGLE_ISSUER: documented(
    httpUrl.default('https://accounts.google.com'),
    'the OpenID Connect issuer',
  ),
  GOOGLE_REDIRECT_URI: documented(
    httpUrl.optional(),
    'where the provider sends the couple back',
    '`APP_URL/auth/google/callback`',
  ),
};

/** Null until both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
export function googleConfig(
  s: SettingsOf<typeof googleSettings> & Readonly<{ APP_URL: string }>,
): GoogleConfig | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = s;
  return clientId !== undefined && clientSecret !== undefined
    ? {
        clientId,
        clientSecret,
        issuer: s.GOOGLE_ISSUER,
        redirectUri: s.GOOGLE_REDIRECT_URI ?? `${s.APP_URL}/auth/google/callback`,
      }
    : null;
}
