// Every variable the server reads, gathered from each concern's *-settings.ts in the order of the
// README's table, and parsed in one pass: a bad variable is named, and read as unset.
import { z } from 'zod';
import { adminSettings } from './admin-settings.ts';
import { aiThemesSettings } from './ai-themes-settings.ts';
import { ConfigError } from './config-errors.ts';
import { databaseSettings } from './database-settings.ts';
import { emailSettings } from './email-settings.ts';
import { googleSettings } from './google-settings.ts';
import { jobsSettings } from './jobs-settings.ts';
import { observabilitySettings } from './observability-settings.ts';
import { paymentSettings } from './payment-settings.ts';
import { runtimeSettings, serverSettings } from './server-settings.ts';
import { docs, type ConfigVariableInfo } from './settings-schema.ts';
import { siteSettings } from './site-settings.ts';
import { storageSettings } from './storage-settings.ts';
import { webSettings } from './web-settings.ts';
import { whatsAppSettings } from './whatsapp-settings.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Every variable the server reads, in the order of the README's table (which is generated from the
 * descriptions: `pnpm --filter @convite/server readme:config`). A blank value counts as unset.
 */
const variables = {
  ...serverSettings,
  ...databaseSettings,
  ...webSettings,
  ...emailSettings,
  ...jobsSettings,
  ...storageSettings,
  ...googleSettings,
  ...paymentSettings,
  ...aiThemesSettings,
  ...adminSettings,
  ...siteSettings,
  ...whatsAppSettings,
  ...observabilitySettings,
  ...runtimeSettings,
};

const settingsSchema = z.object(variables);
export type Settings = z.output<typeof settingsSchema>;
export type ConfigVariable = keyof typeof variables;

/** Every variable the server reads, with its default and what it sets: the README's table. */
export const configVariables: readonly ConfigVariableInfo[] = Object.entries(variables).map(
  ([name, schema]) => {
    const doc = docs.get(schema);
    const def = schema._zod.def as { type: string; defaultValue?: unknown };
    const fallback =
      def.type === 'default' || def.type === 'prefault'
        ? `\`${String(def.defaultValue)}\``
        : undefined;
    const defaultText = doc?.default ?? fallback;
    if (doc === undefined || defaultText === undefined) {
      throw new Error(
        `${name} needs its description and default documented (its *-settings.ts file)`,
      );
    }
    return Object.freeze({ name, default: defaultText, description: doc.description });
  },
);

/** Runs the schema; a bad variable becomes a ConfigError and reads as unset, so later checks still run. */
export function parseSettings(env: Env): {
  settings: Settings;
  /** The variables given a valid value (a default does not count). */
  given: ReadonlySet<string>;
  problems: ConfigError[];
} {
  const values: Record<string, string> = {};
  for (const name of Object.keys(variables)) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') values[name] = value;
  }
  const parsed = settingsSchema.safeParse(values);
  const problems = (parsed.error?.issues ?? []).map(
    (issue) => new ConfigError(String(issue.path[0]), issue.message),
  );
  const failed = new Set(problems.map((problem) => problem.variable));
  const kept = Object.entries(values).filter(([name]) => !failed.has(name));
  return {
    settings: parsed.data ?? settingsSchema.parse(Object.fromEntries(kept)),
    given: new Set(kept.map(([name]) => name)),
    problems,
  };
}
