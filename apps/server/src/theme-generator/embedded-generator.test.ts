import { describe, expect, it } from 'vitest';
import { themeContentErrors } from './theme-content.ts';
import {
  contrastIssues,
  contrastRatio,
  parseColor,
  relativeLuminance,
  toHsl,
  type Rgba,
} from './contrast.ts';
import {
  createEmbeddedThemeGenerator,
  generateEmbeddedTheme,
  normalizePrompt,
} from './embedded-generator.ts';

const PROMPTS = [
  ['rústico en tonos terracota', 'es'],
  ['beach, turquoise and sand', 'en'],
  ['elegante negro y dorado', 'es'],
  ['boho chic con plumas', 'es'],
  ['vintage lace and old photographs', 'en'],
  ['minimalista, blanco y gris', 'es'],
  ['jardín con flores', 'es'],
  ['noche estrellada azul marino y plata', 'es'],
  ['lavanda', 'es'],
  ['verde olivo', 'es'],
  ['rosa palo y dorado', 'es'],
  ['industrial loft with copper', 'en'],
  ['mexicano colorido, talavera', 'es'],
  ['winter wonderland', 'en'],
  ['otoño en la hacienda', 'es'],
  ['romantic blush and burgundy', 'en'],
  ['moderno y geométrico', 'es'],
  ['clásico en la iglesia', 'es'],
  ['tropical party with palms', 'en'],
  ['campestre', 'es'],
] as const;

type Loose = Record<string, Record<string, Record<string, string>>>;
const styles = (content: unknown) => content as Loose;
const hueOf = (value: string) => toHsl(parseColor(value) as Rgba).h;
const accentOf = (content: unknown) =>
  styles(content).sectionTitle?.ornament?.backgroundColor as string;

describe('the embedded generator', () => {
  const themes = PROMPTS.map(([prompt, language]) => ({
    prompt,
    ...generateEmbeddedTheme({ prompt, language }),
  }));

  it.each(themes)('gives a valid, readable theme for "$prompt"', ({ content, name }) => {
    expect(themeContentErrors(content)).toEqual([]);
    expect(contrastIssues(content)).toEqual([]);
    expect(name.length).toBeGreaterThan(0);
    expect(name.length).toBeLessThanOrEqual(60);
    // Every class the renderer's markup uses has its style (the names Etiqueta uses).
    expect(Object.keys(styles(content).confirmation ?? {})).toEqual(
      expect.arrayContaining([
        'card',
        'input',
        'option',
        'optionSelected',
        'button',
        'secondaryButton',
      ]),
    );
    // The fonts are served by Convite: no stylesheet of another origin.
    expect(content.fontImport).toBeNull();
    // The ornament shows on the page (3:1, WCAG's minimum for graphics).
    const page = styles(content).base?.body?.backgroundColor as string;
    expect(
      contrastRatio(parseColor(accentOf(content)) as Rgba, parseColor(page) as Rgba),
    ).toBeGreaterThanOrEqual(3);
  });

  it('gives each theme a page section, its photos framed in more than one way across prompts', () => {
    const pages = themes.map(({ content }) => styles(content).page);
    for (const page of pages) {
      expect(Object.keys(page ?? {})).toEqual(['backdrop', 'sheet', 'band', 'photo']);
    }
    const frames = new Set(pages.map((page) => page?.photo?.borderRadius));
    expect(frames.size).toBeGreaterThan(1);
  });

  it('gives twenty distinct themes for twenty prompts', () => {
    const distinct = new Set(themes.map(({ content }) => JSON.stringify(content)));
    expect(distinct.size).toBe(PROMPTS.length);
  });

  it('is deterministic and ignores accents and case', async () => {
    const generator = createEmbeddedThemeGenerator();
    const one = await generator.generate({ prompt: 'Jardín con FLORES', language: 'es' });
    const two = await generator.generate({ prompt: 'jardin con flores', language: 'es' });
    expect(one).toEqual(two);
    expect(normalizePrompt('  Rústico,  Otoño! ')).toBe('rustico otono');
  });

  it('reads terracota as a warm reddish-brown accent, named in Spanish', () => {
    const theme = generateEmbeddedTheme({ prompt: 'rústico en tonos terracota', language: 'es' });
    const hue = hueOf(accentOf(theme.content));
    expect(hue).toBeGreaterThanOrEqual(5);
    expect(hue).toBeLessThanOrEqual(30);
    expect(theme.name).toBe('Terracota rústico');
  });

  it('reads "negro y dorado" as black with a gold accent', () => {
    const { content } = generateEmbeddedTheme({
      prompt: 'elegante negro y dorado',
      language: 'es',
    });
    const body = styles(content).base?.body as Record<string, string>;
    const background = relativeLuminance(parseColor(body.backgroundColor as string) as Rgba);
    const text = relativeLuminance(parseColor(body.color as string) as Rgba);
    expect(background < 0.05 || text < 0.05).toBe(true);
    const gold = toHsl(parseColor(accentOf(content)) as Rgba);
    expect(gold.h).toBeGreaterThanOrEqual(35);
    expect(gold.h).toBeLessThanOrEqual(50);
    expect(gold.s).toBeGreaterThan(0.3);
  });

  it('reads "beach, turquoise and sand" as a turquoise accent on sand, named in English', () => {
    const theme = generateEmbeddedTheme({ prompt: 'beach, turquoise and sand', language: 'en' });
    const hue = hueOf(accentOf(theme.content));
    expect(hue).toBeGreaterThanOrEqual(165);
    expect(hue).toBeLessThanOrEqual(190);
    expect(theme.name).toBe('Beach turquoise');
  });

  it('still gives distinct pleasant themes for prompts it does not understand', () => {
    const unknown = ['algo muy bonito', 'something special for us', 'sorpréndenos', 'xyz'].map(
      (prompt) => generateEmbeddedTheme({ prompt, language: 'en' }),
    );
    for (const { content } of unknown) {
      expect(themeContentErrors(content)).toEqual([]);
      expect(contrastIssues(content)).toEqual([]);
    }
    expect(new Set(unknown.map(({ content }) => JSON.stringify(content))).size).toBe(4);
  });
});
