import { defineConfig } from 'vitest/config';
import { testConfig } from '@convite/vitest-config';

// The server suite runs on PGlite always, and on PostgreSQL too when DATABASE_URL is set
// (TEST_DATABASE=postgres makes the harness create a database per test app there).
const databaseUrl = process.env.DATABASE_URL;
if (process.env.CI === 'true' && !databaseUrl) {
  throw new Error(
    'CI=true but DATABASE_URL is not set: the server suite must also run on PostgreSQL.',
  );
}

const shared = testConfig();

export default defineConfig({
  test: {
    ...shared,
    // Two cores: two workers; each test app holds its own PGlite in memory.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Inline projects inherit every setting above (Vitest 5's default) and share its Vite server.
    projects: [
      {
        test: { name: 'pglite', env: { ...shared.env, TEST_DATABASE: 'pglite' } },
      },
      ...(databaseUrl
        ? [
            {
              test: {
                name: 'postgres',
                env: { ...shared.env, TEST_DATABASE: 'postgres', DATABASE_URL: databaseUrl },
              },
            },
          ]
        : []),
    ],
  },
});
