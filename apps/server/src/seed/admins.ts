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
  const samePassword =
    existing !== null && (await verifyPassword(existing.passwordHash, input.password));
  if (existing && samePassword && existing.name === input.name) {
    return { id: existing.id, created: false, updated: false };
  }
  // The same password keeps its hash: a new hash would end the admin's sessions (a name change at
  // a deploy should not sign them out).
  const { admin, created } = await staff.upsertAdmin({
    email,
    name: input.name,
    passwordHash:
      existing && samePassword ? existing.passwordHash : await hashPassword(input.password),
  });
  return { id: admin.id, created, updated: !created };
}
