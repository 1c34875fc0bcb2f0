// From a look (palette, fonts, shape) to a full ThemeContent with the same named styles as the
// renderer's Etiqueta theme, so every class the invitation's markup uses gets a rule. The embedded
// generator and the seeded public themes both build their themes here.
import type { ThemeContentDto } from './theme-content.ts';
import {
  composite,
  fromHsl,
  parseColor,
  readableColor,
  relativeLuminance,
  toHex,
  toHsl,
  type Rgba,
} from './contrast.ts';
import { fontStack, type FontTrio } from './fonts.ts';

/** What a theme is made of, before it is spread over the sections. */
export type Look = {
  /** The page colour. */
  background: string;
  /** The colour that gives the theme its character (ornaments, titles, buttons). */
  accent: string;
  /** A second colour for details (the countdown, the itinerary line); the accent when absent. */
  secondary?: string;
  /** The text colour; derived from the accent's hue when absent. */
  text?: string;
  fonts: FontTrio;
  /** Corner radius of cards and of elements (buttons, inputs). */
  radius: { card: string; element: string };
  shadow: string;
  /** A CSS gradient over the page background (no outside image), or null. */
  texture: { image: string; size?: string } | null;
  /** Headings in capitals with wide spacing (formal looks) or as written (relaxed ones). */
  uppercaseHeadings: boolean;
  /**
   * How photos are framed: a print with a margin, an arch, or clean rounded corners. Absent, the theme
   * has no page section and the renderer makes one from its colours (the catalogue's looks, seeded
   * before page sections existed).
   */
  photoFrame?: PhotoFrame;
};

export type PhotoFrame = 'print' | 'arch' | 'clean';

/** The colours every style is written with, all text colours already at AA on their backgrounds. */
export type Palette = {
  background: string;
  surface: string;
  border: string;
  text: string;
  textSoft: string;
  accent: string;
  accentText: string;
  secondaryText: string;
  buttonBackground: string;
  buttonText: string;
  hoverBackground: string;
  tint: string;
};

function rgba(color: Rgba, alpha: number): string {
  return `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${alpha})`;
}

function mix(one: string, two: string, amount: number): string {
  const a = parseColor(one) as Rgba;
  const b = parseColor(two) as Rgba;
  return toHex(composite({ ...b, a: amount }, a));
}

function withLightness(color: string, lightness: number, saturation?: number): string {
  const hsl = toHsl(parseColor(color) as Rgba);
  return toHex(fromHsl({ h: hsl.h, s: saturation ?? hsl.s, l: lightness }));
}

export function isDark(color: string): boolean {
  return relativeLuminance(parseColor(color) as Rgba) < 0.2;
}

/** The palette of a look: surfaces near the background, inks from the accent's hue. */
export function paletteOf(
  look: Pick<Look, 'background' | 'accent' | 'secondary' | 'text'>,
): Palette {
  const dark = isDark(look.background);
  const background = look.background;
  const surface = dark ? mix(background, '#ffffff', 0.07) : mix(background, '#ffffff', 0.6);
  const surfaces = [parseColor(background) as Rgba, parseColor(surface) as Rgba];
  const accentHue = toHsl(parseColor(look.accent) as Rgba);
  const inkSaturation = Math.min(accentHue.s, 0.35);
  const text = readableColor(
    look.text ?? withLightness(look.accent, dark ? 0.92 : 0.18, inkSaturation),
    surfaces,
    7,
  );
  const textSoft = readableColor(mix(text, background, 0.25), surfaces);
  const accentText = readableColor(look.accent, surfaces);
  const secondaryText = readableColor(look.secondary ?? look.accent, surfaces);
  // The button is the accent deep (or bright) enough that the page colour reads on it.
  const buttonBackground = readableColor(look.accent, [parseColor(background) as Rgba], 5);
  const hoverBackground = readableColor(
    mix(buttonBackground, dark ? '#ffffff' : '#000000', 0.15),
    [parseColor(background) as Rgba],
    5,
  );
  return {
    background,
    surface,
    border: mix(surface, look.accent, 0.35),
    text,
    textSoft,
    accent: look.accent,
    accentText,
    secondaryText,
    buttonBackground,
    buttonText: background,
    hoverBackground,
    tint: mix(background, look.accent, 0.12),
  };
}

