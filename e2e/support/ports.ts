// Fixed ports for the end-to-end run, apart from the ones `pnpm start` uses. E2E_PORT_OFFSET moves
// them all, so a second run on the same machine (another checkout, another engineer) can run beside.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const e2ePorts = {
  api: 3900 + offset,
  dashboard: 5900 + offset,
  invitation: 5901 + offset,
  admin: 5902 + offset,
  google: 3901 + offset,
  /** Nothing listens here: the tests answer PostHog's calls in the browser and read the events. */
  analytics: 3902 + offset,
  /** The run's SMTP server (support/mail-server.ts), and where the tests read what it received. */
  smtp: 3903 + offset,
  mailbox: 3904 + offset,
} as const;
