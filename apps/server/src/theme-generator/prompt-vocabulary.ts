// What the embedded generator understands in a prompt, in Spanish and English (normalized: lower
// case, no accents): colour words with the colour they mean and the part they play, and moods with
// the fonts, shape and default colours that suit them.
import { BODY_FONTS, HEADING_FONTS, SCRIPT_FONTS, type FontTrio } from './fonts.ts';
import type { texture, Look } from './theme-builder.ts';

type Role = 'background' | 'accent' | 'dark';

export type ColourWord = {
  /** What the prompt may say, normalized, alternatives separated by |. */
  words: string;
  hex: string;
  /** background: a pale ground (sand, ivory); dark: a night ground or ink (black, navy); else accent. */
  role: Role;
  es: string;
  en: string;
};

// Longer phrases first where one contains another ("azul marino" before "azul").
export const COLOURS: readonly ColourWord[] = [
  {
    words: 'terracota|terracotta|barro|clay',
    hex: '#b5573a',
    role: 'accent',
    es: 'Terracota',
    en: 'terracotta',
  },
  {
    words: 'turquesa|turquoise|aqua|aguamarina',
    hex: '#1c9a9a',
    role: 'accent',
    es: 'Turquesa',
    en: 'turquoise',
  },
  {
    words: 'arena|sand|beige|nude|crema|cream',
    hex: '#f3e7d3',
    role: 'background',
    es: 'Arena',
    en: 'sand',
  },
  {
    words: 'marfil|ivory|blanco|white|perla|pearl',
    hex: '#fbf8f1',
    role: 'background',
    es: 'Marfil',
    en: 'ivory',
  },
  {
    words: 'azul marino|navy|marino|midnight blue|azul noche',
    hex: '#1b2440',
    role: 'dark',
    es: 'Azul marino',
    en: 'navy',
  },
  {
    words: 'negro|black|ebony|ebano',
    hex: '#161514',
    role: 'dark',
    es: 'Negro',
    en: 'black',
  },
  {
    words: 'dorado|oro|gold|golden',
    hex: '#c39a45',
    role: 'accent',
    es: 'Dorado',
    en: 'gold',
  },
  {
    words: 'plata|plateado|silver',
    hex: '#a9aeb8',
    role: 'accent',
    es: 'Plata',
    en: 'silver',
  },
  {
    words: 'lavanda|lavender|lila|lilac',
    hex: '#8f7bc4',
    role: 'accent',
    es: 'Lavanda',
    en: 'lavender',
  },
  {
    words: 'verde olivo|olive|oliva|olivo',
    hex: '#6b7a3a',
    role: 'accent',
    es: 'Verde olivo',
    en: 'olive',
  },
  { words: 'salvia|sage', hex: '#8a9f84', role: 'accent', es: 'Salvia', en: 'sage' },
  {
    words: 'esmeralda|emerald',
    hex: '#1f7a52',
    role: 'accent',
    es: 'Esmeralda',
    en: 'emerald',
  },
  { words: 'verde|green', hex: '#3f7d4e', role: 'accent', es: 'Verde', en: 'green' },
  {
    words: 'rosa palo|blush|palo de rosa|dusty pink|rosa pastel',
    hex: '#dba8a8',
    role: 'accent',
    es: 'Rosa palo',
    en: 'blush',
  },
  {
    words: 'fucsia|fuchsia|magenta|rosa mexicano',
    hex: '#c2186b',
    role: 'accent',
    es: 'Fucsia',
    en: 'fuchsia',
  },
  { words: 'rosa|pink', hex: '#d97a9a', role: 'accent', es: 'Rosa', en: 'pink' },
  {
    words: 'durazno|melocoton|peach|coral',
    hex: '#ee9a7c',
    role: 'accent',
    es: 'Durazno',
    en: 'peach',
  },
  {
    words: 'vino|burgundy|borgona|guinda|marsala|wine',
    hex: '#7a2035',
    role: 'accent',
    es: 'Vino',
    en: 'burgundy',
  },
  {
    words: 'rojo|red|carmesi|crimson',
    hex: '#b3262e',
    role: 'accent',
    es: 'Rojo',
    en: 'red',
  },
  {
    words: 'naranja|orange|mandarina',
    hex: '#e0782f',
    role: 'accent',
    es: 'Naranja',
    en: 'orange',
  },
  {
    words: 'mostaza|mustard|amarillo|yellow|girasol|sunflower',
    hex: '#d4a21e',
    role: 'accent',
    es: 'Mostaza',
    en: 'mustard',
  },
  {
    words: 'cobre|copper|bronce|bronze',
    hex: '#b87333',
    role: 'accent',
    es: 'Cobre',
    en: 'copper',
  },
  {
    words: 'cafe|brown|chocolate|marron',
    hex: '#6b4a35',
    role: 'accent',
    es: 'Café',
    en: 'brown',
  },
  {
    words: 'celeste|azul cielo|sky blue|baby blue|azul claro',
    hex: '#7fb2d9',
    role: 'accent',
    es: 'Celeste',
    en: 'sky blue',
  },
  {
    words: 'azul|blue|cobalto|cobalt',
    hex: '#2f5fa8',
    role: 'accent',
    es: 'Azul',
    en: 'blue',
  },
  {
    words: 'morado|purple|violeta|violet|purpura',
    hex: '#6a3d8f',
    role: 'accent',
    es: 'Morado',
    en: 'purple',
  },
  {
    words: 'gris|gray|grey|carbon|charcoal',
    hex: '#5b6169',
    role: 'accent',
    es: 'Gris',
    en: 'gray',
  },
  { words: 'menta|mint', hex: '#7cc7a8', role: 'accent', es: 'Menta', en: 'mint' },
];

