import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@convite/vitest-config';
import { serverTestFiles } from './src/test/database-test-files.ts';
import { LongestFirstSequencer } from './src/test/longest-first-sequencer.ts';

// The files that touch a database run on PGlite always, and on PostgreSQL too when DATABASE_URL is
// set (TEST_DATABASE=postgres makes the harness create a database per test app there); the files
// that touch none run once, with DATABASE_FREE_TEST=true so the harness refuses to open a database.
const databaseUrl = process.env.DATABASE_URL;
if (process.env.CI === 'true' && !databaseUrl) {
  throw new Error(
    'CI=true but DATABASE_URL is not set: the server suite must also run on PostgreSQL.',
  );
}

const shared = testConfig();
const files = serverTestFiles(path.resolve(import.meta.dirname));
// Each project names its own files: a project that inherited the root's settings would add the
// shared `include` to its own (Vite merges arrays), so the projects do not extend the root.
const project = (name: string, include: string[], env: Record<string, string>) => ({
  extends: false,
  test: {
    ...shared,
    name,
    include,
    env: { ...shared.env, ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs its files in one module graph: the app's modules, PGlite's WebAssembly and the
    // compiled contract are loaded once per worker instead of once per file, which halves the
    // suite's CPU time. Each test app still gets a database of its own; a file that mocks a module
    // loads the app afresh after vi.resetModules() (images.concurrency.test.ts).
    isolate: false,
    // Two workers on two cores (Vitest's default leaves one core free, and a project does not read
    // the root's setting); each test app holds its own PGlite in memory.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      project('unit', files.databaseFree, { DATABASE_FREE_TEST: 'true' }),
      project('pglite', files.database, { TEST_DATABASE: 'pglite' }),
      ...(databaseUrl
        ? [
            project('postgres', files.database, {
              TEST_DATABASE: 'postgres',
              DATABASE_URL: databaseUrl,
            }),
          ]
        : []),
    ],
  },
});
