// The theme: how an invitation looks. A ThemeContent is plain JSON (it is stored as a theme's
// `content` and, in issue 7, described by a JSON Schema of exactly this shape):
//
//   {
//     "fontImport": "/…/fonts.css" | null,             // optional same-site stylesheet of @font-face rules
//     "base": {
//       "body": Style, "shadow": Style, "success": Style, "error": Style,
//       "cornerRadius": { "card": Style, "element": Style }
//     },
//     "sectionTitle": { "<name>": Style, … },
//     "header" | "invitation" | "events" | "dressCode" | "itinerary" | "giftRegistry" |
//     "confirmation" | "accommodations": { "<name>": Style, … },
//     "page"?: { "<name>": Style, … }    // the page's rhythm (theme-defaults.ts), optional
//   }
//
//   Style = { "<camelCaseCssProperty>": "<value>", …, "hoverStyle"?: Declarations, "focusStyle"?: Declarations }
//   Declarations = { "<camelCaseCssProperty>": "<value>", … }
//
// Every style becomes one class: section and name in kebab-case behind `inv-` (events.card →
// `.inv-events-card`, base.cornerRadius.card → `.inv-base-corner-radius-card`); hoverStyle adds
// `:hover` rules (only where the device truly hovers, see HOVER_MEDIA) and focusStyle `:focus-visible`
// rules. The components put those classes on their elements, so a theme restyles every section without
// touching the markup. Layout lives in styles.css inside a cascade layer, so any theme rule wins over it.
// A style that marks a chosen state (CHOSEN_STATES) is written last and outranks hover and focus.

import { memoize } from '@convite/i18n/memoize';

/** camelCase CSS property → value, e.g. { backgroundColor: '#fbf8f1', fontSize: '1rem' }. */
export type ThemeDeclarations = { [property: string]: string };

export type ThemeStyle = {
  [property: string]: string | ThemeDeclarations | undefined;
  hoverStyle?: ThemeDeclarations;
  focusStyle?: ThemeDeclarations;
};

export type ThemeSection = { [name: string]: ThemeStyle };

export type ThemeContent = {
  /**
   * A same-site stylesheet of @font-face rules, or null. Any other origin is ignored: the families
   * Convite serves (rules served-fonts.ts) are linked by the page itself, and no guest page asks a third party.
   */
  fontImport?: string | null;
  base: {
    /** The whole invitation: background, text colour, body font. */
    body: ThemeStyle;
    /** The shadow of cards. */
    shadow: ThemeStyle;
    cornerRadius: { card: ThemeStyle; element: ThemeStyle };
    /** Success notices (the thank-you after confirming). */
    success: ThemeStyle;
    /** Error notices and field errors. */
    error: ThemeStyle;
  };
  sectionTitle: ThemeSection;
  header: ThemeSection;
  invitation: ThemeSection;
  events: ThemeSection;
  dressCode: ThemeSection;
  itinerary: ThemeSection;
  giftRegistry: ThemeSection;
  confirmation: ThemeSection;
  accommodations: ThemeSection;
  /**
   * The page around the sections: backdrop and sheet (the desktop card), band (every other section),
   * divider (the ornament under titles), photo (the frame of every photo). Optional: a theme without
   * it, or without one of its styles, gets the defaults of theme-defaults.ts, made from its colours.
   */
  page?: ThemeSection;
};

export const THEME_SECTIONS = [
  'sectionTitle',
  'header',
  'invitation',
  'events',
  'dressCode',
  'itinerary',
  'giftRegistry',
  'confirmation',
  'accommodations',
  'page',
] as const;

const IVORY = '#fbf8f1';
const CREAM = '#f4ede0';
const GOLD = '#b08d57';
/** Gold dark enough for text on ivory (AA for normal text). */
const GOLD_TEXT = '#7a5c2e';
const BROWN = '#4a3426';
const BROWN_SOFT = '#6b5444';
const SCRIPT = "'Ephesis', 'Brush Script MT', cursive";
const HEADING = "'Tenor Sans', 'Optima', 'Candara', sans-serif";
const BODY = "'Be Vietnam Pro', system-ui, -apple-system, 'Segoe UI', sans-serif";

