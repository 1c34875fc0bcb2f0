// Which server test files touch a database. Those run twice, on PGlite and on PostgreSQL (when
// DATABASE_URL names one); the others (pure rules, parsers, fakes of outside services) run once.
// A file touches a database when it, or a test kit of src/test/ it imports (transitively), opens one.
// The check is on the text, so it errs towards "database"; a file it misses would fail loudly, since
// the database-free project sets DATABASE_FREE_TEST=true and the harness then refuses to open one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const OPENS_A_DATABASE =
  /\b(createTestApp|createTestDatabase|openPostgres|fromPglite|PGlite|startServerProcess|DATABASE_URL)\b/;
const RELATIVE_IMPORT = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;

/** The server's test files (relative to the server's folder), split by whether they touch a database. */
export function serverTestFiles(serverRoot: string): {
  database: string[];
  databaseFree: string[];
} {
  const testKits = path.join(serverRoot, 'src', 'test') + path.sep;
  const verdicts = new Map<string, boolean>();

  const touchesDatabase = (file: string, seen: Set<string>): boolean => {
    const known = verdicts.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return false;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    let verdict = OPENS_A_DATABASE.test(text);
    for (const [, specifier = ''] of text.matchAll(RELATIVE_IMPORT)) {
      if (verdict) break;
      const imported = path.resolve(path.dirname(file), specifier);
      if (imported.startsWith(testKits) && existsSync(imported)) {
        verdict = touchesDatabase(imported, seen);
      }
    }
    verdicts.set(file, verdict);
    return verdict;
  };

  const database: string[] = [];
  const databaseFree: string[] = [];
  const files = readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  for (const name of files) {
    const relative = path.join('src', name);
    (touchesDatabase(path.join(serverRoot, relative), new Set()) ? database : databaseFree).push(
      relative,
    );
  }
  return { database, databaseFree };
}
