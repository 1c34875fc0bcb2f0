// Couples, weddings and guests inserted straight into the database, for the wedding content tests.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { clients } from '../db/schema/accounts.ts';
import { invitations } from '../db/schema/content.ts';
import { doorHelpers } from '../db/schema/door.ts';
import { guests } from '../db/schema/guests.ts';
import { weddings } from '../db/schema/weddings.ts';
import { createTestToken, type TestApp } from './test-app.ts';

export type Couple = {
  clientId: number;
  token: string;
  weddingId: number;
  invitationId: number;
  /** The wedding's slug (its invitation's address). */
  slug: string;
};

let counter = 0;
const HOUR = 3_600_000;

const uniqueSuffix = () => {
  counter += 1;
  return `${process.pid}-${counter}-${randomBytes(3).toString('hex')}`;
};

/** A client (verified by default) without a wedding, with a session token. */
export async function insertClient(
  db: Db,
  options: { isVerified?: boolean } = {},
): Promise<{ id: number; token: string }> {
  const [client] = await db
    .insert(clients)
    .values({
      email: `couple-${uniqueSuffix()}@example.com`,
      name: 'Ana',
      lastName: 'Luna',
      verified: options.isVerified ?? true,
    })
    .returning({ id: clients.id });
  if (client === undefined) throw new Error('could not insert a client');
  return { id: client.id, token: await createTestToken({ role: 'client', id: client.id }) };
}

/** A verified client with a wedding (and its invitation); active by default (a running trial). */
export async function insertCouple(db: Db, options: { isActive?: boolean } = {}): Promise<Couple> {
  const client = await insertClient(db);
  const [wedding] = await db
    .insert(weddings)
    .values({
      clientId: client.id,
      name: 'Ana y Luis',
      slug: `boda-${uniqueSuffix()}`,
      date: new Date('2030-06-15T23:00:00Z'),
      trialEndsAt: options.isActive === false ? null : new Date(Date.now() + 72 * HOUR),
    })
    .returning({ id: weddings.id, slug: weddings.slug });
  if (wedding === undefined) throw new Error('could not insert a wedding');
  const [invitation] = await db
    .insert(invitations)
    .values({ weddingId: wedding.id })
    .returning({ id: invitations.id });
  if (invitation === undefined) throw new Error('could not insert an invitation');
  return {
    clientId: client.id,
    token: client.token,
    weddingId: wedding.id,
    invitationId: invitation.id,
    slug: wedding.slug,
  };
}

/** Ends the wedding's trial (an hour ago): it becomes inactive. */
export async function endTrial(db: Db, weddingId: number): Promise<void> {
  await db
    .update(weddings)
    .set({ trialEndsAt: new Date(Date.now() - HOUR) })
    .where(eq(weddings.id, weddingId));
}

/** Guests are created through the API in a later issue; tests insert them. */
export async function insertGuest(db: Db, weddingId: number, name = 'Invitado'): Promise<number> {
  const [row] = await db
    .insert(guests)
    .values({ weddingId, name, code: randomBytes(4).toString('hex').toUpperCase() })
    .returning({ id: guests.id });
  if (row === undefined) throw new Error('could not insert a guest');
  return row.id;
}

/** A door helper of the wedding, with a random link key. */
export async function insertDoorHelper(
  db: Db,
  weddingId: number,
  name = 'Tía Rosa',
): Promise<number> {
  const [row] = await db
    .insert(doorHelpers)
    .values({ weddingId, name, key: randomBytes(18).toString('base64url') })
    .returning({ id: doorHelpers.id });
  if (row === undefined) throw new Error('could not insert a door helper');
  return row.id;
}

/** A /v1 request with the token (null: none) in the language asked for. */
export function call(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  language: 'es' | 'en' = 'es',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/v1${url}`,
    payload,
    headers: {
      'accept-language': language,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}
