// The lint rules that need the types, run by oxlint with tsgolint on TypeScript 7's checker
// (oxlintrc.json): a promise nobody awaits or handles (a lost error, a request answered before its
// work is done), a promise where a callback's result is ignored, an `await` of what is no promise,
// a switch over a union that misses a member. typescript-eslint ran the same four rules at about six
// times the cost, building a TypeScript 5 program of its own beside `tsc`'s.
import path from 'node:path';
import { binPath, runBin } from './run-bin.mjs';

const config = path.join(import.meta.dirname, 'oxlintrc.json');

/**
 * Lints `targets` (files or folders, default the working directory) with the type-aware rules.
 * @param {{ cwd?: string, targets?: string[], stdio?: 'inherit' | 'pipe' }} [options]
 */
export function lintTypes({ cwd, targets = ['.'], stdio } = {}) {
  const tsgolint = binPath('oxlint-tsgolint', 'tsgolint');
  return runBin('oxlint', 'oxlint', ['--type-aware', '--deny-warnings', '-c', config, ...targets], {
    cwd,
    stdio,
    env: { ...process.env, OXLINT_TSGOLINT_PATH: tsgolint },
  });
}
