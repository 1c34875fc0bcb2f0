// The Lighthouse benchmark's one reader of the environment: where Chromium is, and the variables
// the servers it starts inherit (PATH and the like) before it adds their own.

/** Debian's chromium package; CHROMIUM_PATH overrides (as for the end-to-end tests). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** This process's environment without DATABASE_URL: the stack always uses its own embedded database. */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}
