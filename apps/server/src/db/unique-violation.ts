// PostgreSQL's unique_violation (SQLSTATE 23505), as pg and PGlite report it, possibly wrapped by
// Drizzle: repositories turn it into their own errors (an email or a slug taken by a racing request).

/** The unique constraint the violation names ('' when the driver names none), or null when `error`
 * is no unique violation. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}
