// Writes src/fonts/<id>.css for every family of SELF_HOSTED_FONTS (@convite/rules served-fonts.ts). Run after
// adding a family (and its @fontsource package): node scripts/write-font-stylesheets.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fontStylesheet, STYLESHEETS_DIR } from '../src/font-stylesheets.ts';
import { fontId, SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';

for (const family of Object.keys(SELF_HOSTED_FONTS)) {
  writeFileSync(path.join(STYLESHEETS_DIR, `${fontId(family)}.css`), fontStylesheet(family));
}
