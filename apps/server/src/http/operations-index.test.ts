// One search leads from a call to its handler: every operation of the contract is named by exactly
// one production file (its `serve(...)` or its field-table row), and docs/operations.md, which maps
// each path to its operationId and that file, is the generated one.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  indexOperations,
  OPERATIONS_PAGE,
  operationsPage,
} from '../../scripts/operations-index.ts';

test('every operation is named by exactly one production file of the server', () => {
  const operations = indexOperations();
  expect(operations.length).toBeGreaterThan(100);
  const notOnce = operations.filter(({ files }) => files.length !== 1);
  expect(notOnce, 'each operationId must appear in the code of one server file').toEqual([]);
});

test('docs/operations.md lists every call with the file that serves it', () => {
  expect(
    readFileSync(OPERATIONS_PAGE, 'utf8').split('\n'),
    'docs/operations.md: run `pnpm docs:operations` in apps/server to regenerate it',
  ).toEqual(operationsPage().split('\n'));
});
