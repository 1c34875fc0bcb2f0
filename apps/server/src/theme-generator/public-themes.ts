// The public theme catalogue seeded by drizzle/0005_public_themes.sql: Etiqueta (the renderer's
// default, passed in, since the server cannot import the renderer at run time) and curated looks
// built like the embedded generator's themes. scripts/print-public-themes-sql.ts writes the migration.
import { BODY_FONTS, HEADING_FONTS, SCRIPT_FONTS } from './fonts.ts';
import { SOFT_SHADOW } from './prompt-vocabulary.ts';
import { buildThemeContent, texture, type Look } from './theme-builder.ts';

/** The curated public looks, in the order the catalogue lists them after Etiqueta. */
export const CURATED_LOOKS: readonly { name: string; look: Look }[] = [
  {
    name: 'Jardín',
    look: {
      background: '#f7f6ee',
      accent: '#4f7a4a',
      secondary: '#d58fa0',
      fonts: {
        script: SCRIPT_FONTS.greatVibes,
        heading: HEADING_FONTS.cormorant,
        body: BODY_FONTS.lato,
      },
      radius: { card: '1rem', element: '0.5rem' },
      shadow: SOFT_SHADOW,
      texture: texture('petals', '#d58fa0', 0),
      uppercaseHeadings: false,
    },
  },
  {
    name: 'Mar y arena',
    look: {
      background: '#f3e7d3',
      accent: '#1c9a9a',
      secondary: '#2f5fa8',
      fonts: {
        script: SCRIPT_FONTS.sacramento,
        heading: HEADING_FONTS.josefin,
        body: BODY_FONTS.nunito,
      },
      radius: { card: '1.25rem', element: '999px' },
      shadow: SOFT_SHADOW,
      texture: texture('stripes', '#1c9a9a', 135),
      uppercaseHeadings: true,
    },
  },
  {
    name: 'Gala',
    look: {
      background: '#141414',
      accent: '#c39a45',
      secondary: '#a9aeb8',
      fonts: {
        script: SCRIPT_FONTS.pinyonScript,
        heading: HEADING_FONTS.cinzel,
        body: BODY_FONTS.ebGaramond,
      },
      radius: { card: '0.125rem', element: '0.125rem' },
      shadow: '0 12px 36px rgba(0, 0, 0, 0.35)',
      texture: null,
      uppercaseHeadings: true,
    },
  },
  {
    name: 'Terracota',
    look: {
      background: '#f5ecdf',
      accent: '#b5573a',
      secondary: '#6b7a3a',
      fonts: {
        script: SCRIPT_FONTS.dancingScript,
        heading: HEADING_FONTS.amatic,
        body: BODY_FONTS.lora,
      },
      radius: { card: '0.375rem', element: '0.25rem' },
      shadow: SOFT_SHADOW,
      texture: texture('paper', '#b5573a', 0),
      uppercaseHeadings: false,
    },
  },
  {
    name: 'Lavanda',
    look: {
      background: '#f6f3fb',
      accent: '#8f7bc4',
      secondary: '#a9aeb8',
      fonts: {
        script: SCRIPT_FONTS.parisienne,
        heading: HEADING_FONTS.playfair,
        body: BODY_FONTS.quicksand,
      },
      radius: { card: '1rem', element: '999px' },
      shadow: '0 8px 28px rgba(90, 70, 140, 0.12)',
      texture: texture('dots', '#8f7bc4', 0),
      uppercaseHeadings: false,
    },
  },
];

function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The whole migration file: one INSERT of every public theme, content as JSON text. */
export function publicThemesSql(etiqueta: object): string {
  const themes = [
    { name: 'Etiqueta', content: etiqueta },
    ...CURATED_LOOKS.map(({ name, look }) => ({ name, content: buildThemeContent(look) })),
  ];
  const rows = themes.map(
    ({ name, content }) =>
      `  (${sqlString(name)}, 'draft', NULL, true, false, ${sqlString(JSON.stringify(content))})`,
  );
  // The header names the script where it was when the migration shipped (now
  // scripts/print-public-themes-sql.ts): a shipped migration keeps its text.
  return [
    '-- Reference data: the public theme catalogue every couple can preview and copy. Etiqueta is the',
    "-- renderer's default theme (packages/invitation-renderer/src/theme.ts); the others are built by",
    '-- src/theme-generator/public-themes.ts. Generated: pnpm exec tsx src/theme-generator/print-public-themes-sql.ts',
    'INSERT INTO "themes" ("name", "status", "origin", "is_public", "ai_generated", "content") VALUES',
    `${rows.join(',\n')};`,
    '',
  ].join('\n');
}
