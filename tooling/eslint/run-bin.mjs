// Runs an installed package's command with this Node, wherever pnpm put the package.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The script of `packageName`'s bin `binName` (its package.json `bin` entry).
 * @param {string} packageName
 * @param {string} binName
 */
export function binPath(packageName, binName) {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const { bin } = require(manifestPath);
  return path.resolve(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}

/**
 * Runs `packageName`'s bin `binName` and returns its exit status and output.
 * @param {string} packageName
 * @param {string} binName
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stdio?: 'inherit' | 'pipe' }} [options]
 */
export function runBin(packageName, binName, args, options = {}) {
  const result = spawnSync(process.execPath, [binPath(packageName, binName), ...args], {
    stdio: options.stdio ?? 'inherit',
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: 'utf8',
  });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}
