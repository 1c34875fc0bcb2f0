// The settings a benchmark's API runs with: production mode (no response validation, as deployed),
// on this machine's embedded drivers, each named in EMBEDDED_DRIVERS as production requires, and
// loopback origins (the only plain-http ones production accepts).
export function embeddedProductionEnv(options: {
  /** A PostgreSQL database; without one, the embedded PGlite in DATA_DIR. */
  databaseUrl?: string;
  /** The public invitation's origin (guests' links). */
  invitationUrl?: string;
  /** Where the API serves uploaded files. */
  filesPublicUrl?: string;
}): Record<string, string> {
  const drivers = ['mail', 'storage', 'payments', 'jwt-secret'];
  if (options.databaseUrl === undefined) drivers.push('database');
  return {
    NODE_ENV: 'production',
    EMBEDDED_DRIVERS: drivers.join(','),
    APP_URL: 'http://127.0.0.1:5173',
    ADMIN_APP_URL: 'http://127.0.0.1:5174',
    INVITATION_URL: options.invitationUrl ?? 'http://127.0.0.1:5175',
    FILES_PUBLIC_URL: options.filesPublicUrl ?? 'http://127.0.0.1:3000/files',
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
  };
}
