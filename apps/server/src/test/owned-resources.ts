// Client A's resources of every kind an operation's path names, inserted straight into the
// database, for the tests that walk every operation (the access-control matrix, the contract fuzz).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import type { Db } from '../db/database.ts';
import {
  accommodations,
  events,
  giftRegistries,
  images,
  invitations,
  itineraryEvents,
  parents,
  songs,
} from '../db/schema/content.ts';
import { guests } from '../db/schema/guests.ts';
import { payments } from '../db/schema/payments.ts';
import { invitationPlans } from '../db/schema/plans.ts';
import { themes } from '../db/schema/themes.ts';
import { weddings } from '../db/schema/weddings.ts';
import type { ContractOperation } from '../http/contract-document.ts';

/** Client A owns the resources; client B is another account. */
export type Fixtures = { db: Db; clientA: number; clientB: number };

/**
 * Client A's resource of each kind, keyed by the path's first segment (or by the whole path where
 * the id names another kind, e.g. '/themes/by-wedding-id/{id}' → a wedding). An issue that serves an
 * operation of a new kind adds its fixture here.
 */
export const ownedResourceFixtures: Record<
  string,
  (fixtures: Fixtures) => Promise<number> | number
> = {
  clients: (fixtures) => fixtures.clientA,
  weddings: clientAWedding,
  invitations: clientAInvitation,
  parents: async (fixtures) =>
    insertedId(fixtures.db, parents, {
      invitationId: await clientAInvitation(fixtures),
      name: 'Fixture parent',
      parentOf: 'bride',
    }),
  events: async (fixtures) =>
    insertedId(fixtures.db, events, { weddingId: await clientAWedding(fixtures), name: 'Fixture' }),
  'itinerary-events': async (fixtures) =>
    insertedId(fixtures.db, itineraryEvents, {
      weddingId: await clientAWedding(fixtures),
      name: 'Fixture',
    }),
  'gift-registries': async (fixtures) =>
    insertedId(fixtures.db, giftRegistries, {
      weddingId: await clientAWedding(fixtures),
      name: 'Fixture',
    }),
  accommodations: async (fixtures) =>
    insertedId(fixtures.db, accommodations, {
      weddingId: await clientAWedding(fixtures),
      name: 'Fixture',
    }),
  guests: async (fixtures) =>
    insertedId(fixtures.db, guests, {
      weddingId: await clientAWedding(fixtures),
      name: 'Fixture guest',
      code: `FX${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`,
    }),
  images: async (fixtures) =>
    insertedId(fixtures.db, images, {
      type: 'coverImage',
      weddingId: await clientAWedding(fixtures),
      storageKey: `images/${randomUUID()}.webp`,
      contentType: 'image/webp',
      sizeBytes: 1,
      width: 1,
      height: 1,
      aspectRatio: 1,
    }),
  songs: clientASong,
  themes: async (fixtures) =>
    insertedId(fixtures.db, themes, {
      weddingId: await clientAWedding(fixtures),
      name: 'Fixture theme',
      content: JSON.stringify(ETIQUETA_THEME),
    }),
  '/themes/by-wedding-id/{id}': clientAWedding,
  payments: clientAPayment,
};

/** Client A's one wedding (a client has at most one): found, or made with a running trial. */
export async function clientAWedding(fixtures: Fixtures): Promise<number> {
  const [existing] = await fixtures.db
    .select({ id: weddings.id })
    .from(weddings)
    .where(eq(weddings.clientId, fixtures.clientA));
  if (existing !== undefined) return existing.id;
  const [row] = await fixtures.db
    .insert(weddings)
    .values({
      clientId: fixtures.clientA,
      name: 'Fixture wedding',
      slug: `fixture-wedding-${fixtures.clientA}`,
      date: new Date('2030-06-15T18:00:00Z'),
      trialEndsAt: new Date(Date.now() + 72 * 3600 * 1000),
    })
    .returning({ id: weddings.id });
  if (row === undefined) throw new Error('could not insert a fixture wedding');
  return row.id;
}

/** A paid payment of client A's wedding, for the first plan. */
async function clientAPayment(fixtures: Fixtures): Promise<number> {
  const [plan] = await fixtures.db
    .select({ id: invitationPlans.id })
    .from(invitationPlans)
    .limit(1);
  if (plan === undefined) throw new Error('the seeded plans are missing');
  return insertedId(fixtures.db, payments, {
    weddingId: await clientAWedding(fixtures),
    invitationPlanId: plan.id,
    amount: 1000,
    originalAmount: 1000,
    status: 'succeeded',
  });
}

/** Client A's wedding's invitation: found, or made. */
async function clientAInvitation(fixtures: Fixtures): Promise<number> {
  const weddingId = await clientAWedding(fixtures);
  await fixtures.db.insert(invitations).values({ weddingId }).onConflictDoNothing();
  const [row] = await fixtures.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.weddingId, weddingId));
  if (row === undefined) throw new Error('could not insert a fixture invitation');
  return row.id;
}

/** Client A's wedding's one song: found, or made. */
async function clientASong(fixtures: Fixtures): Promise<number> {
  const weddingId = await clientAWedding(fixtures);
  await fixtures.db
    .insert(songs)
    .values({
      weddingId,
      name: 'fixture.mp3',
      storageKey: `songs/${randomUUID()}.mp3`,
      contentType: 'audio/mpeg',
      sizeBytes: 1,
    })
    .onConflictDoNothing();
  const [row] = await fixtures.db
    .select({ id: songs.id })
    .from(songs)
    .where(eq(songs.weddingId, weddingId));
  if (row === undefined) throw new Error('could not insert a fixture song');
  return row.id;
}

async function insertedId(
  db: Db,
  table: PgTable & { id: PgColumn },
  values: Record<string, unknown>,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (row === undefined) throw new Error('could not insert a fixture row');
  return row.id as number;
}

/** The fixture for the kind of resource the operation's path ids name, if there is one. */
export function ownedResourceFixture(
  operation: ContractOperation,
): ((fixtures: Fixtures) => Promise<number> | number) | undefined {
  const kind = operation.path.split('/')[1] ?? '';
  return ownedResourceFixtures[operation.path] ?? ownedResourceFixtures[kind];
}

/** The operation's path ids (`id`, `…Id`) all set to `id`. */
export function idPathValues(operation: ContractOperation, id: number): Record<string, number> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path' && /(^id$|Id$)/.test(parameter.name))
      .map((parameter) => [parameter.name, id]),
  );
}
