// The families generated themes may name, each with a system fallback stack so an invitation stays
// readable before its fonts arrive. Every one is served by Convite
// (packages/rules/src/served-fonts.ts; fonts.test.ts fails for one that is not), so a theme imports no stylesheet.

export type FontFamily = {
  family: string;
  /** Weights the theme uses (each served by Convite). */
  weights: readonly number[];
  fallback: string;
};

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SCRIPT = "'Brush Script MT', 'Segoe Script', cursive";

function font(family: string, weights: readonly number[], fallback: string): FontFamily {
  return { family, weights, fallback };
}

/** Scripts for the couple's names and the section titles. */
export const SCRIPT_FONTS = {
  ephesis: font('Ephesis', [400], SCRIPT),
  greatVibes: font('Great Vibes', [400], SCRIPT),
  parisienne: font('Parisienne', [400], SCRIPT),
  dancingScript: font('Dancing Script', [400, 600], SCRIPT),
  pinyonScript: font('Pinyon Script', [400], SCRIPT),
  allura: font('Allura', [400], SCRIPT),
  sacramento: font('Sacramento', [400], SCRIPT),
  alexBrush: font('Alex Brush', [400], SCRIPT),
  satisfy: font('Satisfy', [400], SCRIPT),
} as const;

/** Display and heading families (names of events, dates, the countdown). */
export const HEADING_FONTS = {
  tenorSans: font('Tenor Sans', [400], "'Optima', 'Candara', sans-serif"),
  playfair: font('Playfair Display', [400, 600, 700], SERIF),
  cormorant: font('Cormorant Garamond', [400, 600, 700], SERIF),
  cinzel: font('Cinzel', [400, 600, 700], "'Trajan Pro', " + SERIF),
  bodoni: font('Bodoni Moda', [400, 600, 700], "'Didot', " + SERIF),
  josefin: font('Josefin Sans', [400, 600, 700], SANS),
  montserrat: font('Montserrat', [400, 600, 700], SANS),
  raleway: font('Raleway', [400, 600, 700], SANS),
  abril: font('Abril Fatface', [400], SERIF),
  amatic: font('Amatic SC', [400, 700], "'Marker Felt', cursive"),
  oswald: font('Oswald', [400, 600, 700], "'Arial Narrow', " + SANS),
  poiret: font('Poiret One', [400], SANS),
  yeseva: font('Yeseva One', [400], SERIF),
} as const;

/** Body text families: readable at 16 px. */
export const BODY_FONTS = {
  beVietnamPro: font('Be Vietnam Pro', [400, 600], SANS),
  lato: font('Lato', [400, 700], SANS),
  openSans: font('Open Sans', [400, 600], SANS),
  nunito: font('Nunito', [400, 600], SANS),
  lora: font('Lora', [400, 600], SERIF),
  ebGaramond: font('EB Garamond', [400, 600], SERIF),
  workSans: font('Work Sans', [400, 600], SANS),
  karla: font('Karla', [400, 600], SANS),
  sourceSans: font('Source Sans 3', [400, 600], SANS),
  quicksand: font('Quicksand', [400, 600], SANS),
  crimson: font('Crimson Text', [400, 600], SERIF),
} as const;

export type FontTrio = { script: FontFamily; heading: FontFamily; body: FontFamily };

/** The CSS font-family value: the family first, then its fallback stack. */
export function fontStack(font: FontFamily): string {
  return `'${font.family}', ${font.fallback}`;
}
