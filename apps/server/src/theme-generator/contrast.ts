// WCAG 2.x contrast for themes: whatever made a theme (the embedded generator, a chat model), every
// text colour is moved, keeping its hue, until it reaches AA (4.5:1) against what it is drawn on.
//
// Which background a style's text is drawn on (the renderer's markup, packages/invitation-renderer):
//   1. its own backgroundColor (or a plain-colour `background`), composited over what is behind it
//      when it is translucent: buttons, inputs, options, the itinerary icon, the gift envelope;
//   2. else the card of its section, for the sections whose items are cards (CARD_OF below);
//   3. else base.body's background (white when it has none).
// Extra pairs the markup adds (EXTRA_BACKGROUNDS): a gift registry's name (giftRegistry.message) is
// also written inside the registry link, and the notices (base.success, base.error) sit in the
// confirmation card. hoverStyle and focusStyle are checked with their own colour and background,
// falling back to the style's. A card without a colour of its own is checked with the body's text
// colour, which its children inherit.
import type { ThemeContentDto } from './theme-content.ts';

export const AA_CONTRAST = 4.5;

export type Rgba = { r: number; g: number; b: number; a: number };

const NAMED: Record<string, Rgba> = {
  transparent: { r: 0, g: 0, b: 0, a: 0 },
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  ivory: { r: 255, g: 255, b: 240, a: 1 },
  gold: { r: 255, g: 215, b: 0, a: 1 },
  silver: { r: 192, g: 192, b: 192, a: 1 },
  gray: { r: 128, g: 128, b: 128, a: 1 },
  grey: { r: 128, g: 128, b: 128, a: 1 },
  navy: { r: 0, g: 0, b: 128, a: 1 },
  red: { r: 255, g: 0, b: 0, a: 1 },
  green: { r: 0, g: 128, b: 0, a: 1 },
  blue: { r: 0, g: 0, b: 255, a: 1 },
};

const WHITE: Rgba = NAMED.white as Rgba;

function channel(text: string): number | null {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) * 255) / 100 : Number(text);
  return Number.isFinite(value) ? Math.min(255, Math.max(0, value)) : null;
}

