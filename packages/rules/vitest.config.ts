import { defineConfig } from 'vitest/config';
import { testConfig } from '@convite/vitest-config';

export default defineConfig({ test: testConfig() });
