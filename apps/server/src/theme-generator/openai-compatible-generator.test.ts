import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { themeContentErrors } from './theme-content.ts';
import { contrastIssues } from './contrast.ts';
import { generateEmbeddedTheme } from './embedded-generator.ts';
import { startOpenAiFakeServer, type OpenAiFakeServer } from '../test/openai-fake-server.ts';
import { createOpenAiCompatibleGenerator } from './openai-compatible-generator.ts';
import { ThemeGeneratorUnavailableError } from './theme-generator.ts';

const good = generateEmbeddedTheme({ prompt: 'lavanda y plata', language: 'es' });
const goodAnswer = JSON.stringify({ name: 'Lavanda serena', content: good.content });

let fake: OpenAiFakeServer;
beforeAll(async () => {
  fake = await startOpenAiFakeServer({ kind: 'answer', content: goodAnswer });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const request = { prompt: 'Lavanda con toques plateados', language: 'es' } as const;

function generator(timeoutMs = 5000) {
  return createOpenAiCompatibleGenerator({
    apiUrl: fake.url,
    apiKey: 'sk-test-key',
    model: 'theme-model-1',
    timeoutMs,
  });
}

describe('the OpenAI-compatible driver', () => {
  it('asks the configured model with the key and the prompt, and returns a valid, readable theme', async () => {
    const theme = await generator().generate(request);

    expect(theme.name).toBe('Lavanda serena');
    expect(themeContentErrors(theme.content)).toEqual([]);
    expect(contrastIssues(theme.content)).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body.model).toBe('theme-model-1');
    expect(sent?.body.messages?.at(-1)?.content).toContain('Lavanda con toques plateados');
    expect(sent?.body.messages?.at(-1)?.content).toContain('Spanish');
    expect(sent?.body.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(sent?.body.response_format?.json_schema?.schema)).toContain(
      'giftRegistry',
    );
  });

  it('makes an unreadable answer readable before returning it', async () => {
    const pale = JSON.parse(goodAnswer) as { content: { events: { name: { color: string } } } };
    pale.content.events.name.color = '#fafafa';
    fake.reply({ kind: 'answer', content: JSON.stringify(pale) });

    const theme = await generator().generate(request);

    expect(contrastIssues(theme.content)).toEqual([]);
    expect((theme.content.events as { name: { color: string } }).name.color).not.toBe('#fafafa');
  });

  it('drops a font stylesheet the model names: Convite serves the fonts itself', async () => {
    const url = 'https://fonts.googleapis.com/css2?family=Lora:wght@400;600&display=swap';
    fake.reply({
      kind: 'answer',
      content: JSON.stringify({ name: 'Lora', content: { ...good.content, fontImport: url } }),
    });

    const theme = await generator().generate(request);

    expect(theme.content.fontImport).toBeNull();
  });

  it('tells the model the families it may name, the served ones', async () => {
    fake.reply({ kind: 'answer', content: JSON.stringify(good) });
    await generator().generate(request);
    expect(JSON.stringify(fake.requests[0])).toContain('Great Vibes, Parisienne');
  });

  it.each([
    ['non-JSON content', 'Here is your theme: lavender!'],
    ['a theme that breaks the schema', JSON.stringify({ name: 'x', content: { base: {}, x: {} } })],
    [
      'a script in a URL',
      JSON.stringify({
        name: 'x',
        content: {
          ...good.content,
          base: { ...good.content.base, body: { backgroundImage: 'url(javascript:alert(1))' } },
        },
      }),
    ],
  ])('refuses %s (after one retry)', async (_case, content) => {
    fake.reply({ kind: 'answer', content }, { kind: 'answer', content });

    await expect(generator().generate(request)).rejects.toBeInstanceOf(
      ThemeGeneratorUnavailableError,
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up within the configured timeout when the server never answers', async () => {
    fake.reply({ kind: 'hang' });

    // Without the timeout this would wait for the hanging server past the test's own timeout.
    await expect(generator(400).generate(request)).rejects.toThrow(/no answer within 400 ms/);
    // The budget covers the retry too: no second request once it is spent.
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a server error and returns the second answer', async () => {
    fake.reply({ kind: 'status', status: 500 });

    const theme = await generator().generate(request);

    expect(theme.name).toBe('Lavanda serena');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after two server errors', async () => {
    fake.reply({ kind: 'status', status: 503 }, { kind: 'status', status: 500 });

    await expect(generator().generate(request)).rejects.toThrow(/answered 500/);
  });
});
