import { describe, expect, it } from 'vitest';
import { themeContentErrors } from './theme-content.ts';
import { contrastIssues } from './contrast.ts';
import { checkedThemeGenerator, createThemeGenerator } from './create-theme-generator.ts';
import { generateEmbeddedTheme } from './embedded-generator.ts';
import { startOpenAiFakeServer } from '../test/openai-fake-server.ts';
import { ThemeGeneratorUnavailableError, type ThemeGenerator } from './theme-generator.ts';

const offline = { apiUrl: null, apiKey: null, model: null, timeoutMs: 30_000 };

function driverGiving(theme: unknown): ThemeGenerator {
  return { kind: 'openai', generate: async () => theme as never };
}

describe('createThemeGenerator', () => {
  it('picks the embedded driver without an API URL, and its themes pass the final check', async () => {
    const generator = createThemeGenerator({ aiThemes: offline });
    expect(generator.kind).toBe('embedded');
    const theme = await generator.generate({ prompt: 'jardín con flores', language: 'es' });
    expect(themeContentErrors(theme.content)).toEqual([]);
    expect(contrastIssues(theme.content)).toEqual([]);
  });

  it('picks the OpenAI-compatible driver when the API URL and model are set', async () => {
    const answer = generateEmbeddedTheme({ prompt: 'verde olivo', language: 'en' });
    const fake = await startOpenAiFakeServer({ kind: 'answer', content: JSON.stringify(answer) });
    try {
      const generator = createThemeGenerator({
        aiThemes: { apiUrl: fake.url, apiKey: 'k', model: 'm', timeoutMs: 5000 },
      });
      expect(generator.kind).toBe('openai');
      expect(await generator.generate({ prompt: 'olive', language: 'en' })).toEqual(answer);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});

describe('checkedThemeGenerator', () => {
  it('makes an unreadable driver answer readable before anyone sees it', async () => {
    const { content } = generateEmbeddedTheme({ prompt: 'lavanda', language: 'es' });
    const pale = structuredClone(content) as unknown as Record<
      string,
      Record<string, Record<string, string>>
    >;
    (pale.events as Record<string, Record<string, string>>).name = { color: '#f0f0f0' };
    expect(contrastIssues(pale as never).map((issue) => issue.path)).toContain('events.name');

    const theme = await checkedThemeGenerator(
      driverGiving({ name: ' Lila ', content: pale }),
    ).generate({
      prompt: 'lavanda',
      language: 'es',
    });
    expect(theme.name).toBe('Lila');
    expect(contrastIssues(theme.content)).toEqual([]);
  });

  it('refuses (503) a driver answer that breaks the schema', async () => {
    const generator = checkedThemeGenerator(
      driverGiving({ name: 'x', content: { base: {}, extra: {} } }),
    );
    await expect(generator.generate({ prompt: 'x', language: 'en' })).rejects.toBeInstanceOf(
      ThemeGeneratorUnavailableError,
    );
  });
});
