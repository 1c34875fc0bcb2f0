// The fonts a theme may name, every one served by Convite itself (never a third party: a guest's
// address goes to no one else, and the page depends on nothing else). The API's generator names only
// these; the invitation renderer links each family's stylesheet (invitation-renderer theme-fonts.ts).

/** Family → the weights served (those the themes, the generator and the editor use). */
export const SELF_HOSTED_FONTS: Readonly<Record<string, readonly number[]>> = {
  // Etiqueta's
  'Be Vietnam Pro': [400, 600],
  Ephesis: [400],
  'Tenor Sans': [400],
  // Scripts
  'Great Vibes': [400],
  Parisienne: [400],
  'Dancing Script': [400, 600],
  'Pinyon Script': [400],
  Allura: [400],
  Sacramento: [400],
  'Alex Brush': [400],
  Satisfy: [400],
  // Display and headings
  'Playfair Display': [400, 600, 700],
  'Cormorant Garamond': [400, 600, 700],
  Cinzel: [400, 600, 700],
  'Bodoni Moda': [400, 600, 700],
  'Josefin Sans': [400, 600, 700],
  Montserrat: [400, 600, 700],
  Raleway: [400, 600, 700],
  'Abril Fatface': [400],
  'Amatic SC': [400, 700],
  Oswald: [400, 600, 700],
  'Poiret One': [400],
  'Yeseva One': [400],
  // Body text
  Lato: [400, 700],
  'Open Sans': [400, 600],
  Nunito: [400, 600],
  Lora: [400, 600],
  'EB Garamond': [400, 600],
  'Work Sans': [400, 600],
  Karla: [400, 600],
  'Source Sans 3': [400, 600],
  Quicksand: [400, 600],
  'Crimson Text': [400, 600],
};

const BY_LOWER_CASE = new Map(
  Object.keys(SELF_HOSTED_FONTS).map((family) => [family.toLowerCase(), family]),
);

/** The family's package and stylesheet name: 'Source Sans 3' → 'source-sans-3'. */
export function fontId(family: string): string {
  return family.toLowerCase().replace(/ /g, '-');
}

/** The served family a name or a font-family value starts with ("'lato', sans-serif" → 'Lato'), or null. */
export function selfHostedFamily(value: string): string | null {
  const first = (value.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  return BY_LOWER_CASE.get(first.toLowerCase()) ?? null;
}
