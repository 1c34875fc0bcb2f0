import type { ViteUserConfig } from 'vitest/config';

export type TestConfigOptions = {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  include?: string[];
};

export function testConfig(options?: TestConfigOptions): NonNullable<ViteUserConfig['test']>;
