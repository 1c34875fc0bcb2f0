// docs/operations.md: every call of the contract with its operationId and the one server file that
// serves it, so that a path (`show-gallery-section-title`) leads to its handler in one search.
// Generated from the contract and the server's sources; src/http/operations-index.test.ts fails when
// the page is stale or when an operationId is named by no file or by more than one.
// Rewrite the page after adding or moving a handler (run from apps/server):
//   pnpm docs:operations
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContract } from '../src/http/contract-document.ts';
import { markdownTable } from './markdown-table.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = path.resolve(import.meta.dirname, '../src');
export const OPERATIONS_PAGE = path.join(ROOT, 'docs/operations.md');

/** The lines of a source file that are not comments (a comment may name an operation as an example). */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
}

/** The server's production sources (what the build compiles): no tests, no src/test. */
function productionSources(): { file: string; code: string }[] {
  return readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith(`test${path.sep}`))
    .sort()
    .map((file) => ({
      file: path.relative(ROOT, path.join(SOURCES, file)).split(path.sep).join('/'),
      code: withoutComments(readFileSync(path.join(SOURCES, file), 'utf8')),
    }));
}

function namesOperation(code: string, operationId: string): boolean {
  return code.includes(`'${operationId}'`) || new RegExp(`^\\s*${operationId}:`, 'm').test(code);
}

export type IndexedOperation = {
  route: string;
  operationId: string;
  /** Every production file whose code names the operationId: `'getSong'`, or a key opening its line (`updateGuestName:`), not an option of a call (`{ register: registry }`). */
  files: string[];
};

/** Each operation of the contract, by path then method, with the files that name it. */
export function indexOperations(): IndexedOperation[] {
  const sources = productionSources();
  return loadContract()
    .operations.map((operation) => ({
      route: `${operation.method} ${operation.path}`,
      operationId: operation.operationId,
      files: sources
        .filter(({ code }) => namesOperation(code, operation.operationId))
        .map(({ file }) => file),
    }))
    .sort(
      (a, b) => pathOf(a.route).localeCompare(pathOf(b.route)) || a.route.localeCompare(b.route),
    );
}

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

export function operationsPage(operations = indexOperations()): string {
  const table = markdownTable([
    ['call', 'operationId', 'served in'],
    ...operations.map(({ route, operationId, files }) => [
      `\`${route}\``,
      `\`${operationId}\``,
      files.map((file) => `\`${file}\``).join(', '),
    ]),
  ]);
  return [
    '# Operations',
    '',
    'Every call of the API, the operationId it has in `openapi/`, and the file that serves it: a',
    "`serve(app, 'operationId', handler)` in a `*.routes.ts`, or a row of a field or item table that",
    '`src/content-kit/content-routes.ts` serves. Generated (`pnpm --filter @convite/server docs:operations`);',
    '`apps/server/src/http/operations-index.test.ts` fails when it is stale.',
    '',
    table,
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(OPERATIONS_PAGE, operationsPage());
}
