import {
  THEME_SECTIONS,
  type ThemeContent,
  type ThemeStyle,
} from '@convite/invitation-renderer/theme';

// Pure edits of a theme's content, as the style editor makes them. Each returns a new content and
// never touches the one it was given, so the preview re-renders and "discard" is simply the old value.

/** The sections the editor offers, base first (section 3 of the specification). */
export const EDITOR_SECTIONS = ['base', ...THEME_SECTIONS] as const;

export type EditorSection = (typeof EDITOR_SECTIONS)[number];

/** The styles of base, by the names the editor uses (cornerRadius holds two of them). */
const BASE_STYLES = [
  'body',
  'shadow',
  'cornerRadiusCard',
  'cornerRadiusElement',
  'success',
  'error',
];

/** The properties the editor changes (section 2 of the specification). */
export type EditableProperty =
  | 'fontFamily'
  | 'fontWeight'
  | 'color'
  | 'backgroundColor'
  | 'borderColor'
  | 'borderRadius'
  | 'boxShadow'
  | 'backgroundImage';

/** The names of the styles a section holds, in the theme's own order. */
export function styleNames(content: ThemeContent, section: EditorSection): string[] {
  if (section === 'base') return BASE_STYLES;
  return Object.keys(content[section] ?? {});
}

/** One style of the content, or an empty one when the theme does not define it. */
export function getStyle(content: ThemeContent, section: EditorSection, name: string): ThemeStyle {
  if (section === 'base') {
    if (name === 'cornerRadiusCard') return content.base.cornerRadius.card;
    if (name === 'cornerRadiusElement') return content.base.cornerRadius.element;
    return content.base[name as 'body' | 'shadow' | 'success' | 'error'] ?? {};
  }
  return content[section]?.[name] ?? {};
}

/** The style's own value of a property (hover and focus are left alone), or '' when unset. */
export function styleValue(style: ThemeStyle, property: EditableProperty): string {
  const value = style[property];
  return typeof value === 'string' ? value : '';
}

/**
 * The content with one property of one style set, or removed when `value` is null or blank (the
 * contract refuses empty values). The style's hoverStyle and focusStyle stay as they were.
 */
export function setStyleProperty(
  content: ThemeContent,
  section: EditorSection,
  name: string,
  property: EditableProperty,
  value: string | null,
): ThemeContent {
  const current = getStyle(content, section, name);
  const { [property]: _previous, ...rest } = current;
  // Spreading keeps a changed property where it was, so the stored JSON changes by one value.
  const style: ThemeStyle =
    value === null || value.trim() === '' ? rest : { ...current, [property]: value };
  if (section !== 'base') return { ...content, [section]: { ...content[section], [name]: style } };
  const base = { ...content.base, cornerRadius: { ...content.base.cornerRadius } };
  if (name === 'cornerRadiusCard') base.cornerRadius.card = style;
  else if (name === 'cornerRadiusElement') base.cornerRadius.element = style;
  else base[name as 'body' | 'shadow' | 'success' | 'error'] = style;
  return { ...content, base };
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A custom colour as typed: `#` and 3 or 6 hex digits, lower-cased; anything else is null. */
export function parseHexColor(text: string): string | null {
  const trimmed = text.trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** The background image as stored: the trimmed text inside url("…"), or null (removed) when blank. */
export function backgroundImageValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : `url("${trimmed}")`;
}

/**
 * The text inside a stored url("…"), for the editor's field. Any other background image (a
 * generated theme's gradient) gives '': typing an address replaces it, and wrapping the gradient's
 * text in url() would only make a value the contract refuses.
 */
export function backgroundImageText(value: string): string {
  const match = /^url\(\s*(['"]?)(.*)\1\s*\)$/i.exec(value.trim());
  return match ? (match[2] ?? '') : '';
}

/** The first family of a font-family value, unquoted: "'Tenor Sans', serif" → "Tenor Sans". */
export function firstFamily(value: string): string {
  return (value.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The value to store for a family chosen by name: quoted, with a generic fallback. */
export function fontFamilyValue(name: string, fallback = 'sans-serif'): string {
  return `'${name}', ${fallback}`;
}

/** Every string value of the content, hover and focus included, in order. */
function allValues(content: ThemeContent): { property: string; value: string }[] {
  const found: { property: string; value: string }[] = [];
  const walk = (node: unknown, property: string) => {
    if (typeof node === 'string') found.push({ property, value: node });
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, key);
  };
  const { fontImport: _fontImport, ...sections } = content;
  walk(sections, '');
  return found;
}

const HEX_IN_TEXT = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;

/** The theme's colours (every hex colour it uses), first use first, for the swatches. */
export function themeColors(content: ThemeContent): string[] {
  const colors = allValues(content).flatMap(({ value }) =>
    (value.match(HEX_IN_TEXT) ?? []).map((color) => color.toLowerCase()),
  );
  return [...new Set(colors)];
}

/** The theme's font-family values, first use first. */
export function themeFontFamilies(content: ThemeContent): string[] {
  const families = allValues(content)
    .filter(({ property }) => property === 'fontFamily')
    .map(({ value }) => value);
  return [...new Set(families)];
}

/** Three colours that tell themes apart on a card: the page, its text and an accent. */
export function themeSwatch(content: ThemeContent): {
  background: string;
  text: string;
  accent: string;
} {
  const body = content.base.body;
  const pick = (...values: unknown[]) =>
    values.find((value) => typeof value === 'string') as string;
  const background = pick(body.backgroundColor, body.background, '#ffffff');
  const text = pick(body.color, '#000000');
  const accent = pick(
    content.sectionTitle.title?.color,
    content.confirmation.button?.backgroundColor,
    content.header.names?.color,
    text,
  );
  return { background, text, accent };
}
