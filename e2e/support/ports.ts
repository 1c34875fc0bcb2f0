// Fixed ports for the end-to-end run, apart from the ones `pnpm start` uses.
export const e2ePorts = {
  api: 3900,
  dashboard: 5900,
  invitation: 5901,
  admin: 5902,
  google: 3901,
  /** Nothing listens here: the tests answer PostHog's calls in the browser and read the events. */
  analytics: 3902,
} as const;
