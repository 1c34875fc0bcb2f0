import type { Db } from '../db/database.ts';
import { createStaffAccountsRepository } from '../modules/auth/staff-accounts.repository.ts';
import { createClientsRepository } from '../modules/clients/clients.repository.ts';
import { hashPassword } from '../security/passwords.ts';
import { seedDemoWedding, type DemoWeddingDeps, type DemoWeddingSeed } from './demo-wedding.ts';

// Demo data for a fresh machine: one account of each kind, and the demo client's wedding "Ana &
// Luis" with a complete invitation and guests (demo-wedding.ts). Idempotent: an account or a
// wedding that exists is left as it is.

export const DEMO_ACCOUNTS = {
  client: {
    email: 'pareja@convite.mx',
    password: 'Convite.2026!',
    name: 'Ana',
    lastName: 'García',
  },
  admin: { email: 'admin@convite.mx', password: 'Admin.2026!', name: 'Admin Convite' },
  promoter: { email: 'promotor@convite.mx', password: 'Promotor.2026!', name: 'Promotor Convite' },
} as const;

export type DemoSeed = {
  clientId: number;
  adminId: number;
  promoterId: number;
  /** What to print: who signs in where, with which password. */
  credentials: { role: 'client' | 'admin' | 'promoter'; email: string; password: string }[];
  /** The demo client's wedding and its links. */
  wedding: DemoWeddingSeed;
};

export async function seedDemo(db: Db, deps: DemoWeddingDeps): Promise<DemoSeed> {
  const clients = createClientsRepository(db);
  const staff = createStaffAccountsRepository(db);
  const { client, admin, promoter } = DEMO_ACCOUNTS;

  const existingClient = await clients.findByEmail(client.email);
  const clientRow =
    existingClient ??
    (await clients.create({
      email: client.email,
      passwordHash: await hashPassword(client.password),
      name: client.name,
      lastName: client.lastName,
      verified: true,
      externalAuth: null,
      googleSubject: null,
    }));

  const adminRow =
    (await staff.findAdminByEmail(admin.email)) ??
    (
      await staff.upsertAdmin({
        email: admin.email,
        name: admin.name,
        passwordHash: await hashPassword(admin.password),
      })
    ).admin;

  const promoterRow =
    (await staff.findPromoterByEmail(promoter.email)) ??
    (await staff.createPromoter({
      email: promoter.email,
      name: promoter.name,
      passwordHash: await hashPassword(promoter.password),
    })) ??
    (await staff.findPromoterByEmail(promoter.email));
  if (!promoterRow)
    throw new Error(
      `demo promoter ${promoter.email} could not be created (a deleted promoter holds the email?)`,
    );

  const wedding = await seedDemoWedding(db, clientRow.id, deps);

  return {
    clientId: clientRow.id,
    adminId: adminRow.id,
    promoterId: promoterRow.id,
    credentials: [
      { role: 'client', email: client.email, password: client.password },
      { role: 'admin', email: admin.email, password: admin.password },
      { role: 'promoter', email: promoter.email, password: promoter.password },
    ],
    wedding,
  };
}
