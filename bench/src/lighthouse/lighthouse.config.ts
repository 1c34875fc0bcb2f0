// The Lighthouse benchmark's one reader of the environment: where Chromium is.

/** Debian's chromium package; CHROMIUM_PATH overrides (as for the end-to-end tests). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
