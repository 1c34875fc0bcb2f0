// The access-control matrix. It reads the contract and walks EVERY operation, so each operation a
// later issue adds is covered without anyone remembering to add it here:
// - without a token every non-public operation answers 401 (the public ones are named below);
// - a valid token of a role the operation does not list answers 403 (client and promoter tokens on
//   admin operations, promoter tokens on client operations, …);
// - for every SERVED operation with an id in its path that clients may call, client B naming client
//   A's resource answers 404 (never 403: another account's resource is never revealed).
// Auth runs in onRequest, before the body is read, so pending operations (501 stubs) are walked too.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { clients } from '../db/schema/accounts.ts';
import { sampleBodyProblems, sampleRequest } from '../test/contract-fixtures.ts';
import { insertPromoter } from '../test/promo-codes-test-kit.ts';
import { ADMIN } from '../test/admin-fixtures.ts';
import {
  clientAWedding,
  idPathValues,
  ownedResourceFixture,
  type Fixtures,
} from '../test/owned-resources.ts';
import { insertDoorHelper } from '../test/wedding-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';
import type { ContractOperation, Role } from './contract-document.ts';
import { loadContract } from './contract-document.ts';

/** The operations anyone may call without a session. Changing the contract's public set fails below. */
const PUBLIC_OPERATIONS = [
  'confirmInvitation',
  'downloadPass',
  'getGoogleAuthRedirect',
  'getPass',
  'getPublicInvitation',
  'getSiteSettings',
  'listInvitationPlans',
  'login',
  'loginAdmin',
  'loginPromoter',
  'receivePaymentWebhook',
  'receiveWhatsAppWebhook',
  'recordInvitationOpening',
  'register',
  'removeGuestData',
  'resetPassword',
  'sendResetLink',
  'startDoorSession',
  'unsubscribeFromNotices',
  'verifyClient',
  'verifyGoogleAuth',
  'verifyWhatsAppWebhook',
];

/**
 * Public operations whose 401/403 is their caller's proof, not a session: Meta's protocol answers a
 * wrong verify token 403, and a body without its X-Hub-Signature-256 is refused 401.
 */
const PROOF_REFUSALS = ['verifyWhatsAppWebhook', 'receiveWhatsAppWebhook'];

const ROLES: readonly Role[] = ['client', 'admin', 'promoter', 'helper'];

const contract = loadContract();
const label = (operation: ContractOperation) =>
  `${operation.operationId} (${operation.method} ${operation.path})`;

async function insertClient(db: Db, email: string): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ email, name: 'Fixture', lastName: 'Client', verified: true })
    .returning({ id: clients.id });
  if (row === undefined) throw new Error('could not insert a fixture client');
  return row.id;
}

describe('access-control matrix', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let fixtures: Fixtures;
  let promoterId: number;
  let helperId: number;

  beforeAll(async () => {
    test = await createTestApp();
    app = test.app;
    fixtures = {
      db: test.database.db,
      clientA: await insertClient(test.database.db, 'client-a@example.com'),
      clientB: await insertClient(test.database.db, 'client-b@example.com'),
    };
    promoterId = await insertPromoter(test.database.db);
    helperId = await insertDoorHelper(test.database.db, await clientAWedding(fixtures));
  });
  afterAll(async () => {
    await test?.close();
  });

  it('names exactly the contract public operations', () => {
    const contractPublic = contract.operations
      .filter((operation) => operation.isPublic)
      .map((operation) => operation.operationId)
      .sort();
    expect(contractPublic).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('the server describes the same operations as the contract file', () => {
    expect(
      app.contract.contract.operations.map((operation) => operation.operationId).sort(),
    ).toEqual(contract.operations.map((operation) => operation.operationId).sort());
  });

  it('every non-public operation answers 401 without a token, or with a bad one', async () => {
    const failures: string[] = [];
    for (const operation of contract.operations.filter((candidate) => !candidate.isPublic)) {
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const request = sampleRequest(operation);
        const headers = { ...(request.headers as Record<string, string>) };
        if (authorization !== undefined) headers.authorization = authorization;
        const response = await app.inject({ ...request, headers });
        if (response.statusCode !== 401) {
          failures.push(
            `${label(operation)} ${authorization ?? 'no token'} → ${response.statusCode}`,
          );
        } else {
          expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('public operations never ask for a session', async () => {
    const failures: string[] = [];
    const sessionless = contract.operations.filter(
      (candidate) => candidate.isPublic && !PROOF_REFUSALS.includes(candidate.operationId),
    );
    for (const operation of sessionless) {
      const response = await app.inject(sampleRequest(operation));
      if (response.statusCode === 401 || response.statusCode === 403) {
        failures.push(`${label(operation)} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every operation answers 403 to a valid token of a role it does not list', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const operation of contract.operations.filter((candidate) => !candidate.isPublic)) {
      for (const role of ROLES.filter((candidate) => !operation.access.includes(candidate))) {
        // A session of an account that exists (the test admin is in every test database).
        const id = {
          client: fixtures.clientA,
          admin: ADMIN.id,
          promoter: promoterId,
          helper: helperId,
        }[role];
        const response = await injectAs(app, { role, id }, sampleRequest(operation));
        checked += 1;
        if (response.statusCode !== 403)
          failures.push(`${label(operation)} as ${role} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // Client and promoter tokens on every admin-only operation are among them.
    const adminOnly = contract.operations.filter(
      (operation) => operation.access.length === 1 && operation.access[0] === 'admin',
    );
    expect(checked).toBeGreaterThanOrEqual(adminOnly.length * 2);
  });

  it("client B naming client A's resource answers 404 on every served operation", async () => {
    const served = new Set(app.contract.served);
    const candidates = contract.operations.filter(
      (operation) =>
        served.has(operation.operationId) &&
        operation.access.includes('client') &&
        operation.path.includes('{'),
    );
    const failures: string[] = [];
    for (const operation of candidates) {
      const kind = operation.path.split('/')[1] ?? '';
      const fixture = ownedResourceFixture(operation);
      if (fixture === undefined) {
        failures.push(
          `${label(operation)} is served but has no fixture kind "${kind}": add one to ownedResourceFixtures ` +
            'in src/http/access-control.test.ts',
        );
        continue;
      }
      const ownedId = await fixture(fixtures);
      const pathValues = idPathValues(operation, ownedId);
      const problems = sampleBodyProblems(operation);
      if (problems.length > 0) {
        failures.push(
          `cannot build a valid body (add examples to the contract): ${problems.join('; ')}`,
        );
        continue;
      }
      const response = await injectAs(
        app,
        { role: 'client', id: fixtures.clientB },
        sampleRequest(operation, { pathValues }),
      );
      if (response.statusCode !== 404) {
        failures.push(
          `${label(operation)} as client B on client A's ${kind} → ${response.statusCode} ${response.body}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
