/** A setting the server refuses: the variable, what it expects and (unless secret) what it got. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    expected: string,
    received?: string,
  ) {
    super(
      `${variable}: expected ${expected}${received === undefined ? '' : `, got "${received}"`}`,
    );
    this.name = 'ConfigError';
  }
}

/** Several settings wrong at once: one message naming every one of them. */
export class ConfigErrors extends ConfigError {
  constructor(readonly errors: readonly [ConfigError, ...ConfigError[]]) {
    super(errors[0].variable, '');
    this.message = [
      `${errors.length} settings need attention:`,
      ...errors.map((error) => `  ${error.message}`),
    ].join('\n');
  }

  /** Every variable named, in order. */
  get variables(): readonly string[] {
    return this.errors.map((error) => error.variable);
  }
}