function alphaOf(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null;
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() (commas or spaces) and a few names; else null. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return { ...named };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex !== undefined) {
    const digits =
      hex.length <= 4
        ? [...hex].map((digit) => digit + digit)
        : (hex.match(/../g) as RegExpMatchArray);
    const [r, g, b, a] = digits.map((pair) => parseInt(pair, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: a === undefined ? 1 : a / 255 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
  if (fn === undefined) return null;
  const parts = fn
    .replace('/', ' ')
    .split(/[\s,]+/)
    .filter((part) => part !== '');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const a = alphaOf(parts[3]);
  if (r == null || g == null || b == null || a === null) return null;
  return { r, g, b, a };
}

/** The colour as it looks painted over an opaque background. */
export function composite(color: Rgba, background: Rgba): Rgba {
  const a = color.a;
  return {
    r: color.r * a + background.r * (1 - a),
    g: color.g * a + background.g * (1 - a),
    b: color.b * a + background.b * (1 - a),
    a: 1,
  };
}

function linear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour (0 black to 1 white). */
export function relativeLuminance(color: Rgba): number {
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG contrast ratio (1 to 21) of a text colour, composited over the opaque background first. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const one = relativeLuminance(composite(text, background));
  const two = relativeLuminance(background);
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

export function toHex(color: Rgba): string {
  const hex = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
}

type Hsl = { h: number; s: number; l: number };

export function toHsl({ r, g, b }: Rgba): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rr
      ? (gg - bb) / d + (gg < bb ? 6 : 0)
      : max === gg
        ? (bb - rr) / d + 2
        : (rr - gg) / d + 4;
  return { h: h * 60, s, l };
}

export function fromHsl({ h, s, l }: Hsl): Rgba {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a: 1 };
}

function worstRatio(text: Rgba, backgrounds: readonly Rgba[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
}

/**
 * The text colour unchanged when it already reaches `minimum` on every background; else the same
 * hue and saturation at the nearest lightness that does (opaque, as #rrggbb), or, when no lightness
 * satisfies every background, the one with the best worst case.
 */
export function readableColor(
  value: string,
  backgrounds: readonly Rgba[],
  minimum = AA_CONTRAST,
): string {
  const color = parseColor(value);
  if (color === null || backgrounds.length === 0) return value;
  if (worstRatio(color, backgrounds) >= minimum) return value;
  const hsl = toHsl(composite(color, backgrounds[0] as Rgba));
  let best = { value: toHex(fromHsl(hsl)), ratio: 0 };
  for (let step = 1; step <= 100; step += 1) {
    for (const l of [hsl.l - step / 100, hsl.l + step / 100]) {
      if (l < 0 || l > 1) continue;
      const candidate = fromHsl({ ...hsl, l });
      // Rounded to hex first, so the colour written is the one measured.
      const written = parseColor(toHex(candidate)) as Rgba;
      const ratio = worstRatio(written, backgrounds);
      if (ratio >= minimum) return toHex(written);
      if (ratio > best.ratio) best = { value: toHex(written), ratio };
    }
  }
  return best.value;
}

type Style = Record<string, unknown>;

/** Sections whose styles are drawn inside a card, and the name of that card's style. */
const CARD_OF: Readonly<Record<string, string>> = {
  events: 'card',
  accommodations: 'card',
  confirmation: 'card',
};

/** Styles also drawn on another style's background: [section, name, section, name]. */
const EXTRA_BACKGROUNDS: readonly (readonly [string, string, string, string])[] = [
  ['giftRegistry', 'message', 'giftRegistry', 'link'],
  ['base', 'success', 'confirmation', 'card'],
  ['base', 'error', 'confirmation', 'card'],
];

/** One text colour and every background it is drawn on. */
export type TextPair = {
  /** Where the colour is: "events.name", "confirmation.button:hover". */
  path: string;
  color: string;
  backgrounds: Rgba[];
  /** Writes a new colour where this one came from (or adds it, for inherited colours). */
  set(color: string): void;
};

function isObject(value: unknown): value is Style {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function backgroundOf(style: Style | undefined): Rgba | null {
  if (!style) return null;
  for (const property of ['backgroundColor', 'background']) {
    const value = style[property];
    if (typeof value === 'string') {
      const color = parseColor(value);
      if (color !== null) return color;
    }
  }
  return null;
}

/** The opaque colour seen where `style` is painted over `behind`. */
function paintedOver(style: Style | undefined, behind: Rgba): Rgba {
  const own = backgroundOf(style);
  return own === null ? behind : composite(own, behind);
}

function styleAt(
  content: Record<string, unknown>,
  section: string,
  name: string,
): Style | undefined {
  const holder = content[section];
  if (!isObject(holder)) return undefined;
  const style = holder[name];
  return isObject(style) ? style : undefined;
}

/** Every text colour of the theme with the backgrounds it is drawn on (the rules at the top). */
export function textPairs(content: ThemeContentDto): TextPair[] {
  const root = content as unknown as Record<string, unknown>;
  const body = styleAt(root, 'base', 'body');
  const page = paintedOver(body, WHITE);
  const bodyColor = typeof body?.color === 'string' ? body.color : '#000000';
  const pairs: TextPair[] = [];

  const surfaceOf = (section: string): Rgba => {
    const card = CARD_OF[section];
    return card === undefined ? page : paintedOver(styleAt(root, section, card), page);
  };

  const visit = (section: string, name: string, style: Style, behind: Rgba) => {
    const extra = EXTRA_BACKGROUNDS.filter(([s, n]) => s === section && n === name).map(
      ([, , onSection, onName]) =>
        paintedOver(styleAt(root, onSection, onName), surfaceOf(onSection)),
    );
    const own = paintedOver(style, behind);
    const ownBackgrounds = backgroundOf(style) === null ? [own, ...extra] : [own];
    const path = `${section}.${name}`;
    if (typeof style.color === 'string') {
      pairs.push({
        path,
        color: style.color,
        backgrounds: ownBackgrounds,
        set: (color) => (style.color = color),
      });
    } else if (CARD_OF[section] === name && backgroundOf(style) !== null) {
      pairs.push({
        path,
        color: bodyColor,
        backgrounds: [own],
        set: (color) => (style.color = color),
      });
    }
    for (const [state, suffix] of [
      ['hoverStyle', 'hover'],
      ['focusStyle', 'focus'],
    ] as const) {
      const declarations = style[state];
      if (!isObject(declarations)) continue;
      const color =
        typeof declarations.color === 'string'
          ? declarations.color
          : typeof style.color === 'string'
            ? style.color
            : null;
      // A state that changes neither colour nor background changes nothing readable.
      if (
        color === null ||
        (declarations.color === undefined && backgroundOf(declarations) === null)
      )
        continue;
      const stateBackground = paintedOver(declarations, own);
      pairs.push({
        path: `${path}:${suffix}`,
        color,
        backgrounds: backgroundOf(declarations) === null ? ownBackgrounds : [stateBackground],
        set: (value) => (declarations.color = value),
      });
    }
  };

  const base = root.base;
  if (isObject(base)) {
    for (const name of ['body', 'success', 'error']) {
      const style = base[name];
      if (isObject(style)) visit('base', name, style, name === 'body' ? WHITE : page);
    }
  }
  for (const [section, styles] of Object.entries(root)) {
    if (section === 'base' || !isObject(styles)) continue;
    const cardName = CARD_OF[section];
    const surface = surfaceOf(section);
    for (const [name, style] of Object.entries(styles)) {
      if (isObject(style)) visit(section, name, style, name === cardName ? page : surface);
    }
  }
  return pairs;
}

/** The pairs below AA, with their ratio (worst background): empty for a readable theme. */
export function contrastIssues(
  content: ThemeContentDto,
  minimum = AA_CONTRAST,
): { path: string; color: string; ratio: number }[] {
  return textPairs(content).flatMap((pair) => {
    const color = parseColor(pair.color);
    if (color === null) return [];
    const ratio = worstRatio(color, pair.backgrounds);
    return ratio >= minimum ? [] : [{ path: pair.path, color: pair.color, ratio }];
  });
}

/**
 * A copy of the theme in which every text colour reaches AA against its background: colours that
 * already do are left as written; the others are darkened or lightened, keeping their hue.
 */
export function ensureReadableTheme<T extends ThemeContentDto>(content: T): T {
  // Through JSON, not structuredClone: a theme may share one style object between sections (as
  // stored it never does), and each copy must be fixed against its own background.
  const copy = JSON.parse(JSON.stringify(content)) as T;
  // A fixed body colour is what cards inherit, so a second pass checks the pairs built from it.
  for (let pass = 0; pass < 3; pass += 1) {
    let changed = false;
    for (const pair of textPairs(copy)) {
      const fixed = readableColor(pair.color, pair.backgrounds);
      if (fixed !== pair.color) {
        pair.set(fixed);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return copy;
}
