// The apps' public origins (links in emails, CORS) and the key that signs session tokens.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-errors.ts';
import { commaSeparated, documented, httpUrl, type SettingsOf } from './settings-schema.ts';

/** The session key and the origins of the three apps. */
export const webSettings = {
  JWT_SECRET: documented(
    z.string().min(32, { error: 'at least 32 characters' }).optional(),
    'the key that signs session tokens (at least 32 characters)',
    'a random key kept in `DATA_DIR/jwt-secret`',
  ),
  APP_URL: documented(
    httpUrl.default('http://localhost:5173'),
    "the dashboard's origin, used in email links",
  ),
  ADMIN_APP_URL: documented(httpUrl.default('http://localhost:5174'), "the admin console's origin"),
  INVITATION_URL: documented(
    httpUrl.default('http://localhost:5175'),
    "the public invitation's origin, used in guests' links",
  ),
  CORS_ORIGINS: documented(
    z
      .string()
      .transform(commaSeparated)
      .pipe(z.array(httpUrl.transform((url) => new URL(url).origin)))
      .optional(),
    'origins allowed to call the API from a browser (comma-separated)',
    'the three app origins',
  ),
};

/** The apps' origins, and the browsers' origins allowed (by default those three). */
export function webConfig(s: SettingsOf<typeof webSettings>) {
  const apps = [s.APP_URL, s.ADMIN_APP_URL, s.INVITATION_URL];
  return {
    appUrl: s.APP_URL,
    adminAppUrl: s.ADMIN_APP_URL,
    invitationUrl: s.INVITATION_URL,
    corsOrigins: s.CORS_ORIGINS ?? apps.map((url) => new URL(url).origin),
  };
}

/** Development convenience: one random key, generated once and kept in the data directory. */
export function generatedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) {
      const stored = readFileSync(file, 'utf8').trim();
      if (stored.length >= 32) return stored;
    }
    mkdirSync(dataDir, { recursive: true });
    const generated = randomBytes(48).toString('base64url');
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return generated;
  } catch (error) {
    throw new ConfigError(
      'JWT_SECRET',
      `a key of at least 32 characters (could not keep a generated one in ${file}: ${(error as Error).message})`,
    );
  }
}
