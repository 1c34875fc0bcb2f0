// Shared Vitest settings: tests sit beside their source as *.test.ts(x) and always run in UTC, so a
// date assertion means the same on every machine; the apps convert to WEDDING_TIME_ZONE
// (@convite/rules/time-zone) explicitly.

/**
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], include?: string[] }} [options]
 * @returns {import('vitest/config').ViteUserConfig['test']}
 */
export function testConfig({ environment = 'node', setupFiles = [], include = ['src/**/*.test.{ts,tsx}'] } = {}) {
  return {
    environment,
    // A DOM suite spends most of its time building jsdom once per file; vmThreads builds it once per
    // worker and still runs each file in a fresh context of its own (measured: the dashboard's
    // suite takes 39 CPU-seconds instead of 93).
    ...(environment === 'jsdom' ? { pool: 'vmThreads' } : {}),
    include,
    setupFiles,
    env: { TZ: 'UTC' },
    restoreMocks: true,
    // A stubbed variable or global ends with its test, even where a worker runs several files.
    unstubEnvs: true,
    unstubGlobals: true,
    // Two cores shared by several suites at once: a slow test is not a failing one.
    testTimeout: 30_000,
  };
}