const button = {
  backgroundColor: BROWN,
  color: IVORY,
  fontFamily: BODY,
  fontWeight: '600',
  letterSpacing: '0.04em',
  border: `1px solid ${BROWN}`,
  hoverStyle: { backgroundColor: GOLD_TEXT, borderColor: GOLD_TEXT },
  focusStyle: { outline: `3px solid ${GOLD_TEXT}`, outlineOffset: '3px' },
} satisfies ThemeStyle;

const outlineButton = {
  backgroundColor: 'transparent',
  color: BROWN,
  fontFamily: BODY,
  fontWeight: '600',
  border: `1px solid ${GOLD}`,
  hoverStyle: { backgroundColor: CREAM },
  focusStyle: { outline: `3px solid ${BROWN}`, outlineOffset: '3px' },
} satisfies ThemeStyle;

const link = {
  color: GOLD_TEXT,
  fontWeight: '600',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  hoverStyle: { color: BROWN },
  focusStyle: { outline: `3px solid ${BROWN}`, outlineOffset: '2px' },
} satisfies ThemeStyle;

const card = { backgroundColor: '#fffdf8', border: `1px solid #e6d9c2` } satisfies ThemeStyle;
const heading = {
  fontFamily: HEADING,
  color: BROWN,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
};

/** Etiqueta, the default design: ivory paper, gold and brown ink, a script for names and titles. */
export const ETIQUETA_THEME: ThemeContent = {
  fontImport: null,
  base: {
    body: { backgroundColor: IVORY, color: BROWN, fontFamily: BODY, lineHeight: '1.6' },
    shadow: { boxShadow: '0 6px 24px rgba(74, 52, 38, 0.10)' },
    cornerRadius: { card: { borderRadius: '0.75rem' }, element: { borderRadius: '0.5rem' } },
    success: { backgroundColor: '#eef5ea', color: '#2f5a26', border: '1px solid #b9d3ae' },
    error: { backgroundColor: '#fbeceb', color: '#9b2c22', border: '1px solid #e7b4ae' },
  },
  sectionTitle: {
    title: {
      fontFamily: SCRIPT,
      color: GOLD_TEXT,
      fontSize: '3rem',
      fontWeight: '400',
      lineHeight: '1.1',
    },
    ornament: { backgroundColor: GOLD },
  },
  header: {
    cover: { backgroundColor: CREAM },
    overlay: {
      backgroundImage: 'linear-gradient(180deg, rgba(251, 248, 241, 0) 40%, #fbf8f1 100%)',
    },
    names: {
      fontFamily: SCRIPT,
      color: BROWN,
      fontSize: '3.75rem',
      fontWeight: '400',
      lineHeight: '1.05',
    },
    date: { fontFamily: HEADING, color: GOLD_TEXT, fontSize: '1.25rem', letterSpacing: '0.3em' },
    countdown: { color: BROWN },
    countdownValue: { fontFamily: HEADING, fontSize: '2rem', color: BROWN },
    // "SEGUNDOS", the longest label, on one line in a quarter of a 320–412 px phone: the size and the
    // spacing shrink with the screen (10 px and 0.5 px at 320 px, 12 px and 1.4 px from 412 px).
    countdownLabel: {
      fontSize: 'clamp(0.625rem, 3vw, 0.75rem)',
      letterSpacing: 'clamp(0.04em, 1vw - 0.17rem, 0.12em)',
      textTransform: 'uppercase',
      color: BROWN_SOFT,
    },
    married: { fontFamily: SCRIPT, fontSize: '2.5rem', color: GOLD_TEXT },
    songButton: {
      backgroundColor: BROWN,
      color: IVORY,
      border: `2px solid ${GOLD}`,
      hoverStyle: { backgroundColor: GOLD_TEXT },
      focusStyle: { outline: `3px solid ${BROWN}`, outlineOffset: '3px' },
    },
  },
  invitation: {
    message: { fontFamily: BODY, fontSize: '1.0625rem', color: BROWN },
    parentsTitle: { ...heading, fontSize: '0.9375rem', color: GOLD_TEXT },
    parentName: { fontFamily: HEADING, fontSize: '1.125rem', color: BROWN },
    deceasedMark: { color: GOLD_TEXT },
  },
  events: {
    card,
    name: { ...heading, fontSize: '1.25rem' },
    place: { fontWeight: '600', color: BROWN },
    address: { color: BROWN_SOFT },
    time: { fontFamily: HEADING, color: GOLD_TEXT, fontSize: '1.125rem' },
    note: { color: BROWN_SOFT, fontStyle: 'italic' },
    link,
    button: outlineButton,
  },
  dressCode: {
    code: { fontFamily: HEADING, color: BROWN, letterSpacing: '0.06em' },
    details: { color: BROWN_SOFT },
    icon: { color: GOLD_TEXT },
  },
  itinerary: {
    line: { backgroundColor: GOLD },
    icon: { color: GOLD_TEXT, backgroundColor: '#fffdf8', border: `1px solid ${GOLD}` },
    time: { fontFamily: HEADING, color: GOLD_TEXT },
    name: { color: BROWN, fontWeight: '600' },
  },
  giftRegistry: {
    message: { color: BROWN },
    link: outlineButton,
    envelope: { ...card, color: BROWN },
  },
  confirmation: {
    card,
    greeting: { fontFamily: SCRIPT, color: BROWN, fontSize: '2.5rem', lineHeight: '1.1' },
    text: { color: BROWN },
    label: { fontWeight: '600', color: BROWN },
    input: {
      backgroundColor: '#ffffff',
      color: BROWN,
      border: `1px solid ${BROWN_SOFT}`,
      focusStyle: { outline: `3px solid ${GOLD_TEXT}`, outlineOffset: '1px' },
    },
    option: {
      backgroundColor: '#ffffff',
      color: BROWN,
      border: `1px solid ${BROWN_SOFT}`,
      hoverStyle: { backgroundColor: CREAM },
    },
    optionSelected: { backgroundColor: BROWN, color: IVORY, borderColor: BROWN },
    button,
    secondaryButton: outlineButton,
  },
  accommodations: {
    card,
    name: { ...heading, fontSize: '1.125rem' },
    address: { color: BROWN_SOFT },
    message: { color: BROWN },
    link,
  },
};

