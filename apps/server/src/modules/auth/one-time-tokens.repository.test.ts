import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createOneTimeToken } from '../../security/one-time-tokens.ts';
import { createClientsRepository } from '../clients/clients.repository.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';

describe('one-time tokens repository', () => {
  let database: Database;
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase());
  });

  afterAll(async () => {
    await close();
  });

  async function newClient(email: string) {
    return createClientsRepository(database.db).create({
      email,
      passwordHash: null,
      name: null,
      lastName: null,
      verified: false,
      externalAuth: null,
      googleSubject: null,
    });
  }

  it('lets a verification token be spent once, even by concurrent requests', async () => {
    const tokens = createOneTimeTokensRepository(database.db);
    const client = await newClient('once@example.com');
    const { tokenHash, expiresAt } = createOneTimeToken('verification');
    await tokens.create({ clientId: client.id, purpose: 'verification', tokenHash, expiresAt });

    const results = await Promise.all([
      tokens.consumeVerification(tokenHash),
      tokens.consumeVerification(tokenHash),
    ]);
    expect(results.filter((id) => id === client.id)).toHaveLength(1);
    expect(results.filter((id) => id === null)).toHaveLength(1);
    expect(await tokens.refusal(tokenHash, 'verification')).toBe('used');
    expect((await createClientsRepository(database.db).findById(client.id))?.verified).toBe(true);
  });

  it('refuses an expired token and one of another purpose', async () => {
    const tokens = createOneTimeTokensRepository(database.db);
    const client = await newClient('expired@example.com');
    const expired = createOneTimeToken('reset', new Date(Date.now() - 2 * 60 * 60 * 1000));
    await tokens.create({
      clientId: client.id,
      purpose: 'reset',
      tokenHash: expired.tokenHash,
      expiresAt: expired.expiresAt,
    });
    expect(await tokens.consumeReset(expired.tokenHash, 'hash')).toBeNull();
    expect(await tokens.refusal(expired.tokenHash, 'reset')).toBe('expired');

    const reset = createOneTimeToken('reset');
    await tokens.create({
      clientId: client.id,
      purpose: 'reset',
      tokenHash: reset.tokenHash,
      expiresAt: reset.expiresAt,
    });
    expect(await tokens.consumeVerification(reset.tokenHash)).toBeNull();
    expect(await tokens.refusal(reset.tokenHash, 'verification')).toBe('unknown');
    expect(await tokens.refusal('no-such-hash', 'reset')).toBe('unknown');
  });

  it('voids older unused tokens of the same purpose when a new one is issued', async () => {
    const tokens = createOneTimeTokensRepository(database.db);
    const client = await newClient('replace@example.com');
    const first = createOneTimeToken('reset');
    const second = createOneTimeToken('reset');
    await tokens.replace({
      clientId: client.id,
      purpose: 'reset',
      tokenHash: first.tokenHash,
      expiresAt: first.expiresAt,
    });
    await tokens.replace({
      clientId: client.id,
      purpose: 'reset',
      tokenHash: second.tokenHash,
      expiresAt: second.expiresAt,
    });
    expect(await tokens.consumeReset(first.tokenHash, 'new-hash')).toBeNull();
    expect(await tokens.consumeReset(second.tokenHash, 'new-hash')).toBe(client.id);
  });
});
