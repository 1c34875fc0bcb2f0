import type { Db } from '../db/database.ts';
import { createStaffAccountsRepository } from '../modules/auth/staff-accounts.repository.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';

export type AdminAccountInput = { email: string; password: string; name: string };

/**
 * Makes sure an admin with this email exists and signs in with this password (created, or its name
 * and password brought up to date). Safe to run at every start and on several replicas at once.
 */
export async function ensureAdmin(
  db: Db,
  input: AdminAccountInput,
): Promise<{ id: number; created: boolean; updated: boolean }> {
  const staff = createStaffAccountsRepository(db);
  const email = input.email.trim().toLowerCase();
  const existing = await staff.findAdminByEmail(email);
  if (
    existing &&
    existing.name === input.name &&
    (await verifyPassword(existing.passwordHash, input.password))
  ) {
    return { id: existing.id, created: false, updated: false };
  }
  const { admin, created } = await staff.upsertAdmin({
    email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
  });
  return { id: admin.id, created, updated: !created };
}