type Texture = Parameters<typeof texture>[0];

export type Mood = {
  /** What the prompt may say, normalized, alternatives separated by |. */
  words: string;
  es: string;
  en: string;
  /** The colours when the prompt names none: background, accent, secondary. */
  palette: readonly [string, string, string];
  fonts: FontTrio;
  radius: Look['radius'];
  shadow: string;
  texture: Texture;
  uppercaseHeadings: boolean;
};

const S = SCRIPT_FONTS;
const H = HEADING_FONTS;
const B = BODY_FONTS;
export const SOFT_SHADOW = '0 6px 24px rgba(40, 30, 20, 0.10)';
const FLAT_SHADOW = 'none';
const DEEP_SHADOW = '0 12px 36px rgba(0, 0, 0, 0.35)';
export const rounded = (card: string, element: string) => ({ card, element });

export const MOODS: readonly Mood[] = [
  {
    words: 'rustico|rustic|rancho|hacienda',
    es: 'rústico',
    en: 'Rustic',
    palette: ['#f5ecdf', '#9a5b34', '#6b7a3a'],
    fonts: { script: S.dancingScript, heading: H.amatic, body: B.lora },
    radius: rounded('0.375rem', '0.25rem'),
    shadow: SOFT_SHADOW,
    texture: 'paper',
    uppercaseHeadings: false,
  },
  {
    words: 'playa|beach|mar|sea|ocean|oceano|costa|coastal',
    es: 'de playa',
    en: 'Beach',
    palette: ['#f6efe2', '#1c9a9a', '#e3c08d'],
    fonts: { script: S.sacramento, heading: H.josefin, body: B.nunito },
    radius: rounded('1.25rem', '999px'),
    shadow: SOFT_SHADOW,
    texture: 'stripes',
    uppercaseHeadings: true,
  },
  {
    words: 'elegante|elegant|gala|black tie|etiqueta|formal|lujo|luxury',
    es: 'elegante',
    en: 'Elegant',
    palette: ['#fbf9f4', '#a8843f', '#2b2b2b'],
    fonts: { script: S.pinyonScript, heading: H.cinzel, body: B.ebGaramond },
    radius: rounded('0.125rem', '0.125rem'),
    shadow: '0 10px 30px rgba(20, 20, 20, 0.14)',
    texture: 'none',
    uppercaseHeadings: true,
  },
  {
    words: 'boho|bohemio|bohemian',
    es: 'boho',
    en: 'Boho',
    palette: ['#f7efe6', '#c07a56', '#8a9f84'],
    fonts: { script: S.allura, heading: H.josefin, body: B.karla },
    radius: rounded('1rem', '0.5rem'),
    shadow: SOFT_SHADOW,
    texture: 'petals',
    uppercaseHeadings: true,
  },
  {
    words: 'vintage|retro|antiguo',
    es: 'vintage',
    en: 'Vintage',
    palette: ['#f3ead8', '#8c5a6a', '#7d8a6a'],
    fonts: { script: S.parisienne, heading: H.yeseva, body: B.crimson },
    radius: rounded('0.25rem', '0.125rem'),
    shadow: '0 4px 14px rgba(70, 50, 30, 0.16)',
    texture: 'paper',
    uppercaseHeadings: false,
  },
  {
    words: 'minimalista|minimalist|minimal|sencillo|simple|limpio|clean',
    es: 'minimalista',
    en: 'Minimal',
    palette: ['#ffffff', '#3a3a3a', '#9a9a9a'],
    fonts: { script: S.sacramento, heading: H.montserrat, body: B.workSans },
    radius: rounded('0', '0'),
    shadow: FLAT_SHADOW,
    texture: 'none',
    uppercaseHeadings: true,
  },
  {
    words: 'jardin|garden|flores|floral|flowers|botanico|botanical|primavera|spring',
    es: 'de jardín',
    en: 'Garden',
    palette: ['#f7f6ee', '#4f7a4a', '#d58fa0'],
    fonts: { script: S.greatVibes, heading: H.cormorant, body: B.lato },
    radius: rounded('1rem', '0.5rem'),
    shadow: SOFT_SHADOW,
    texture: 'petals',
    uppercaseHeadings: false,
  },
  {
    words: 'noche|night|estrellada|starry|estrellas|stars|celestial|luna|moon',
    es: 'nocturno',
    en: 'Night',
    palette: ['#141b33', '#c0c6d4', '#d8b25a'],
    fonts: { script: S.alexBrush, heading: H.cinzel, body: B.sourceSans },
    radius: rounded('0.75rem', '0.5rem'),
    shadow: DEEP_SHADOW,
    texture: 'stars',
    uppercaseHeadings: true,
  },
  {
    words: 'industrial|loft|urbano|urban',
    es: 'industrial',
    en: 'Industrial',
    palette: ['#e9e7e3', '#3e4449', '#b8733d'],
    fonts: { script: S.satisfy, heading: H.oswald, body: B.workSans },
    radius: rounded('0', '0'),
    shadow: '0 2px 0 rgba(0, 0, 0, 0.25)',
    texture: 'stripes',
    uppercaseHeadings: true,
  },
  {
    words: 'mexicano|mexican|talavera|colorido|colorful|fiesta|papel picado',
    es: 'mexicano',
    en: 'Mexican',
    palette: ['#fdf8ee', '#1f4fa0', '#e0782f'],
    fonts: { script: S.dancingScript, heading: H.abril, body: B.nunito },
    radius: rounded('0.75rem', '0.5rem'),
    shadow: SOFT_SHADOW,
    texture: 'tiles',
    uppercaseHeadings: false,
  },
  {
    words: 'invierno|winter|nieve|snow|navidad|christmas',
    es: 'invernal',
    en: 'Winter',
    palette: ['#f4f7fa', '#3d5f83', '#a9aeb8'],
    fonts: { script: S.pinyonScript, heading: H.raleway, body: B.openSans },
    radius: rounded('0.5rem', '0.375rem'),
    shadow: '0 8px 26px rgba(40, 70, 100, 0.14)',
    texture: 'dots',
    uppercaseHeadings: true,
  },
  {
    words: 'otono|autumn|fall|otonal',
    es: 'otoñal',
    en: 'Autumn',
    palette: ['#f8f0e4', '#a6502a', '#c99a2e'],
    fonts: { script: S.parisienne, heading: H.playfair, body: B.lora },
    radius: rounded('0.5rem', '0.375rem'),
    shadow: SOFT_SHADOW,
    texture: 'paper',
    uppercaseHeadings: false,
  },
  {
    words: 'romantico|romantic|romance|amor|love',
    es: 'romántico',
    en: 'Romantic',
    palette: ['#fdf5f5', '#c06c84', '#e8c4c4'],
    fonts: { script: S.greatVibes, heading: H.playfair, body: B.quicksand },
    radius: rounded('1rem', '999px'),
    shadow: '0 8px 28px rgba(150, 80, 100, 0.12)',
    texture: 'petals',
    uppercaseHeadings: false,
  },
  {
    words: 'moderno|modern|contemporaneo|contemporary|geometrico|geometric',
    es: 'moderno',
    en: 'Modern',
    palette: ['#f7f7f5', '#22577a', '#38a3a5'],
    fonts: { script: S.satisfy, heading: H.raleway, body: B.workSans },
    radius: rounded('0.25rem', '0.25rem'),
    shadow: '0 4px 16px rgba(0, 0, 0, 0.08)',
    texture: 'none',
    uppercaseHeadings: true,
  },
  {
    words: 'clasico|classic|tradicional|traditional|iglesia|church',
    es: 'clásico',
    en: 'Classic',
    palette: ['#fbf8f1', '#8a6d3b', '#4a3426'],
    fonts: { script: S.ephesis, heading: H.bodoni, body: B.ebGaramond },
    radius: rounded('0.5rem', '0.25rem'),
    shadow: SOFT_SHADOW,
    texture: 'none',
    uppercaseHeadings: true,
  },
  {
    words: 'tropical|selva|jungle|palmeras|palms|caribe|caribbean',
    es: 'tropical',
    en: 'Tropical',
    palette: ['#f4f8ef', '#1f7a52', '#ee7f5f'],
    fonts: { script: S.sacramento, heading: H.abril, body: B.nunito },
    radius: rounded('1.25rem', '0.75rem'),
    shadow: SOFT_SHADOW,
    texture: 'petals',
    uppercaseHeadings: false,
  },
  {
    words: 'campestre|campo|country|countryside|granja|farm|pradera|meadow',
    es: 'campestre',
    en: 'Country',
    palette: ['#f6f3e8', '#6b7a3a', '#d4a21e'],
    fonts: { script: S.dancingScript, heading: H.cormorant, body: B.karla },
    radius: rounded('0.75rem', '0.375rem'),
    shadow: SOFT_SHADOW,
    texture: 'dots',
    uppercaseHeadings: false,
  },
  {
    words: 'verano|summer|sol|sunny|soleado',
    es: 'de verano',
    en: 'Summer',
    palette: ['#fffaf0', '#e0782f', '#1c9a9a'],
    fonts: { script: S.satisfy, heading: H.josefin, body: B.quicksand },
    radius: rounded('1rem', '999px'),
    shadow: SOFT_SHADOW,
    texture: 'dots',
    uppercaseHeadings: true,
  },
  {
    words: 'art deco|deco|gatsby|anos 20|1920',
    es: 'art déco',
    en: 'Art deco',
    palette: ['#111417', '#c8a24e', '#2e5e57'],
    fonts: { script: S.pinyonScript, heading: H.poiret, body: B.lato },
    radius: rounded('0', '0'),
    shadow: DEEP_SHADOW,
    texture: 'tiles',
    uppercaseHeadings: true,
  },
];

/** Pleasant looks for prompts that name no known colour or mood, picked by the prompt's hash. */
export const FALLBACK_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#fbf8f1', '#a0785a', '#7d8a6a'],
  ['#f6f4fb', '#6d5a9e', '#c59bb5'],
  ['#f3f7f5', '#2f6f62', '#c9a45c'],
  ['#fdf6f2', '#b0604f', '#6a8caf'],
  ['#f7f5ef', '#5b6b3f', '#b5835a'],
  ['#f4f6fa', '#34527a', '#c98f6b'],
];
export const FALLBACK_NAMES = {
  es: ['Armonía', 'Sereno', 'Luz de tarde', 'Brisa', 'Encanto', 'Dulce hogar'],
  en: ['Harmony', 'Serene', 'Afternoon light', 'Breeze', 'Charm', 'Sweet home'],
} as const;
export const FONT_TRIOS: readonly FontTrio[] = [
  { script: S.ephesis, heading: H.tenorSans, body: B.beVietnamPro },
  { script: S.greatVibes, heading: H.cormorant, body: B.lato },
  { script: S.parisienne, heading: H.playfair, body: B.openSans },
  { script: S.allura, heading: H.raleway, body: B.nunito },
];
