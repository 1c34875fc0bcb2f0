// Fixed ports for the end-to-end run, apart from the ones `pnpm start` uses.
export const e2ePorts = {
  api: 3900,
  dashboard: 5900,
  invitation: 5901,
  admin: 5902,
  google: 3901,
} as const;