/** The full theme content of a look. */
export function buildThemeContent(look: Look): ThemeContentDto {
  const p = paletteOf(look);
  const script = fontStack(look.fonts.script);
  const heading = fontStack(look.fonts.heading);
  const body = fontStack(look.fonts.body);
  const page = parseColor(p.background) as Rgba;
  const caps = look.uppercaseHeadings
    ? { letterSpacing: '0.08em', textTransform: 'uppercase' }
    : { letterSpacing: '0.02em' };

  const button = {
    backgroundColor: p.buttonBackground,
    color: p.buttonText,
    fontFamily: body,
    fontWeight: '600',
    letterSpacing: '0.04em',
    border: `1px solid ${p.buttonBackground}`,
    hoverStyle: { backgroundColor: p.hoverBackground, borderColor: p.hoverBackground },
    focusStyle: { outline: `3px solid ${p.accentText}`, outlineOffset: '3px' },
  };
  const outlineButton = {
    backgroundColor: 'transparent',
    color: p.text,
    fontFamily: body,
    fontWeight: '600',
    border: `1px solid ${p.accent}`,
    hoverStyle: { backgroundColor: p.tint },
    focusStyle: { outline: `3px solid ${p.text}`, outlineOffset: '3px' },
  };
  const link = {
    color: p.accentText,
    fontWeight: '600',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    hoverStyle: { color: p.text },
    focusStyle: { outline: `3px solid ${p.text}`, outlineOffset: '2px' },
  };
  const card = { backgroundColor: p.surface, border: `1px solid ${p.border}` };
  const headingStyle = { fontFamily: heading, color: p.text, ...caps };
  const bodyStyle: Record<string, string> = {
    backgroundColor: p.background,
    color: p.text,
    fontFamily: body,
    lineHeight: '1.6',
  };
  if (look.texture) {
    bodyStyle.backgroundImage = look.texture.image;
    if (look.texture.size) bodyStyle.backgroundSize = look.texture.size;
  }
  const success = isDark(p.background)
    ? { backgroundColor: '#16331f', color: '#bfe5c6', border: '1px solid #3f7a4f' }
    : { backgroundColor: '#eef5ea', color: '#2f5a26', border: '1px solid #b9d3ae' };
  const error = isDark(p.background)
    ? { backgroundColor: '#3a1614', color: '#f6c4bf', border: '1px solid #8a3b33' }
    : { backgroundColor: '#fbeceb', color: '#9b2c22', border: '1px solid #e7b4ae' };

  return {
    // The page links the fonts the styles name from Convite itself (no third-party stylesheet).
    fontImport: null,
    base: {
      body: bodyStyle,
      shadow: { boxShadow: look.shadow },
      cornerRadius: {
        card: { borderRadius: look.radius.card },
        element: { borderRadius: look.radius.element },
      },
      success,
      error,
    },
    sectionTitle: {
      title: {
        fontFamily: script,
        color: p.accentText,
        fontSize: '3rem',
        fontWeight: '400',
        lineHeight: '1.1',
      },
      ornament: { backgroundColor: p.accent },
    },
    header: {
      cover: { backgroundColor: p.tint },
      overlay: {
        backgroundImage: `linear-gradient(180deg, ${rgba(page, 0)} 40%, ${p.background} 100%)`,
      },
      names: {
        fontFamily: script,
        color: p.text,
        fontSize: '3.75rem',
        fontWeight: '400',
        lineHeight: '1.05',
      },
      date: {
        fontFamily: heading,
        color: p.accentText,
        fontSize: '1.25rem',
        letterSpacing: '0.3em',
      },
      countdown: { color: p.text },
      countdownValue: { fontFamily: heading, fontSize: '2rem', color: p.secondaryText },
      countdownLabel: {
        fontSize: 'clamp(0.625rem, 3vw, 0.75rem)',
        letterSpacing: 'clamp(0.04em, 1vw - 0.17rem, 0.12em)',
        textTransform: 'uppercase',
        color: p.textSoft,
      },
      married: { fontFamily: script, fontSize: '2.5rem', color: p.accentText },
      songButton: {
        backgroundColor: p.buttonBackground,
        color: p.buttonText,
        border: `2px solid ${p.accent}`,
        hoverStyle: { backgroundColor: p.hoverBackground },
        focusStyle: { outline: `3px solid ${p.text}`, outlineOffset: '3px' },
      },
    },
    invitation: {
      message: { fontFamily: body, fontSize: '1.0625rem', color: p.text },
      parentsTitle: { ...headingStyle, fontSize: '0.9375rem', color: p.accentText },
      parentName: { fontFamily: heading, fontSize: '1.125rem', color: p.text },
      deceasedMark: { color: p.accentText },
    },
    events: {
      card,
      name: { ...headingStyle, fontSize: '1.25rem' },
      place: { fontWeight: '600', color: p.text },
      address: { color: p.textSoft },
      time: { fontFamily: heading, color: p.accentText, fontSize: '1.125rem' },
      note: { color: p.textSoft, fontStyle: 'italic' },
      link,
      button: outlineButton,
    },
    dressCode: {
      code: { fontFamily: heading, color: p.text, letterSpacing: '0.06em' },
      details: { color: p.textSoft },
      icon: { color: p.accentText },
    },
    itinerary: {
      line: { backgroundColor: look.secondary ?? p.accent },
      icon: { color: p.accentText, backgroundColor: p.surface, border: `1px solid ${p.accent}` },
      time: { fontFamily: heading, color: p.secondaryText },
      name: { color: p.text, fontWeight: '600' },
    },
    giftRegistry: {
      message: { color: p.text },
      link: outlineButton,
      envelope: { ...card, color: p.text },
    },
    confirmation: {
      card,
      greeting: { fontFamily: script, color: p.text, fontSize: '2.5rem', lineHeight: '1.1' },
      text: { color: p.text },
      label: { fontWeight: '600', color: p.text },
      input: {
        backgroundColor: isDark(p.background) ? p.background : '#ffffff',
        color: p.text,
        border: `1px solid ${p.textSoft}`,
        focusStyle: { outline: `3px solid ${p.accentText}`, outlineOffset: '1px' },
      },
      option: {
        backgroundColor: isDark(p.background) ? p.background : '#ffffff',
        color: p.text,
        border: `1px solid ${p.textSoft}`,
        hoverStyle: { backgroundColor: p.tint },
      },
      optionSelected: {
        backgroundColor: p.buttonBackground,
        color: p.buttonText,
        borderColor: p.buttonBackground,
      },
      button,
      secondaryButton: outlineButton,
    },
    accommodations: {
      card,
      name: { ...headingStyle, fontSize: '1.125rem' },
      address: { color: p.textSoft },
      message: { color: p.text },
      link,
    },
    ...(look.photoFrame ? { page: pageOf(look, p) } : {}),
  } as unknown as ThemeContentDto;
}

