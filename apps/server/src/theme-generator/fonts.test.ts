import { SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';
import { describe, expect, it } from 'vitest';
import { BODY_FONTS, HEADING_FONTS, SCRIPT_FONTS } from './fonts.ts';

const generatorFonts = [SCRIPT_FONTS, HEADING_FONTS, BODY_FONTS].flatMap((fonts) =>
  Object.values(fonts),
);

describe('every font the generator can choose', () => {
  it.each(generatorFonts.map((font) => [font.family, font] as const))(
    '%s is served by Convite in every weight the generator uses',
    (_family, font) => {
      // Missing: add @fontsource/<id> and the family to SELF_HOSTED_FONTS (invitation-renderer).
      expect(SELF_HOSTED_FONTS[font.family]).toBeDefined();
      expect(SELF_HOSTED_FONTS[font.family]).toEqual(expect.arrayContaining([...font.weights]));
    },
  );
});
