// The offline driver: reads the colours, moods and styles a prompt names, in Spanish or English
// (accents and case ignored), and turns them into a look. Deterministic: the same prompt always
// gives the same theme; what the prompt does not say is picked by a hash of it, so unknown prompts
// still differ from one another.
import { composite, parseColor, readableColor, toHex, toHsl, type Rgba } from './contrast.ts';
import type { FontTrio } from './fonts.ts';
import {
  COLOURS,
  FALLBACK_NAMES,
  FALLBACK_PALETTES,
  FONT_TRIOS,
  MOODS,
  rounded,
  SOFT_SHADOW,
  type ColourWord,
  type Mood,
} from './prompt-vocabulary.ts';
import { buildThemeContent, texture, type Look, type PhotoFrame } from './theme-builder.ts';
import type { GeneratedTheme, ThemeGenerationRequest, ThemeGenerator } from './theme-generator.ts';

/** Each generated theme frames its photos one of these ways (the renderer draws the rest). */
const PHOTO_FRAMES: readonly PhotoFrame[] = ['print', 'arch', 'clean'];

/** Lower case, without accents or punctuation, single spaces: "Jardín, con FLORES" → "jardin con flores". */
export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** FNV-1a: a small stable hash, the same on every machine. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where in the prompt the first of the words stands as a whole word, or -1. */
function positionOf(normalized: string, words: string): number {
  const padded = ` ${normalized} `;
  const found = words
    .split('|')
    .map((word) => padded.indexOf(` ${word} `))
    .filter((index) => index >= 0);
  return found.length === 0 ? -1 : Math.min(...found);
}

/** The entries the prompt names, in the order it names them, longer phrases winning overlaps. */
function named<T extends { words: string }>(normalized: string, entries: readonly T[]) {
  let rest = normalized;
  const found: { entry: T; at: number }[] = [];
  for (const entry of entries) {
    const at = positionOf(rest, entry.words);
    if (at < 0) continue;
    found.push({ entry, at });
    // Blank the phrase so "azul" does not match again inside "azul marino".
    for (const word of entry.words.split('|'))
      rest = ` ${rest} `.replaceAll(` ${word} `, ` ${'_'.repeat(word.length)} `).trim();
  }
  return found.sort((a, b) => a.at - b.at).map(({ entry }) => entry);
}

function paleTint(hex: string): string {
  return toHex(
    composite({ ...(parseColor(hex) as Rgba), a: 0.07 }, { r: 255, g: 253, b: 250, a: 1 }),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function themeName(
  colours: readonly ColourWord[],
  mood: Mood | undefined,
  language: 'es' | 'en',
  hash: number,
): string {
  const colourNames = colours.slice(0, 2).map((colour) => colour[language]);
  const joined =
    colourNames.length === 2
      ? `${colourNames[0]} ${language === 'es' ? 'y' : 'and'} ${colourNames[1]?.toLowerCase()}`
      : colourNames[0];
  let name: string;
  if (mood && joined) {
    // "Terracota rústico" (noun first in Spanish), "Beach turquoise" (adjective first in English).
    name = language === 'es' ? `${joined} ${mood.es}` : `${mood.en} ${joined.toLowerCase()}`;
  } else if (mood) {
    name = capitalize(language === 'es' ? mood.es.replace(/^de /, '') : mood.en);
  } else if (joined) {
    name = joined;
  } else {
    const names = FALLBACK_NAMES[language];
    name = names[hash % names.length] as string;
  }
  return capitalize(name).slice(0, 60);
}

/** The look the prompt describes: its moods give fonts and shape, its colours the palette. */
export function lookOf(prompt: string): {
  look: Look;
  colours: ColourWord[];
  mood: Mood | undefined;
} {
  const normalized = normalizePrompt(prompt);
  const hash = hashOf(normalized);
  const colours = named(normalized, COLOURS);
  const moods = named(normalized, MOODS);
  const mood = moods[0];
  const defaults =
    mood?.palette ??
    (FALLBACK_PALETTES[hash % FALLBACK_PALETTES.length] as readonly [string, string, string]);

  const accents = colours.filter((colour) => colour.role === 'accent');
  const darks = colours.filter((colour) => colour.role === 'dark');
  const grounds = colours.filter((colour) => colour.role === 'background');
  // A night mood anywhere in the prompt ("romántico de noche") darkens the page.
  const night = moods.find((entry) => entry.en === 'Night' || entry.en === 'Art deco');

  // Colours without a mood: the page is a whisper of the first one.
  let background =
    grounds[0]?.hex ?? (mood === undefined && accents[0] ? paleTint(accents[0].hex) : defaults[0]);
  let accent = accents[0]?.hex ?? defaults[1];
  let text: string | undefined;
  if (darks[0]) {
    // A dark colour with a light accent, or at night, is the ground; else it is the ink.
    const lightAccent = accents.length > 0 && toHsl(parseColor(accent) as Rgba).l > 0.45;
    if (night || lightAccent || accents.length === 0) background = darks[0].hex;
    else text = darks[0].hex;
  } else if (night && !grounds[0]) {
    background = night.palette[0];
  }
  // Ornaments and borders in the accent must show on the page (WCAG's 3:1 for graphics).
  accent = readableColor(accent, [parseColor(background) as Rgba], 3);
  const secondary = accents[1]?.hex ?? (grounds[0] && accents[0] ? grounds[0].hex : defaults[2]);
  const trio = mood?.fonts ?? (FONT_TRIOS[(hash >>> 4) % FONT_TRIOS.length] as FontTrio);
  const angle = 30 + (hash % 120);
  const look: Look = {
    background,
    accent,
    secondary: secondary === background ? defaults[2] : secondary,
    ...(text === undefined ? {} : { text }),
    fonts: moods[1] ? { ...trio, body: moods[1].fonts.body } : trio,
    radius: mood?.radius ?? rounded('0.75rem', '0.5rem'),
    shadow: mood?.shadow ?? SOFT_SHADOW,
    texture: texture(
      mood?.texture ?? (['paper', 'dots', 'none'] as const)[hash % 3] ?? 'none',
      accent,
      angle,
    ),
    uppercaseHeadings: mood?.uppercaseHeadings ?? hash % 2 === 0,
    photoFrame: PHOTO_FRAMES[(hash >>> 8) % PHOTO_FRAMES.length] ?? 'print',
  };
  return { look, colours, mood };
}

export function generateEmbeddedTheme({
  prompt,
  language,
}: ThemeGenerationRequest): GeneratedTheme {
  const { look, colours, mood } = lookOf(prompt);
  const name = themeName(
    colours.filter((colour) => colour.role !== 'background' || colours.length === 1),
    mood,
    language,
    hashOf(normalizePrompt(prompt)),
  );
  return { name, content: buildThemeContent(look) };
}

export function createEmbeddedThemeGenerator(): ThemeGenerator {
  return {
    kind: 'embedded',
    generate: async (request) => generateEmbeddedTheme(request),
  };
}