/** The page's rhythm: tinted bands, the backdrop and sheet on a computer, the photos' frame. */
function pageOf(look: Look, p: Palette): Record<string, Record<string, string>> {
  const frames: Record<PhotoFrame, Record<string, string>> = {
    print: {
      backgroundColor: p.surface,
      border: `1px solid ${p.border}`,
      borderRadius: look.radius.element,
      boxShadow: look.shadow,
      padding: '0.5rem',
    },
    arch: {
      backgroundColor: p.surface,
      border: `1px solid ${p.accent}`,
      borderRadius: '999px 999px 0.5rem 0.5rem',
      overflow: 'hidden',
      padding: '0.3125rem',
    },
    clean: { borderRadius: look.radius.card, overflow: 'hidden', boxShadow: look.shadow },
  };
  return {
    backdrop: { backgroundColor: mix(p.background, look.accent, 0.18) },
    sheet: { boxShadow: look.shadow, borderRadius: look.radius.card },
    band: { backgroundColor: mix(p.background, look.accent, 0.07) },
    photo: frames[look.photoFrame ?? 'print'],
  };
}

/** Subtle page textures drawn with gradients only, tinted with the accent. */
export function texture(
  kind: 'paper' | 'stripes' | 'dots' | 'stars' | 'tiles' | 'petals' | 'none',
  accentColor: string,
  angle: number,
): Look['texture'] {
  const accent = parseColor(accentColor) as Rgba;
  switch (kind) {
    case 'paper':
      return {
        image: `radial-gradient(circle at 15% 10%, ${rgba(accent, 0.08)}, transparent 40%), radial-gradient(circle at 85% 85%, ${rgba(accent, 0.07)}, transparent 45%)`,
      };
    case 'stripes':
      return {
        image: `repeating-linear-gradient(${angle}deg, ${rgba(accent, 0.05)} 0 2px, transparent 2px 14px)`,
      };
    case 'dots':
      return {
        image: `radial-gradient(${rgba(accent, 0.12)} 1px, transparent 1.5px)`,
        size: '22px 22px',
      };
    case 'stars':
      return {
        image: `radial-gradient(rgba(255, 255, 255, 0.55) 1px, transparent 1.6px), radial-gradient(${rgba(accent, 0.45)} 1px, transparent 1.4px)`,
        size: '61px 61px, 37px 37px',
      };
    case 'tiles':
      return {
        image: `conic-gradient(from ${angle}deg at 50% 50%, ${rgba(accent, 0.06)} 0 25%, transparent 0 50%, ${rgba(accent, 0.06)} 0 75%, transparent 0)`,
        size: '48px 48px',
      };
    case 'petals':
      return {
        image: `radial-gradient(ellipse at 10% 0%, ${rgba(accent, 0.12)}, transparent 35%), radial-gradient(ellipse at 90% 30%, ${rgba(accent, 0.09)}, transparent 30%), radial-gradient(ellipse at 20% 100%, ${rgba(accent, 0.1)}, transparent 35%)`,
      };
    default:
      return null;
  }
}
