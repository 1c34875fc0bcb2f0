// The configuration picks the driver: the OpenAI-compatible API when AI_THEMES_API_URL is set,
// else the embedded generator. Either way the theme goes through the same final check, so what
// `generate` resolves to is what theme-generator.ts promises: schema-valid and readable (AA).
import type { Config } from '../config/config.ts';
import { themeContentErrors } from './theme-content.ts';
import { contrastIssues, ensureReadableTheme } from './contrast.ts';
import { createEmbeddedThemeGenerator } from './embedded-generator.ts';
import { createOpenAiCompatibleGenerator } from './openai-compatible-generator.ts';
import { ThemeGeneratorUnavailableError, type ThemeGenerator } from './theme-generator.ts';

/** The driver's themes, made readable and refused (503) when they still break the schema. */
export function checkedThemeGenerator(driver: ThemeGenerator): ThemeGenerator {
  return {
    kind: driver.kind,
    async generate(request) {
      const theme = await driver.generate(request);
      const content = ensureReadableTheme(theme.content);
      const errors = themeContentErrors(content);
      const unreadable = contrastIssues(content);
      if (errors.length > 0 || unreadable.length > 0) {
        throw new ThemeGeneratorUnavailableError(
          `The ${driver.kind} generator gave an invalid theme (${errors.length} schema errors, ${unreadable.length} unreadable colours)`,
        );
      }
      const name = theme.name.trim().slice(0, 60);
      return { name: name === '' ? request.prompt.trim().slice(0, 60) : name, content };
    },
  };
}

export function createThemeGenerator(config: Pick<Config, 'aiThemes'>): ThemeGenerator {
  const { apiUrl, apiKey, model, timeoutMs } = config.aiThemes;
  const driver =
    apiUrl === null || model === null
      ? createEmbeddedThemeGenerator()
      : createOpenAiCompatibleGenerator({ apiUrl, apiKey, model, timeoutMs });
  return checkedThemeGenerator(driver);
}
