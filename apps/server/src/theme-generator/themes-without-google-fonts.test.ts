import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Database } from '../db/database.ts';
import { themes } from '../db/schema/themes.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { insertCouple } from '../test/wedding-fixtures.ts';

// Migration 0009: stored themes stop naming Google Fonts stylesheets (the guest page serves every
// theme font itself and ignores another origin's fontImport).
const MIGRATION = readFileSync(
  path.join(MIGRATIONS_FOLDER, '0009_themes_without_google_fonts.sql'),
  'utf8',
);
const GOOGLE_IMPORT =
  'https://fonts.googleapis.com/css2?family=Great+Vibes&family=Lato:wght@400%3B700&display=swap';

describe('migration 0009: themes without Google Fonts', () => {
  let database: Database;
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase());
  });
  afterAll(async () => {
    await close();
  });

  const contentOf = async (id: number) => {
    const [row] = await database.db
      .select({ content: themes.content })
      .from(themes)
      .where(eq(themes.id, id));
    return row?.content;
  };

  const saveTheme = async (weddingId: number, content: string) => {
    const [row] = await database.db
      .insert(themes)
      .values({ weddingId, name: 'Copia de Jardín', origin: 'public', content })
      .returning({ id: themes.id });
    if (row === undefined) throw new Error('no theme row');
    return row.id;
  };

  it('left the public catalogue (seeded with Google stylesheets by 0005) without any', async () => {
    const rows = await database.db.select().from(themes).where(eq(themes.isPublic, true));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect((JSON.parse(row.content) as { fontImport: unknown }).fontImport, row.name).toBeNull();
      expect(row.content).not.toContain('fonts.googleapis.com');
    }
  });

  it("empties a couple's theme's Google fontImport and keeps the rest of its text as it was", async () => {
    const couple = await insertCouple(database.db);
    // Saved as a client might have sent it: spaced, with the font import after another key.
    const spaced = JSON.stringify(
      { base: ETIQUETA_THEME.base, fontImport: GOOGLE_IMPORT },
      null,
      2,
    );
    const compact = JSON.stringify({ ...ETIQUETA_THEME, fontImport: GOOGLE_IMPORT });
    const spacedId = await saveTheme(couple.weddingId, spaced);
    const compactId = await saveTheme(couple.weddingId, compact);

    await database.db.execute(sql.raw(MIGRATION));

    expect(await contentOf(spacedId)).toBe(
      spaced.replace(`"fontImport": "${GOOGLE_IMPORT}"`, '"fontImport":null'),
    );
    expect(await contentOf(compactId)).toBe(
      JSON.stringify({ ...ETIQUETA_THEME, fontImport: null }),
    );
  });

  it('leaves a same-site stylesheet, a theme without one and a row that is not JSON untouched', async () => {
    const couple = await insertCouple(database.db);
    const sameSite = JSON.stringify({ ...ETIQUETA_THEME, fontImport: '/fonts/theme.css' });
    const without = JSON.stringify({ ...ETIQUETA_THEME, fontImport: null });
    const broken = `{"fontImport": "${GOOGLE_IMPORT}`; // cut short: no closing quote
    const ids = await Promise.all(
      [sameSite, without, broken].map((c) => saveTheme(couple.weddingId, c)),
    );

    await database.db.execute(sql.raw(MIGRATION));

    expect(await Promise.all(ids.map(contentOf))).toEqual([sameSite, without, broken]);
  });
});
