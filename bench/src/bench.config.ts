// The benchmarks' one reader of the environment (besides lighthouse.config.ts).

/** A PostgreSQL server to make scratch databases on; unset: the embedded PGlite. */
export const ADMIN_DATABASE_URL: string | undefined = process.env.DATABASE_URL || undefined;

/** The variables a started server inherits (PATH and the like), without DATABASE_URL: each benchmark chooses its database. */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

/**
 * The inherited settings that shape a started server's memory (glibc's allocator, Node's flags), as
 * `NAME=value`, for a benchmark to print; the unset ones are left out.
 */
export function memorySettings(): string[] {
  return ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_', 'NODE_OPTIONS']
    .filter((name) => (process.env[name] ?? '') !== '')
    .map((name) => `${name}=${process.env[name]}`);
}
