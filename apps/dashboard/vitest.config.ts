import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@convite/vitest-config';

export default defineConfig({
  plugins: [react()],
  test: {
    ...testConfig({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] }),
    // Tests that drive the whole router need more than the 5 s default on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
