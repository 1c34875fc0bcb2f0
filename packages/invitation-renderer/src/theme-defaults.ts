// What a theme does not say, said from what it does. Themes stored before a style existed (the public
// catalogue, older AI themes, couples' edits) and themes that leave a style out all get one made from
// their own colours, so every class the markup uses has a rule; a theme's own style always wins whole.
import { memoize } from '@convite/i18n/memoize';
import { themeToCss, type ThemeContent, type ThemeSection, type ThemeStyle } from './theme.ts';

/** The smallest countdown label any theme gets: 13 px (labels under it are hard to read on a phone). */
export const MIN_COUNTDOWN_LABEL = '0.8125rem';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** An SVG as a data: URL that theme values accept (no quotes, spaces or parentheses left raw). */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg).replace(
    /['()]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `url("data:image/svg+xml,${encoded}")`;
}

/** The default ornament: two fine rules, a diamond and two dots, in the theme's accent. */
export function ornament(color: string): string {
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 16'>` +
      `<g fill='none' stroke='${color}' stroke-width='1'><path d='M2 8h58M100 8h58'/>` +
      `<path d='M80 2.5l5.5 5.5-5.5 5.5-5.5-5.5z'/></g>` +
      `<g fill='${color}'><circle cx='67' cy='8' r='1.6'/><circle cx='93' cy='8' r='1.6'/>` +
      `<circle cx='80' cy='8' r='1.4'/></g></svg>`,
  );
}

function defaultsOf(theme: ThemeContent): Partial<Record<keyof ThemeContent, ThemeSection>> {
  const accent =
    text(theme.sectionTitle?.ornament?.backgroundColor) ??
    text(theme.sectionTitle?.title?.color) ??
    '#b08d57';
  const paper = text(theme.base?.body?.backgroundColor) ?? '#ffffff';
  const shadow = text(theme.base?.shadow?.boxShadow) ?? 'none';
  const card = theme.events?.card ?? theme.confirmation?.card ?? {};
  const cardRadius = text(theme.base?.cornerRadius?.card?.borderRadius) ?? '0';
  const elementRadius = text(theme.base?.cornerRadius?.element?.borderRadius) ?? '0';
  const date = theme.header?.date ?? {};
  const softText = text(theme.header?.countdownLabel?.color);
  return {
    page: {
      backdrop: { backgroundColor: `color-mix(in srgb, ${accent} 14%, ${paper})` },
      sheet: { boxShadow: shadow, borderRadius: cardRadius },
      band: {
        backgroundColor: `color-mix(in srgb, ${accent} 8%, transparent)`,
        borderTop: `1px solid color-mix(in srgb, ${accent} 22%, transparent)`,
        borderBottom: `1px solid color-mix(in srgb, ${accent} 22%, transparent)`,
      },
      divider: { backgroundColor: 'transparent', backgroundImage: ornament(accent) },
      photo: {
        backgroundColor: text(card.backgroundColor) ?? paper,
        border: text(card.border) ?? `1px solid color-mix(in srgb, ${accent} 30%, transparent)`,
        borderRadius: elementRadius,
        boxShadow: shadow,
        padding: '0.375rem',
      },
    },
    header: {
      // The first screen's long date: the short date's font and colour, spaced for words.
      day: {
        ...pick(date, ['fontFamily', 'color']),
        fontSize: '1.125rem',
        letterSpacing: '0.04em',
      },
      venue: softText ? { color: softText } : {},
      cta: theme.confirmation?.button ?? {},
    },
    confirmation: {
      guestNote: {
        ...pick(card, ['backgroundColor', 'border']),
        borderLeft: `3px solid ${accent}`,
      },
      guestNoteLabel: {
        ...pick(theme.confirmation?.label ?? {}, ['color']),
        fontSize: '0.875rem',
        letterSpacing: '0.04em',
      },
      guestNoteText: { ...pick(theme.confirmation?.text ?? {}, ['color']), fontStyle: 'italic' },
    },
  };
}

function pick(style: ThemeStyle, names: string[]): ThemeStyle {
  return Object.fromEntries(names.flatMap((name) => (name in style ? [[name, style[name]]] : [])));
}

/**
 * The theme with every style the markup uses: the defaults made from its colours under its own
 * styles, and the countdown labels never under 13 px (`max()` keeps a theme's larger size).
 */
export function completeTheme(theme: ThemeContent): ThemeContent {
  const complete: ThemeContent = { ...theme };
  for (const [section, defaults] of Object.entries(defaultsOf(theme))) {
    const key = section as keyof ThemeContent;
    complete[key] = { ...defaults, ...(theme[key] as ThemeSection | undefined) } as never;
  }
  const label = complete.header.countdownLabel;
  const size = text(label?.fontSize);
  complete.header = {
    ...complete.header,
    countdownLabel: {
      ...label,
      fontSize: size ? `max(${MIN_COUNTDOWN_LABEL}, ${size})` : MIN_COUNTDOWN_LABEL,
    },
  };
  return complete;
}

/**
 * The CSS a page carries for its theme: completed, then made CSS. Kept per theme as themeToCss is,
 * but before completing it: completing the theme on every guest's render cost more than keeping it.
 */
export const pageThemeCss = memoize(
  (theme: ThemeContent): string => themeToCss(completeTheme(theme)),
  (theme) => JSON.stringify(theme),
  100,
);
