// AI themes sit behind this interface with two drivers (ARCHITECTURE.md): an embedded generator that
// works offline and turns the prompt's colours, moods and styles into a theme, and an
// OpenAI-compatible chat API with structured output. Services see only this type; the configuration
// picks the driver. Whatever the driver, what `generate` resolves to has passed the contract's
// ThemeContent schema and has every text colour at WCAG AA contrast against its background.
import type { ThemeContentDto } from './theme-content.ts';

export type ThemeGenerationRequest = {
  /** What the couple asked for, 1 to 300 characters, as typed. */
  prompt: string;
  /** The couple's language, for the theme's name. */
  language: 'es' | 'en';
};

export type GeneratedTheme = {
  /** A short name for the theme card ("Terracota rústico"), at most 60 characters. */
  name: string;
  content: ThemeContentDto;
};

/** The generator could not be reached, timed out, or gave no valid theme: try again later (503). */
export class ThemeGeneratorUnavailableError extends Error {
  override name = 'ThemeGeneratorUnavailableError';
}

export type ThemeGenerator = {
  /** 'embedded' or 'openai', for logs and /ready. */
  readonly kind: 'embedded' | 'openai';
  generate(request: ThemeGenerationRequest): Promise<GeneratedTheme>;
};
