import { describe, expect, it } from 'vitest';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { parseThemeContent } from './public-invitation-dto.ts';

describe('the published theme a guest gets', () => {
  it('is the stored content when it passes the schema', () => {
    expect(parseThemeContent(JSON.stringify(ETIQUETA_THEME))).toEqual(ETIQUETA_THEME);
  });

  it('is null (Etiqueta) when nothing is published, or the row was edited around the API', () => {
    expect(parseThemeContent(null)).toBeNull();
    expect(parseThemeContent('{not json')).toBeNull();
    expect(parseThemeContent('{"base":{"body":{"color":"#5a3e2b"}}}')).toBeNull();
    const scripted = { ...ETIQUETA_THEME, fontImport: 'javascript:alert(1)' };
    expect(parseThemeContent(JSON.stringify(scripted))).toBeNull();
  });
});
