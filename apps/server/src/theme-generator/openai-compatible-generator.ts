// The production driver: any server speaking OpenAI's chat-completions API (OpenAI, Azure, a local
// Ollama or vLLM...). Each attempt is a POST to /chat/completions made with the built-in fetch,
// not through the `openai` SDK. The answer is asked for as structured output (a JSON schema built
// from the contract's ThemeContent) and checked before anyone sees it; a second attempt is made
// within the same time budget when the first fails or answers nonsense.
import { SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';
import { loadContract } from '../http/contract-document.ts';
import { themeContentErrors, type ThemeContentDto } from './theme-content.ts';
import { ensureReadableTheme } from './contrast.ts';
import {
  ThemeGeneratorUnavailableError,
  type GeneratedTheme,
  type ThemeGenerationRequest,
  type ThemeGenerator,
} from './theme-generator.ts';

export type OpenAiCompatibleOptions = {
  /** The API base, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  apiUrl: string;
  /** Sent as a bearer token; null for servers without authentication. */
  apiKey: string | null;
  model: string;
  /** The whole budget of one generation, retry included. */
  timeoutMs: number;
};

const ATTEMPTS = 2;

/** What the model must answer: a theme name and a ThemeContent, as the contract defines it. */
export function answerSchema(): object {
  const schemas = (loadContract().document.components as { schemas: Record<string, object> })
    .schemas;
  return {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'content'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 60 },
      content: schemas.ThemeContent,
    },
  };
}

const SYSTEM_PROMPT = `You design the look of a wedding invitation web page. Answer only with JSON
matching the schema: {"name": a short theme name (at most 60 characters) in the requested language,
"content": the theme}.

The theme has "fontImport": null (the invitation serves its fonts itself) and ten sections. Each
section maps a style
name to camelCase CSS declarations (string values), optionally with "hoverStyle" and "focusStyle"
objects of declarations. The renderer turns section.name into the class inv-<section>-<name> (kebab
case), so use exactly these names:
- base: body (page background, text colour, body font), shadow (boxShadow of cards),
  cornerRadius {card, element} (borderRadius), success, error (notices: background, colour, border)
- sectionTitle: title (a script font), ornament (a thin decorative bar: backgroundColor)
- header: cover, overlay (a gradient over the cover photo), names (the couple's names, a script font),
  date, countdown, countdownValue, countdownLabel, married, songButton
- invitation: message, parentsTitle, parentName, deceasedMark
- events: card, name, place, address, time, note, link, button
- dressCode: code, details, icon
- itinerary: line, icon, time, name
- giftRegistry: message, link, envelope
- confirmation: card, greeting, text, label, input, option, optionSelected, button, secondaryButton
- accommodations: card, name, address, message, link
- page (optional): backdrop, sheet, band (a faint background for every other section), divider (an
  ornament: backgroundImage), photo (the frame of photos: padding, border, borderRadius, boxShadow)
Name only these font families: ${Object.keys(SELF_HOSTED_FONTS).join(', ')}.
Every font-family ends with a generic fallback (serif, sans-serif or cursive). Use hex colours. Text
must contrast at least 4.5:1 with what it sits on (cards sit on the body; buttons carry their own
background). No url() other than https, no @-rules, no ; { } < > or backslashes in values.`;

type ChatCompletion = {
  choices?: { message?: { content?: string | null; refusal?: string | null } }[];
};

/** The theme in a chat answer, or why there is none. */
export function parseAnswer(body: unknown): GeneratedTheme | string {
  const message = (body as ChatCompletion)?.choices?.[0]?.message;
  if (typeof message?.refusal === 'string' && message.refusal !== '') return 'the model refused';
  const text = message?.content;
  if (typeof text !== 'string') return 'no message content';
  let answer: unknown;
  try {
    // Some servers wrap the JSON in a Markdown fence despite the response format.
    answer = JSON.parse(text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return 'the content is not JSON';
  }
  const { name, content } = (answer ?? {}) as { name?: unknown; content?: unknown };
  if (typeof name !== 'string' || name.trim() === '') return 'no theme name';
  // Fonts are served by Convite: a stylesheet a model names anyway (Google Fonts, usually) is dropped.
  if (content && typeof content === 'object')
    (content as { fontImport?: unknown }).fontImport = null;
  const errors = themeContentErrors(content);
  if (errors.length > 0) {
    const first = errors[0];
    return `the theme is not valid (${first?.instancePath || '/'} ${first?.message ?? ''})`;
  }
  return {
    name: name.trim().slice(0, 60),
    content: ensureReadableTheme(content as ThemeContentDto),
  };
}

export function createOpenAiCompatibleGenerator(options: OpenAiCompatibleOptions): ThemeGenerator {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/chat/completions`;
  const schema = answerSchema();

  async function attempt(request: ThemeGenerationRequest, signal: AbortSignal) {
    const language = request.language === 'es' ? 'Spanish' : 'English';
    const response = await fetch(endpoint, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey === null ? {} : { authorization: `Bearer ${options.apiKey}` }),
      },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `Theme name language: ${language}.\nWhat the couple asked for:\n${request.prompt}`,
          },
        ],
        response_format: {
          type: 'json_schema',
          // Not strict: OpenAI's strict mode refuses patterns and open maps, which the schema needs.
          json_schema: { name: 'invitation_theme', strict: false, schema },
        },
      }),
    });
    if (!response.ok) return `the API answered ${response.status}`;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return 'the API answer is not JSON';
    }
    return parseAnswer(body);
  }

  return {
    kind: 'openai',
    async generate(request) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let reason = 'no attempt';
      for (let index = 0; index < ATTEMPTS && !signal.aborted; index += 1) {
        try {
          const result = await attempt(request, signal);
          if (typeof result !== 'string') return result;
          reason = result;
        } catch (error) {
          reason = signal.aborted
            ? `no answer within ${options.timeoutMs} ms`
            : `the API could not be reached (${(error as Error).message})`;
        }
      }
      throw new ThemeGeneratorUnavailableError(`The theme generator gave no theme: ${reason}`);
    },
  };
}