const PROPERTY = /^[a-z][a-zA-Z0-9]*$/;
const FORBIDDEN_PROPERTIES = new Set(['behavior', 'mozBinding', 'MozBinding']);
const URL_FUNCTION = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const SAFE_URL = /^(?:https?:\/\/|data:image\/)[^\s'"()\\<>{}]*$/i;
const FONT_IMPORT = /^\/(?!\/)[^\s'"()\\<>{};]*$/i;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The value as it may stand in a declaration, or null when it could leave the declaration or load
 * something it should not: `; { } < >`, backslashes, comments, quotes left open, `expression(`,
 * `javascript:`, `image-set(` or any `url(` other than http(s) and data:image.
 */
export function safeCssValue(value: string): string | null {
  if (value.includes('\uE000')) return null;
  const urls: string[] = [];
  let isSafe = true;
  const rest = value.replace(URL_FUNCTION, (_match, _quote: string, url: string) => {
    if (!SAFE_URL.test(url.trim())) isSafe = false;
    urls.push(url.trim());
    return `\uE000${urls.length - 1}\uE000`;
  });
  if (!isSafe) return null;
  if (/[;{}<>\\]|\/\*|\*\/|url\(|expression\(|javascript:|image-set\(|@/i.test(rest)) return null;
  if ((rest.match(/"/g) ?? []).length % 2 !== 0 || (rest.match(/'/g) ?? []).length % 2 !== 0)
    return null;
  const trimmed = rest.trim();
  if (trimmed === '') return null;
  return trimmed.replace(
    /\uE000(\d+)\uE000/g,
    (_match, index: string) => `url("${urls[Number(index)]}")`,
  );
}

function declarations(style: ThemeDeclarations | ThemeStyle): string {
  return Object.entries(style)
    .flatMap(([property, value]) => {
      if (typeof value !== 'string') return [];
      if (!PROPERTY.test(property) || FORBIDDEN_PROPERTIES.has(property)) return [];
      const safe = safeCssValue(value);
      return safe === null ? [] : [`${kebab(property)}:${safe}`];
    })
    .join(';');
}

/**
 * Hover styles apply only on a device whose main pointer hovers (a mouse): a phone keeps `:hover` on
 * the last element tapped, and a hover colour would then stand where the tap's result should show.
 */
export const HOVER_MEDIA = '@media (hover: hover) and (pointer: fine)';

/**
 * Styles that mark a chosen state, by class, with the selectors that carry it: the class the
 * component sets, and the checked radio itself, so a choice tapped before the script has run shows
 * as chosen too. Both selectors weigh at least as much as `.option:hover` and come after it, so the
 * chosen colours always win over hover and focus colours.
 */
const CHOSEN_STATES: Record<string, readonly string[]> = {
  'inv-confirmation-option-selected': [
    '.inv-confirmation-option.inv-confirmation-option-selected',
    '.inv-confirmation-option:has(> .inv-choice-input:checked)',
  ],
};

function styleRules(className: string, style: ThemeStyle | undefined): string[] {
  if (!style || typeof style !== 'object') return [];
  const selectors = CHOSEN_STATES[className] ?? [`.${className}`];
  const on = (pseudo: string) => selectors.map((selector) => `${selector}${pseudo}`).join(',');
  const rules: string[] = [];
  const own = declarations(style);
  if (own) rules.push(`${on('')}{${own}}`);
  const hover = style.hoverStyle && declarations(style.hoverStyle);
  if (hover) rules.push(`${HOVER_MEDIA}{${on(':hover')}{${hover}}}`);
  const focus = style.focusStyle && declarations(style.focusStyle);
  if (focus) rules.push(`${on(':focus-visible')}{${focus}}`);
  return rules;
}

function sectionRules(prefix: string, section: ThemeSection | undefined): string[] {
  if (!section || typeof section !== 'object') return [];
  const entries = Object.entries(section).filter(([name]) => PROPERTY.test(name));
  const isChosen = ([name]: [string, ThemeStyle]) => `${prefix}-${kebab(name)}` in CHOSEN_STATES;
  // Chosen states last: at equal weight the later rule wins.
  return [...entries.filter((entry) => !isChosen(entry)), ...entries.filter(isChosen)].flatMap(
    ([name, style]) => styleRules(`${prefix}-${kebab(name)}`, style),
  );
}

/** The class a theme style applies to: themeClass('events', 'card') → 'inv-events-card'. */
export function themeClass(section: string, name: string): string {
  return `inv-${kebab(section)}-${kebab(name)}`;
}

/**
 * The theme as CSS text, safe to inline in a <style> element: every value that could break out of
 * its declaration (or of the element) is dropped, so a theme can only restyle, never inject. Kept per
 * theme: every guest page of a wedding (and every keystroke in the theme editor's preview) asks again.
 */
export const themeToCss = memoize(themeCss, (theme) => JSON.stringify(theme), 100);

function themeCss(theme: ThemeContent): string {
  const rules: string[] = [];
  const fontImport = theme.fontImport?.trim();
  if (fontImport && FONT_IMPORT.test(fontImport)) rules.push(`@import url("${fontImport}");`);
  const base = theme.base ?? ({} as Partial<ThemeContent['base']>);
  for (const name of ['body', 'shadow', 'success', 'error'] as const) {
    rules.push(...styleRules(themeClass('base', name), base[name]));
  }
  rules.push(
    ...sectionRules('inv-base-corner-radius', base.cornerRadius as ThemeSection | undefined),
  );
  for (const section of THEME_SECTIONS) {
    rules.push(...sectionRules(`inv-${kebab(section)}`, theme[section]));
  }
  return rules.join('\n');
}
