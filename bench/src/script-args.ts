/**
 * The script's own arguments. pnpm 10 passes on the `--` of `pnpm --filter @convite/bench guest-path
 * -- --seconds 20`, which `parseArgs` would read as a positional argument.
 */
export function scriptArgs(argv: readonly string[] = process.argv): string[] {
  const args = argv.slice(2);
  return args[0] === '--' ? args.slice(1) : args;
}
