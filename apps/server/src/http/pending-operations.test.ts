import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRequest } from '../test/contract-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';
import { loadContract, type Role } from './contract-document.ts';
import { servedOperationIds, unservedOperationIds } from './contract.ts';
import { pendingOperations } from './pending-operations.ts';

describe('pending operations', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
  });

  it('the list is sorted, without duplicates, and names contract operations only', () => {
    expect([...pendingOperations]).toEqual([...new Set(pendingOperations)].sort());
    const known = new Set(loadContract().operations.map((operation) => operation.operationId));
    expect(pendingOperations.filter((id) => !known.has(id))).toEqual([]);
  });

  it('matches exactly the operations the server does not serve', () => {
    const unserved = unservedOperationIds(test.app);
    const listed = new Set(pendingOperations);
    const servedButListed = pendingOperations.filter((id) => !unserved.includes(id));
    const unservedButUnlisted = unserved.filter((id) => !listed.has(id));
    expect(
      { servedButListed, unservedButUnlisted },
      'Update src/http/pending-operations.ts: remove the operations now served; an operation that is ' +
        'neither served nor listed must be served or listed (the list only shrinks).',
    ).toEqual({ servedButListed: [], unservedButUnlisted: [] });
  });

  it('every pending operation answers 501 to a valid request of a role it allows', async () => {
    const served = new Set(servedOperationIds(test.app));
    const failures: string[] = [];
    for (const id of pendingOperations.filter((candidate) => !served.has(candidate))) {
      const operation = test.app.contract.contract.byId.get(id);
      if (operation === undefined) continue;
      const role = operation.access.find((candidate): candidate is Role => candidate !== 'public');
      const request = sampleRequest(operation);
      const response =
        role === undefined
          ? await test.app.inject(request)
          : await injectAs(test.app, { role, id: 1 }, request);
      if (response.statusCode !== 501)
        failures.push(`${id} → ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });
});
