import { z } from 'zod';
import { documented, httpUrl, integer, ms, type SettingsOf } from './settings-schema.ts';

/** AI themes: an OpenAI-compatible chat API, or (without AI_THEMES_API_URL) the embedded generator. */
export type AiThemesConfig = Readonly<{
  /** Null: the embedded generator (offline). Else the API base, e.g. https://api.openai.com/v1. */
  apiUrl: string | null;
  /** Bearer key of that API; null for servers without authentication. */
  apiKey: string | null;
  /** The model asked; set whenever apiUrl is. */
  model: string | null;
  /** The budget of one generation, retry included. */
  timeoutMs: number;
}>;

/** AI themes: the chat API that writes them, or (unset) the embedded generator. */
export const aiThemesSettings = {
  AI_THEMES_API_URL: documented(
    httpUrl.optional(),
    'the base URL of an OpenAI-compatible chat-completions API for AI themes (e.g. `https://api.openai.com/v1`); unset, themes are generated offline',
    'none: the embedded generator',
  ),
  AI_THEMES_API_KEY: documented(
    z.string().optional(),
    'the bearer key of that API',
    'none: no authentication',
  ),
  AI_THEMES_MODEL: documented(
    z.string().optional(),
    'the model asked for themes (e.g. `gpt-4o-mini`)',
    'none (required with the URL)',
  ),
  AI_THEMES_TIMEOUT_MS: documented(
    integer(1000, 300_000, ms).default(30_000),
    'milliseconds one theme generation may take, retry included (1000 to 300000)',
  ),
};

export function aiThemesConfig(s: SettingsOf<typeof aiThemesSettings>): AiThemesConfig {
  return {
    apiUrl: s.AI_THEMES_API_URL ?? null,
    apiKey: s.AI_THEMES_API_KEY ?? null,
    model: s.AI_THEMES_MODEL ?? null,
    timeoutMs: s.AI_THEMES_TIMEOUT_MS,
  };
}
