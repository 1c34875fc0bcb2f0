import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Database } from '../db/database.ts';
import { themes } from '../db/schema/themes.ts';
import { themeContentErrors } from './theme-content.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { contrastIssues } from './contrast.ts';
import { publicThemesSql } from './public-themes.ts';

describe('the seeded public themes', () => {
  let database: Database;
  let close: () => Promise<void> = async () => {};
  let rows: (typeof themes.$inferSelect)[] = [];

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase());
    rows = await database.db
      .select()
      .from(themes)
      .where(eq(themes.isPublic, true))
      .orderBy(themes.id);
  });

  afterAll(async () => {
    await close();
  });

  it('are Etiqueta first, then five distinct looks, all public catalogue drafts', () => {
    expect(rows.map((row) => row.name)).toEqual([
      'Etiqueta',
      'Jardín',
      'Mar y arena',
      'Gala',
      'Terracota',
      'Lavanda',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        weddingId: null,
        origin: null,
        status: 'draft',
        aiGenerated: false,
        pleased: null,
      });
    }
    expect(new Set(rows.map((row) => row.content)).size).toBe(rows.length);
  });

  it('seed Etiqueta exactly as the renderer defines it', () => {
    expect(JSON.parse(rows[0]?.content ?? 'null')).toEqual(ETIQUETA_THEME);
  });

  it('are all valid theme contents, readable at AA', () => {
    for (const row of rows) {
      const content: unknown = JSON.parse(row.content);
      expect(themeContentErrors(content), row.name).toEqual([]);
      expect(contrastIssues(content as never), row.name).toEqual([]);
    }
  });

  it('come from the script that prints the migration (regenerate it after changing a look)', () => {
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0005_public_themes.sql'), 'utf8');
    // The shipped migration still names Google Fonts stylesheets, which the renderer now ignores
    // (the families are served by Convite; 0009 empties them in the stored rows): the catalogue is
    // compared without them.
    const withoutGoogleFonts = (sql: string) =>
      sql.replace(
        /"fontImport":(?:null|"https:\/\/fonts\.googleapis\.com\/[^"]*")/g,
        '"fontImport":null',
      );
    expect(withoutGoogleFonts(migration)).toBe(publicThemesSql(ETIQUETA_THEME));
  });
});
