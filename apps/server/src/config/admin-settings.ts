import { z } from 'zod';
import { documented, got, type SettingsOf } from './settings-schema.ts';

export type AdminSeedConfig = Readonly<{ email: string; password: string; name: string }>;

/** The admin account ensured at start-up, when both its email and password are set. */
export const adminSettings = {
  ADMIN_EMAIL: documented(
    z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, got('an email address'))
      .transform((email) => email.toLowerCase())
      .optional(),
    'the email of an admin account ensured at start-up (with `ADMIN_PASSWORD`)',
    'none',
  ),
  ADMIN_PASSWORD: documented(
    z.string().min(8, { error: 'at least 8 characters' }).optional(),
    "that admin account's password (with `ADMIN_EMAIL`)",
    'none',
  ),
  ADMIN_NAME: documented(z.string().default('Admin'), "that admin account's display name"),
};

export function adminSeedConfig(s: SettingsOf<typeof adminSettings>): AdminSeedConfig | null {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = s;
  return email !== undefined && password !== undefined
    ? { email, password, name: s.ADMIN_NAME }
    : null;
}
