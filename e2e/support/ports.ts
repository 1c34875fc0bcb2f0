// Fixed ports for the end-to-end run, apart from the ones `pnpm start` uses.
export const e2ePorts = {
  api: 3900,
  dashboard: 5900,
  invitation: 5901,
  admin: 5902,
  google: 3901,
  /** Nothing listens here: the tests answer PostHog's calls in the browser and read the events. */
  analytics: 3902,
  /** The run's SMTP server (support/mail-server.ts), and where the tests read what it received. */
  smtp: 3903,
  mailbox: 3904,
} as const;
